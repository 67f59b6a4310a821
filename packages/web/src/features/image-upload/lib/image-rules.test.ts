import { describe, expect, it } from 'vitest';
import type { PermissionUser } from '@cairn/domain';
import {
  canAddImages,
  defaultImageType,
  defaultMetadata,
  imageLicence,
  imageListBody,
  imageTypeChoices,
  type ParentDocument,
} from './image-rules.ts';
import type { UploadItem } from './upload-items.ts';

const contributor: PermissionUser = { id: 7, moderator: false };
const moderator: PermissionUser = { id: 1, moderator: true };
const parent = (type: ParentDocument['type'], extra: Partial<ParentDocument> = {}): ParentDocument => ({
  type,
  document_id: 100,
  associations: {},
  ...extra,
});

describe('defaultImageType (spec 2 §5)', () => {
  it('is personal under an outing, a profile or an xreport', () => {
    for (const type of ['outing', 'profile', 'xreport'] as const)
      expect(defaultImageType(parent(type))).toBe('personal');
  });

  it('under an article follows the article: collaborative if collab, else personal', () => {
    expect(defaultImageType(parent('article', { article_type: 'collab' }))).toBe('collaborative');
    expect(defaultImageType(parent('article', { article_type: 'personal' }))).toBe('personal');
  });

  it('is collaborative otherwise', () => {
    for (const type of ['route', 'waypoint', 'book', 'area'] as const)
      expect(defaultImageType(parent(type))).toBe('collaborative');
  });
});

describe('imageTypeChoices', () => {
  it('offers copyright only to moderators, on a book', () => {
    expect(imageTypeChoices(contributor, parent('book'))).toEqual(['collaborative', 'personal']);
    expect(imageTypeChoices(moderator, parent('route'))).toEqual(['collaborative', 'personal']);
    expect(imageTypeChoices(moderator, parent('book'))).toEqual(['collaborative', 'personal', 'copyright']);
  });
});

describe('canAddImages', () => {
  it('is for signed-in users whom the association rules let link a new image', () => {
    expect(canAddImages(null, parent('route'))).toBe(false);
    expect(canAddImages({ id: 7, moderator: false, blocked: true }, parent('route'))).toBe(false);
    expect(canAddImages(contributor, parent('route'))).toBe(true);
    // A protected route takes images from anyone signed in (from the image's side).
    expect(canAddImages(contributor, parent('route', { protected: true }))).toBe(true);
    expect(canAddImages(contributor, parent('area'))).toBe(true);
  });

  it('adds to an outing only for its participants and moderators', () => {
    const outing = parent('outing', {
      associated_user_ids: [8],
      associations: { users: [{ document_id: 8 }] },
    });
    expect(canAddImages(contributor, outing)).toBe(false);
    expect(canAddImages({ id: 8, moderator: false }, outing)).toBe(true);
    expect(canAddImages(moderator, outing)).toBe(true);
  });

  it('adds to an xreport for its author, not for others', () => {
    const xreport = parent('xreport', { creator_id: 7 });
    expect(canAddImages(contributor, xreport)).toBe(true);
    expect(canAddImages({ id: 9, moderator: false }, xreport)).toBe(false);
  });

  it('is not for images nor maps', () => {
    expect(canAddImages(moderator, parent('image'))).toBe(false);
    expect(canAddImages(moderator, parent('map'))).toBe(false);
  });
});

describe('licence and defaults', () => {
  it('gives the image the licence of its type', () => {
    expect(imageLicence('collaborative').code).toBe('by-sa');
    expect(imageLicence('personal').code).toBe('by-nc-nd');
    expect(imageLicence('copyright')).toMatchObject({ code: 'copyright', url: null });
  });

  it('starts items with the default type and the parent activities', () => {
    expect(defaultMetadata(parent('outing', { activities: ['skitouring'] }))).toEqual({
      title: '',
      image_type: 'personal',
      categories: [],
      activities: ['skitouring'],
    });
  });
});

describe('imageListBody (api.md §14.3)', () => {
  const item = (extra: Partial<UploadItem>): UploadItem => ({
    key: 'a.jpg:1',
    name: 'a.jpg',
    size: 10,
    mimeType: 'image/jpeg',
    status: 'success',
    percent: 100,
    rotation: 0,
    filename: '1700000000_123456.jpg',
    error: null,
    metadata: {
      title: '  Dawn  ',
      image_type: 'personal',
      categories: ['landscapes'],
      activities: ['hiking'],
    },
    exif: null,
    ...extra,
  });

  it('links each image to its parent, with its file, metadata and EXIF facts', () => {
    const body = imageListBody(
      [
        item({
          exif: {
            date_time: '2024-07-14T06:32:10',
            iso_speed: 100,
            geom: '{"type":"Point","coordinates":[1,2]}',
          },
        }),
        item({
          key: 'b',
          filename: 'b.png',
          metadata: { title: '', image_type: 'collaborative', categories: [], activities: [] },
        }),
      ],
      { type: 'outing', document_id: 42 },
      'fr',
    );
    expect(body.images[0]).toEqual({
      filename: '1700000000_123456.jpg',
      image_type: 'personal',
      categories: ['landscapes'],
      activities: ['hiking'],
      date_time: '2024-07-14T06:32:10',
      iso_speed: 100,
      locales: [{ lang: 'fr', title: 'Dawn' }],
      geometry: { geom: '{"type":"Point","coordinates":[1,2]}' },
      associations: { outings: [{ document_id: 42 }] },
    });
    expect(body.images[1]).not.toHaveProperty('geometry');
    expect(body.images[1]!.locales).toEqual([{ lang: 'fr', title: '' }]);
  });

  it('names a profile parent under users', () => {
    expect(
      imageListBody([item({})], { type: 'profile', document_id: 5 }, 'en').images[0]!.associations,
    ).toEqual({
      users: [{ document_id: 5 }],
    });
  });
});
