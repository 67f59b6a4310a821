import { describe, expect, it } from 'vitest';
import { documentFixture, listingFixture } from '../../../testing/fixtures/factory.ts';
import { testSession } from '../../../testing/render-app.tsx';
import {
  bodyOf,
  editedDocumentOf,
  formErrorsOf,
  formFieldOf,
  imageTypeChoicesOf,
  isTranslation,
  newDocument,
  withAddedImages,
  type FormDocument,
} from './form-document.ts';
import { prefillOf } from './prefill.ts';

const route = documentFixture({
  document_id: 600,
  type: 'r',
  version: 7,
  available_langs: ['fr'],
  activities: ['skitouring'],
  glacier_gear: 'no',
  locales: [{ lang: 'fr', version: 3, title: 'Versant nord', description: 'Montée par le vallon.' }],
  geometry: { geom: '{"type":"Point","coordinates":[1,2]}', version: 2 },
  areas: [{ document_id: 14274, type: 'a', locales: [{ lang: 'fr', title: 'France' }] }],
  associations: {
    waypoints: [{ document_id: 238, type: 'w', locales: [{ lang: 'fr', title: 'Pic' }] }],
    recent_outings: { documents: [], total: 0 },
  },
});

describe('the document of an edit form (api.md §8)', () => {
  it('starts a new document from the catalog defaults, as a draft with an empty title', () => {
    const doc = newDocument('route', 'fr');
    expect(doc).toMatchObject({ type: 'r', quality: 'draft', glacier_gear: 'no', activities: [] });
    expect(doc.locales).toEqual([{ lang: 'fr', title: '' }]);
    expect(Object.keys(doc.associations)).toEqual(['articles', 'routes', 'waypoints', 'books', 'xreports']);
    // Profiles have no title (fields.md §4).
    expect(newDocument('profile', 'en').locales).toEqual([{ lang: 'en' }]);
  });

  it('edits the locale of its language, keeps every figure and only the updatable associations', () => {
    const doc = editedDocumentOf('route', route, 'fr');
    expect(doc.version).toBe(7);
    expect(doc.locales).toEqual([
      { lang: 'fr', version: 3, title: 'Versant nord', description: 'Montée par le vallon.' },
    ]);
    expect(doc.associations.waypoints?.map((w) => w.document_id)).toEqual([238]);
    expect(doc).not.toHaveProperty('areas');
    expect(doc.associations).not.toHaveProperty('recent_outings');
    expect(isTranslation(route, 'fr')).toBe(false);
  });

  it('issue 15: images added from the form join its image list, where the update sends one', () => {
    const article = documentFixture({
      document_id: 700,
      type: 'c',
      article_type: 'collab',
      locales: [{ lang: 'fr', title: 'Topo' }],
      associations: { images: [{ document_id: 5, type: 'i', locales: [{ lang: 'fr', title: 'Old' }] }] },
    });
    const doc = withAddedImages(
      editedDocumentOf('article', article, 'fr'),
      [
        { document_id: 5, title: 'Old' },
        { document_id: 9, title: 'New' },
      ],
      'fr',
    );
    expect(bodyOf(doc).associations).toMatchObject({ images: [{ document_id: 5 }, { document_id: 9 }] });
    // A route's update sends no image list: nothing to add to.
    const routeDoc = editedDocumentOf('route', route, 'fr');
    expect(withAddedImages(routeDoc, [{ document_id: 9, title: '' }], 'fr')).toBe(routeDoc);
  });

  it('starts a translation with an empty locale in the new language', () => {
    expect(isTranslation(route, 'en')).toBe(true);
    expect(editedDocumentOf('route', route, 'en').locales).toEqual([{ lang: 'en', title: '' }]);
  });

  it('api.md §8.2: an update body replaces each list it loaded or edited, as [{document_id}]', () => {
    const outing = documentFixture({
      document_id: 900,
      type: 'o',
      associations: {
        routes: [{ document_id: 1, type: 'r' }],
        users: [
          { document_id: 42, type: 'u' },
          { document_id: 43, type: 'u' },
        ],
        images: [{ document_id: 31, type: 'i' }],
      },
    });
    const doc = editedDocumentOf('outing', outing, 'fr');
    doc.associations.routes = [{ document_id: 2 }, { document_id: 3 }];
    expect(bodyOf(doc).associations).toEqual({
      routes: [{ document_id: 2 }, { document_id: 3 }],
      users: [{ document_id: 42 }, { document_id: 43 }],
    });
  });

  it('api.md §8.1: a create body carries every key of the type, empty ones too', () => {
    const doc = newDocument('outing', 'fr', { associations: { users: [{ document_id: 42 }] } });
    expect(bodyOf(doc).associations).toEqual({
      articles: [],
      routes: [],
      users: [{ document_id: 42 }],
      xreports: [],
    });
  });

  it('sends the associations as ids, and no empty geometry', () => {
    const body = bodyOf(editedDocumentOf('route', route, 'fr'));
    // Only the lists the answer held: the others stay as they are on the server.
    expect(body.associations).toEqual({ waypoints: [{ document_id: 238 }] });
    expect(bodyOf(newDocument('book', 'fr'))).not.toHaveProperty('geometry');
  });

  it('names errors by the form fields (spec 2 §5 messages)', () => {
    expect(formFieldOf('locales.0.title')).toBe('title');
    expect(formFieldOf('geometry.geom')).toBe('geometry');
    expect(formFieldOf('associations.routes')).toBe('associations.routes');
    const errors = formErrorsOf('outing', newDocument('outing', 'fr'), {
      creating: true,
      isModerator: false,
    });
    expect(errors).toMatchObject({
      title: 'required field',
      activities: 'required field',
      date_start: 'required field',
      date_end: 'required field',
      'associations.routes': 'at least one route required',
      'associations.users': 'at least one user required',
    });
    const short = { ...newDocument('route', 'fr'), locales: [{ lang: 'fr', title: 'Ab' }] };
    expect(formErrorsOf('route', short, { creating: true, isModerator: false }).title).toBe(
      'This field is too short',
    );
    // Chinese: one character is enough (spec 2 §5).
    const zh = { ...newDocument('route', 'zh'), locales: [{ lang: 'zh', title: '峰' }] };
    expect(formErrorsOf('route', zh, { creating: true, isModerator: false }).title).toBeUndefined();
    // Images: the title is optional.
    expect(
      formErrorsOf('image', newDocument('image', 'fr'), { creating: false, isModerator: false }).title,
    ).toBeUndefined();
  });

  it('checks outing dates: end before start is refused', () => {
    const doc = {
      ...newDocument('outing', 'fr'),
      date_start: '2026-07-14',
      date_end: '2026-07-10',
    };
    expect(formErrorsOf('outing', doc, { creating: true, isModerator: false }).date_end).toBe(
      'can not be prior the starting date',
    );
  });
});

