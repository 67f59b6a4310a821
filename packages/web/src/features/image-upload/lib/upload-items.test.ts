import { describe, expect, it } from 'vitest';
import {
  canRotate,
  canSave,
  isBusy,
  keyOf,
  newFiles,
  nextToUpload,
  uploadReducer,
  type FileFacts,
  type ItemMetadata,
  type UploadItem,
} from './upload-items.ts';

const metadata: ItemMetadata = { title: '', image_type: 'personal', categories: [], activities: ['hiking'] };
const file = (name: string, lastModified = 1, type = 'image/jpeg', size = 1000): FileFacts => ({
  name,
  lastModified,
  type,
  size,
});
const added = (...files: FileFacts[]) => uploadReducer([], { kind: 'add', files, metadata });
const statusOf = (items: UploadItem[]) => items.map((item) => item.status);

describe('adding files', () => {
  it('makes one INITIAL item per file, with the metadata given', () => {
    const items = added(file('a.jpg'), file('b.png', 2, 'image/png'));
    expect(statusOf(items)).toEqual(['initial', 'initial']);
    expect(items[0]).toMatchObject({
      key: 'a.jpg:1',
      name: 'a.jpg',
      rotation: 0,
      percent: 0,
      filename: null,
    });
    expect(items[1]!.metadata).toEqual(metadata);
    expect(items[1]!.metadata.activities).not.toBe(metadata.activities);
  });

  it('deduplicates by name and last-modified time (spec 2 §4)', () => {
    const items = added(file('a.jpg', 1), file('a.jpg', 1), file('a.jpg', 2));
    expect(items.map((item) => item.key)).toEqual(['a.jpg:1', 'a.jpg:2']);
    const again = uploadReducer(items, { kind: 'add', files: [file('a.jpg', 1), file('c.jpg')], metadata });
    expect(again.map((item) => item.key)).toEqual(['a.jpg:1', 'a.jpg:2', 'c.jpg:1']);
  });

  it('takes images only', () => {
    expect(newFiles([], [file('notes.txt', 1, 'text/plain'), file('x.webp', 1, 'image/webp')])).toEqual([
      file('x.webp', 1, 'image/webp'),
    ]);
    expect(keyOf({ name: 'x', lastModified: 5 })).toBe('x:5');
  });
});

describe('the upload of an item', () => {
  it('goes INITIAL → SAVING with its percent → SUCCESS with the stored name', () => {
    let items = added(file('a.jpg'));
    items = uploadReducer(items, { kind: 'start', key: 'a.jpg:1' });
    expect(items[0]).toMatchObject({ status: 'saving', percent: 0 });
    items = uploadReducer(items, { kind: 'progress', key: 'a.jpg:1', percent: 42.4 });
    expect(items[0]!.percent).toBe(42);
    // Progress never goes back, nor over 100.
    items = uploadReducer(items, { kind: 'progress', key: 'a.jpg:1', percent: 10 });
    expect(items[0]!.percent).toBe(42);
    items = uploadReducer(items, { kind: 'progress', key: 'a.jpg:1', percent: 180 });
    expect(items[0]!.percent).toBe(100);
    items = uploadReducer(items, { kind: 'succeed', key: 'a.jpg:1', filename: '1700000000_123456.jpg' });
    expect(items[0]).toMatchObject({ status: 'success', filename: '1700000000_123456.jpg', percent: 100 });
  });

  it('FAILED keeps the item for Retry, which queues it again; Cancel removes it', () => {
    let items = added(file('a.jpg'), file('b.jpg'));
    items = uploadReducer(items, { kind: 'start', key: 'a.jpg:1' });
    items = uploadReducer(items, { kind: 'fail', key: 'a.jpg:1', error: 'unreadable' });
    expect(items[0]).toMatchObject({ status: 'failed', error: 'unreadable', percent: 0 });
    items = uploadReducer(items, { kind: 'retry', key: 'a.jpg:1' });
    expect(items[0]).toMatchObject({ status: 'initial', error: null });
    items = uploadReducer(items, { kind: 'remove', key: 'a.jpg:1' });
    expect(items.map((item) => item.key)).toEqual(['b.jpg:1']);
  });

  it('ignores actions that do not fit the status', () => {
    const items = added(file('a.jpg'));
    expect(uploadReducer(items, { kind: 'succeed', key: 'a.jpg:1', filename: 'x.jpg' })[0]!.status).toBe(
      'initial',
    );
    expect(uploadReducer(items, { kind: 'retry', key: 'a.jpg:1' })[0]!.status).toBe('initial');
    expect(uploadReducer(items, { kind: 'progress', key: 'a.jpg:1', percent: 50 })[0]!.percent).toBe(0);
  });

  it('runs one upload at a time, in order', () => {
    let items = added(file('a.jpg'), file('b.jpg'));
    expect(nextToUpload(items)?.key).toBe('a.jpg:1');
    items = uploadReducer(items, { kind: 'start', key: 'a.jpg:1' });
    expect(nextToUpload(items)).toBeUndefined();
    items = uploadReducer(items, { kind: 'succeed', key: 'a.jpg:1', filename: 'x.jpg' });
    expect(nextToUpload(items)?.key).toBe('b.jpg:1');
    expect(isBusy(items)).toBe(true);
    items = uploadReducer(items, { kind: 'start', key: 'b.jpg:1' });
    items = uploadReducer(items, { kind: 'fail', key: 'b.jpg:1', error: 'unreadable' });
    expect(nextToUpload(items)).toBeUndefined();
    expect(isBusy(items)).toBe(false);
  });
});

