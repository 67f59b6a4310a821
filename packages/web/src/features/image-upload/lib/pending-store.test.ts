import { afterEach, describe, expect, it } from 'vitest';
import { clearPending, loadPending, parsePending, pendingItems, savePending } from './pending-store.ts';
import type { UploadItem } from './upload-items.ts';

const item = (extra: Partial<UploadItem> = {}): UploadItem => ({
  key: 'a.jpg:1',
  name: 'a.jpg',
  size: 10,
  mimeType: 'image/jpeg',
  status: 'success',
  percent: 100,
  rotation: 0,
  filename: 'x.jpg',
  error: null,
  metadata: { title: 'T', image_type: 'personal', categories: [], activities: [] },
  exif: { iso_speed: 100 },
  ...extra,
});
const address = { parentType: 'outing', parentId: 3, userId: 7 };

afterEach(() => window.localStorage.clear());

describe('the items kept until saved (issue 15 §4)', () => {
  it('keeps uploaded items as they are, and the others as waiting again', () => {
    const items = [
      item(),
      item({ key: 'b', status: 'saving', percent: 40, filename: null }),
      item({ key: 'c', status: 'failed', error: 'unreadable', filename: null }),
    ];
    expect(pendingItems(items).map((i) => [i.key, i.status, i.filename, i.percent, i.error])).toEqual([
      ['a.jpg:1', 'success', 'x.jpg', 100, null],
      ['b', 'initial', null, 0, null],
      ['c', 'initial', null, 0, null],
    ]);
  });

  it('puts them back for the same document and user, and forgets them once cleared', () => {
    savePending(address, [item()]);
    expect(loadPending(address)).toEqual([item()]);
    expect(loadPending({ ...address, userId: 8 })).toEqual([]);
    clearPending(address);
    expect(loadPending(address)).toEqual([]);
    savePending(address, [item()]);
    savePending(address, []);
    expect(loadPending(address)).toEqual([]);
  });

  it('drops what it cannot read', () => {
    expect(parsePending('{')).toEqual([]);
    expect(parsePending('{"a":1}')).toEqual([]);
    const waiting = item({ key: 'w', status: 'initial', filename: null, percent: 0 });
    expect(
      parsePending(
        JSON.stringify([item(), { key: 'x' }, item({ filename: null }), waiting, item({ status: 'saving' })]),
      ),
    ).toEqual([item(), waiting]);
  });
});