describe('an add form opened from a document (issue 12 §6)', () => {
  it('links the route and the signed-in user to a new outing, with the route’s activities', () => {
    const prefill = prefillOf('outing', [route], testSession);
    expect(prefill.associations?.routes?.map((r) => r.document_id)).toEqual([600]);
    expect(prefill.associations?.users?.map((u) => u.document_id)).toEqual([testSession.id]);
    expect(prefill.activities).toEqual(['skitouring']);
  });

  it('makes the waypoint of a new route its main waypoint', () => {
    const waypoint = documentFixture({ document_id: 238, type: 'w', waypoint_type: 'summit' });
    const prefill = prefillOf('route', [waypoint], testSession);
    expect(prefill.associations?.waypoints?.map((w) => w.document_id)).toEqual([238]);
    expect(prefill.fields).toEqual({ main_waypoint_id: 238 });
  });

  it('links an outing to a new xreport, and ignores what the type cannot hold', () => {
    const outing = listingFixture({ document_id: 900, type: 'o' }) as never;
    const book = listingFixture({ document_id: 5, type: 'b' }) as never;
    const prefill = prefillOf('xreport', [outing, book], testSession);
    expect(prefill.associations?.outings?.map((o) => o.document_id)).toEqual([900]);
    expect(prefill.associations).not.toHaveProperty('books');
  });
});

describe('image type choices (spec 2 §5, fields.md §5)', () => {
  const image = (books: number) =>
    ({
      image_type: 'collaborative',
      locales: [],
      associations: { books: Array.from({ length: books }, (_, i) => ({ document_id: 900 + i })) },
    }) as unknown as FormDocument;

  it('copyright only for a moderator with a book associated', () => {
    expect(imageTypeChoicesOf(image(1), 'collaborative', true)).toEqual([
      'collaborative',
      'personal',
      'copyright',
    ]);
    expect(imageTypeChoicesOf(image(0), 'collaborative', true)).toEqual(['collaborative', 'personal']);
    expect(imageTypeChoicesOf(image(1), 'collaborative', false)).toEqual(['collaborative']);
  });

  it('a new image may be collaborative or personal; a copyright image keeps its type', () => {
    expect(imageTypeChoicesOf(image(0), null, false)).toEqual(['collaborative', 'personal']);
    expect(imageTypeChoicesOf(image(0), 'copyright', false)).toEqual(['copyright']);
  });
});