describe('Save', () => {
  it('needs at least one item, every one SUCCESS (spec 2 §4)', () => {
    expect(canSave([])).toBe(false);
    let items = added(file('a.jpg'), file('b.jpg'));
    expect(canSave(items)).toBe(false);
    for (const key of ['a.jpg:1', 'b.jpg:1']) {
      items = uploadReducer(items, { kind: 'start', key });
      items = uploadReducer(items, { kind: 'succeed', key, filename: `${key}.jpg` });
    }
    expect(canSave(items)).toBe(true);
    items = uploadReducer(items, { kind: 'add', files: [file('c.jpg')], metadata });
    expect(canSave(items)).toBe(false);
  });
});

describe('rotation', () => {
  it('turns by 90° steps modulo 360, and an uploaded file goes again', () => {
    let items = added(file('a.jpg'));
    items = uploadReducer(items, { kind: 'start', key: 'a.jpg:1' });
    items = uploadReducer(items, { kind: 'succeed', key: 'a.jpg:1', filename: 'x.jpg' });
    items = uploadReducer(items, { kind: 'rotate', key: 'a.jpg:1' });
    expect(items[0]).toMatchObject({ rotation: 90, status: 'initial', filename: null });
    for (const expected of [180, 270, 0]) {
      items = uploadReducer(items, { kind: 'rotate', key: 'a.jpg:1' });
      expect(items[0]!.rotation).toBe(expected);
    }
  });

  it('is not for SVG, nor while saving, nor once failed', () => {
    const [svg] = added(file('a.svg', 1, 'image/svg+xml'));
    expect(canRotate(svg!)).toBe(false);
    expect(canRotate({ ...svg!, mimeType: '' })).toBe(false);
    let items = added(file('a.jpg'));
    expect(canRotate(items[0]!)).toBe(true);
    items = uploadReducer(items, { kind: 'start', key: 'a.jpg:1' });
    expect(canRotate(items[0]!)).toBe(false);
    expect(uploadReducer(items, { kind: 'rotate', key: 'a.jpg:1' })[0]!.rotation).toBe(0);
    items = uploadReducer(items, { kind: 'fail', key: 'a.jpg:1', error: 'unreadable' });
    expect(canRotate(items[0]!)).toBe(false);
  });
});

describe('metadata and restored items', () => {
  it('edits one item without touching the others', () => {
    let items = added(file('a.jpg'), file('b.jpg'));
    items = uploadReducer(items, {
      kind: 'edit',
      key: 'b.jpg:1',
      metadata: { title: 'Arête', categories: ['action'] },
    });
    expect(items[1]!.metadata).toMatchObject({
      title: 'Arête',
      categories: ['action'],
      image_type: 'personal',
    });
    expect(items[0]!.metadata.title).toBe('');
    items = uploadReducer(items, { kind: 'exif', key: 'a.jpg:1', exif: { iso_speed: 100 } });
    expect(items[0]!.exif).toEqual({ iso_speed: 100 });
  });

  it('forgets a waiting item put back without its file, never an uploaded one', () => {
    let items = added(file('a.jpg'), file('b.jpg'));
    items = uploadReducer(items, { kind: 'start', key: 'a.jpg:1' });
    items = uploadReducer(items, { kind: 'succeed', key: 'a.jpg:1', filename: 'x.jpg' });
    items = uploadReducer(items, { kind: 'forget', key: 'a.jpg:1' });
    items = uploadReducer(items, { kind: 'forget', key: 'b.jpg:1' });
    expect(items.map((item) => item.key)).toEqual(['a.jpg:1']);
  });

  it('puts back kept items not already there', () => {
    const items = added(file('a.jpg'));
    const kept = { ...items[0]!, status: 'success' as const, filename: 'x.jpg' };
    const other = { ...kept, key: 'z.jpg:1', name: 'z.jpg' };
    const restored = uploadReducer(items, { kind: 'restore', items: [kept, other] });
    expect(restored.map((item) => item.key)).toEqual(['a.jpg:1', 'z.jpg:1']);
  });
});
