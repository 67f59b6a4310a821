/**
 * The authorisation matrix (issue 13): every action of spec 2 §6 and spec 3 §5 (with the calls
 * of api.md) × every role, against the real server. The expected outcome of each pair is the
 * literal `allowed` list below — never the domain's permission functions, so that a server
 * that drifts from the rules fails here. Each case builds its own documents.
 *
 * A refusal answers in the API's error shape (api.md §1.4) and changes nothing in the
 * database; an allowed write answers 200 and changes something.
 */
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentType } from '@cairn/domain';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import {
  authHeaders,
  createDocument,
  createUser,
  point,
  square,
  type DocumentOptions,
} from '../test/factories.ts';

const ROLES = ['anonymous', 'contributor', 'author', 'associated', 'moderator', 'blocked'] as const;
type Role = (typeof ROLES)[number];
type SignedRole = Exclude<Role, 'anonymous'>;

/** Every signed-in, active role. */
const SIGNED_IN: readonly Role[] = ['contributor', 'author', 'associated', 'moderator'];
const MODERATOR: readonly Role[] = ['moderator'];
const NOBODY: readonly Role[] = [];

interface Fixtures {
  /** Ids of the users behind the roles (the anonymous visitor has none). */
  ids: Record<SignedRole, number>;
  /** The id of the role's user, or the author's for the visitor (whose call is refused first). */
  self: number;
  /** The test's database, for what no call of the API sets up (tags, follows, masked versions). */
  db(): TestContext['database']['db'];
  /**
   * A document whose first version is the author's; outings, xreports, articles and images get
   * the associated (and blocked) users as linked profiles.
   */
  doc(type: DocumentType, options?: Partial<DocumentOptions> & { users?: SignedRole[] }): Promise<number>;
  /** A route with its (main) waypoint; returns both. */
  route(options?: Partial<DocumentOptions>): Promise<{ route: number; waypoint: number }>;
  /** An outing of a new route; its participants the author, associated and blocked users unless told. */
  outing(
    options?: Partial<DocumentOptions> & { users?: SignedRole[] },
  ): Promise<{ outing: number; route: number }>;
  /** The document as the editor reads it (a moderator's GET), to send back edited. */
  edited(type: DocumentType, id: number, change?: (doc: Record<string, unknown>) => void): Promise<unknown>;
  /** A second version by the moderator; returns the first version's id in French. */
  secondVersion(type: DocumentType, id: number): Promise<number>;
  /** A user of its own (block, unblock, merge). */
  user(options?: { blocked?: boolean }): Promise<number>;
  /** A unique image file name. */
  filename(): string;
}

interface Action {
  name: string;
  /** The roles that may (spec 2 §6, spec 3 §5, api.md §8.5, §10.2, §11), written out. */
  allowed: readonly Role[];
  /** Where the API refuses a signed-in, active user with 400 rather than 403 (api.md). */
  refusal400?: readonly Role[];
  /** Where it answers 404: the document is not of the path's type. */
  refusal404?: readonly Role[];
  /**
   * Refused with a 200 answer that withholds the content (api.md §5.2 a private profile, §9.1
   * a masked version): `check` tells a withheld answer from a full one.
   */
  withheld?: { roles: readonly Role[]; check(body: Record<string, unknown>): boolean };
  /** A read: allowed calls change nothing either. */
  read?: boolean;
  call(f: Fixtures, role: Role): Promise<InjectOptions>;
}

const locales = (title: string) => [{ lang: 'fr', title }];
const put = (type: DocumentType, id: number, document: unknown): InjectOptions => ({
  method: 'PUT',
  url: `/api/${type}s/${id}`,
  payload: { message: 'matrix', document } as object,
});
const post = (url: string, payload: object): InjectOptions => ({
  method: 'POST',
  url: `/api${url}`,
  payload,
});
const remove = (url: string, payload?: object): InjectOptions => ({
  method: 'DELETE',
  url: `/api${url}`,
  ...(payload ? { payload } : {}),
});
const link = (parent: number, child: number) =>
  post('/associations', { parent_document_id: parent, child_document_id: child });
const unlink = (parent: number, child: number) =>
  remove('/associations', { parent_document_id: parent, child_document_id: child });
let edits = 0;
/** A locale text changed, never twice the same: an edit every type accepts. */
const summary = (doc: Record<string, unknown>) => {
  (doc.locales as Record<string, unknown>[])[0]!.summary = `Edited by the matrix (${++edits})`;
};

const CREATE_BODIES: Record<Exclude<DocumentType, 'profile'>, (f: Fixtures) => Promise<object>> = {
  route: async (f) => ({
    activities: ['hiking'],
    locales: locales('New route'),
    associations: { waypoints: [{ document_id: (await f.route()).waypoint }] },
  }),
  waypoint: async () => ({
    waypoint_type: 'summit',
    elevation: 2100,
    geometry: { geom: point(700100, 5700100) },
    locales: locales('New summit'),
  }),
  outing: async (f) => ({
    activities: ['hiking'],
    date_start: '2024-05-01',
    date_end: '2024-05-01',
    locales: locales('New outing'),
    associations: { routes: [{ document_id: (await f.route()).route }], users: [{ document_id: f.self }] },
  }),
  image: async (f) => ({
    image_type: 'collaborative',
    activities: ['hiking'],
    filename: f.filename(),
    locales: locales('New image'),
  }),
  area: async () => ({
    area_type: 'range',
    geometry: { geom_detail: square(0, 0, 10) },
    locales: locales('Zone'),
  }),
  article: async () => ({
    article_type: 'collab',
    categories: ['mountain_environment'],
    activities: ['hiking'],
    locales: locales('New article'),
  }),
  book: async () => ({ book_types: ['topo'], activities: ['hiking'], locales: locales('New book') }),
  map: async () => ({
    editor: 'IGN',
    scale: '25000',
    code: '0001',
    geometry: { geom_detail: square(0, 0, 10) },
    locales: locales('New map'),
  }),
  xreport: async () => ({
    event_activity: 'skitouring',
    geometry: { geom: point(700100, 5700100) },
    locales: locales('New report'),
  }),
};

const create = (type: Exclude<DocumentType, 'profile'>, allowed: readonly Role[]): Action => ({
  name: `create ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`,
  allowed,
  call: async (f) => post(`/${type}s`, await CREATE_BODIES[type](f)),
});

/** An edit of a locale text of the document `make` builds. */
const edit = (
  name: string,
  type: DocumentType,
  allowed: readonly Role[],
  make: (f: Fixtures) => Promise<number>,
): Action => ({
  name,
  allowed,
  call: async (f) => {
    const id = await make(f);
    return put(type, id, await f.edited(type, id, summary));
  },
});

const deletion = (
  name: string,
  allowed: readonly Role[],
  make: (f: Fixtures) => Promise<number>,
): Action => ({
  name,
  allowed,
  call: async (f) => remove(`/documents/delete/${await make(f)}`),
});

const personalArticle = (f: Fixtures, extra: Partial<DocumentOptions> = {}) =>
  f.doc('article', { attributes: { article_type: 'personal' }, ...extra });
const image = (f: Fixtures, image_type: string, extra: Partial<DocumentOptions> = {}) =>
  f.doc('image', { attributes: { image_type, filename: f.filename() }, ...extra });
const twoLocales = [
  { lang: 'fr', title: 'Deux' },
  { lang: 'en', title: 'Two' },
];
const OLD = new Date(Date.now() - 3 * 86400 * 1000);

const ACTIONS: Action[] = [
  // spec 2 §6: logged-in users create; areas and maps by moderators (api.md §1.2, issue 13).
  create('route', SIGNED_IN),
  create('waypoint', SIGNED_IN),
  create('outing', SIGNED_IN),
  create('image', SIGNED_IN),
  create('article', SIGNED_IN),
  create('book', SIGNED_IN),
  create('xreport', SIGNED_IN),
  create('area', MODERATOR),
  create('map', MODERATOR),

  // spec 2 §6 edit rules; protected documents by moderators only.
  edit('edit a route', 'route', SIGNED_IN, async (f) => (await f.route()).route),
  edit('edit a waypoint', 'waypoint', SIGNED_IN, (f) => f.doc('waypoint')),
  edit('edit a book', 'book', SIGNED_IN, (f) => f.doc('book')),
  {
    // api.md §8.5: the polygon stays out of others' edits (the web app leaves it out).
    name: "edit an area's texts",
    allowed: SIGNED_IN,
    call: async (f) => {
      const id = await f.doc('area');
      return put('area', id, await f.edited('area', id, (doc) => (summary(doc), delete doc.geometry)));
    },
  },
  edit('edit a topo map', 'map', MODERATOR, (f) => f.doc('map')),
  edit('edit a collaborative article', 'article', SIGNED_IN, (f) => f.doc('article')),
  edit('edit a personal article', 'article', ['author', 'moderator'], (f) => personalArticle(f)),
  edit('edit a collaborative image', 'image', SIGNED_IN, (f) => image(f, 'collaborative')),
  edit('edit a personal image', 'image', ['author', 'moderator'], (f) => image(f, 'personal')),
  edit('edit a copyright image', 'image', ['author', 'moderator'], (f) => image(f, 'copyright')),
  edit('edit an xreport', 'xreport', ['author', 'associated', 'moderator'], (f) => f.doc('xreport')),
  edit(
    'edit an outing',
    'outing',
    ['author', 'associated', 'moderator'],
    async (f) => (await f.outing()).outing,
  ),
  edit(
    'edit an outing its creator left',
    'outing',
    ['associated', 'moderator'],
    async (f) => (await f.outing({ users: ['associated', 'blocked'] })).outing,
  ),
  edit('edit own profile (the author’s)', 'profile', ['author', 'moderator'], async (f) => f.ids.author),
  edit('edit a protected route', 'route', MODERATOR, async (f) => (await f.route({ protected: true })).route),
  edit(
    'edit a protected outing',
    'outing',
    MODERATOR,
    async (f) => (await f.outing({ protected: true })).outing,
  ),
  edit('edit a protected collaborative article', 'article', MODERATOR, (f) =>
    f.doc('article', { protected: true }),
  ),
  {
    // api.md §8.5: others edit an area but not its polygon (400 No permission to change the geometry).
    name: "change an area's polygon",
    allowed: MODERATOR,
    refusal400: ['contributor', 'author', 'associated'],
    call: async (f) => {
      const id = await f.doc('area');
      return put(
        'area',
        id,
        await f.edited('area', id, (doc) => {
          doc.geometry = { ...(doc.geometry as object), geom_detail: square(700000, 5700000, 40000) };
        }),
      );
    },
  },

  // The same rules through other doors: the path's type, associations in a PUT or a creation.
  {
    name: "edit a topo map through the routes' path",
    allowed: NOBODY,
    refusal404: SIGNED_IN,
    call: async (f) => {
      const id = await f.doc('map');
      return put('route', id, await f.edited('map', id, summary));
    },
  },
  {
    name: 'edit a topo map sent as a route',
    allowed: MODERATOR,
    call: async (f) => {
      const id = await f.doc('map');
      return put('map', id, await f.edited('map', id, (doc) => (summary(doc), (doc.type = 'r'))));
    },
  },
  {
    // spec 3 §5: non-moderators associate no xreport from another document's editor.
    name: "add an xreport in a route's edit",
    allowed: MODERATOR,
    refusal400: ['contributor', 'author', 'associated'],
    call: async (f) => {
      const { route } = await f.route();
      const report = await f.doc('xreport');
      return put(
        'route',
        route,
        await f.edited('route', route, (doc) => {
          (doc.associations as Record<string, unknown>).xreports = [{ document_id: report }];
        }),
      );
    },
  },
  {
    // api.md §10.2: linking an outing needs being one of its participants.
    name: "add an outing in a collaborative article's edit",
    allowed: ['author', 'associated', 'moderator'],
    refusal400: ['contributor'],
    call: async (f) => {
      const article = await f.doc('article', { users: [] });
      const { outing } = await f.outing();
      return put(
        'article',
        article,
        await f.edited('article', article, (doc) => {
          (doc.associations as Record<string, unknown>).outings = [{ document_id: outing }];
        }),
      );
    },
  },
  {
    // spec 3 §5: participants remove others from their outing, not themselves.
    name: "remove the associated user in an outing's edit",
    allowed: ['author', 'moderator'],
    refusal400: ['associated'],
    call: async (f) => {
      const { outing } = await f.outing();
      return put(
        'outing',
        outing,
        await f.edited('outing', outing, (doc) => {
          const associations = doc.associations as Record<string, { document_id: number }[]>;
          associations.users = associations.users!.filter((u) => u.document_id !== f.ids.associated);
        }),
      );
    },
  },
  {
    name: 'create an image of an outing',
    allowed: ['author', 'associated', 'moderator'],
    refusal400: ['contributor'],
    call: async (f) => {
      const { outing } = await f.outing();
      return post('/images', {
        ...(await CREATE_BODIES.image(f)),
        associations: { outings: [{ document_id: outing }] },
      });
    },
  },
  {
    // spec 2 §5: images are added from the document they illustrate, protected ones too.
    name: 'create an image of a protected route',
    allowed: SIGNED_IN,
    call: async (f) => {
      const { route } = await f.route({ protected: true });
      return post('/images', {
        ...(await CREATE_BODIES.image(f)),
        associations: { routes: [{ document_id: route }] },
      });
    },
  },

  // api.md §8.5, spec 2 §5: image types.
  {
    name: 'switch a personal image to collaborative',
    allowed: MODERATOR,
    refusal400: ['author'],
    call: async (f) => {
      const id = await image(f, 'personal');
      return put('image', id, await f.edited('image', id, (doc) => (doc.image_type = 'collaborative')));
    },
  },
  {
    name: 'set copyright on an image of a book',
    allowed: MODERATOR,
    call: async (f) => {
      const book = await f.doc('book');
      const id = await image(f, 'collaborative', { associations: [{ document_id: book, type: 'book' }] });
      return put('image', id, await f.edited('image', id, (doc) => (doc.image_type = 'copyright')));
    },
  },

  // spec 2 §6 delete rules (documents under 24 h old); api.md §11.
  deletion('delete a route', MODERATOR, async (f) => (await f.route()).route),
  deletion('delete a waypoint', MODERATOR, (f) => f.doc('waypoint')),
  deletion('delete a book', MODERATOR, (f) => f.doc('book')),
  deletion('delete an outing', ['author', 'associated', 'moderator'], async (f) => (await f.outing()).outing),
  deletion('delete a personal article', ['author', 'moderator'], (f) => personalArticle(f)),
  deletion('delete a collaborative article', MODERATOR, (f) => f.doc('article')),
  deletion('delete a personal image', ['author', 'moderator'], (f) => image(f, 'personal')),
  deletion('delete a collaborative image', MODERATOR, (f) => image(f, 'collaborative')),
  deletion('delete an xreport', ['author', 'moderator'], (f) => f.doc('xreport')),
  deletion('delete a personal article older than 24 h', MODERATOR, (f) =>
    personalArticle(f, { created_at: OLD }),
  ),
  deletion('delete a protected personal article', MODERATOR, (f) => personalArticle(f, { protected: true })),
  {
    // spec 2 §6: areas are deleted by nobody (api.md §11: 400 Unsupported type).
    ...deletion('delete an area', NOBODY, (f) => f.doc('area')),
    refusal400: ['contributor', 'author', 'associated', 'moderator'],
  },
  {
    name: 'delete a locale of a personal article',
    allowed: ['author', 'moderator'],
    call: async (f) => remove(`/documents/delete/${await personalArticle(f, { locales: twoLocales })}/en`),
  },
  {
    name: 'delete a locale of a route',
    allowed: MODERATOR,
    call: async (f) => remove(`/documents/delete/${(await f.route({ locales: twoLocales })).route}/en`),
  },

  // spec 2 §6: moderation.
  {
    name: 'protect a document',
    allowed: MODERATOR,
    call: async (f) => post('/documents/protect', { document_id: (await f.route()).route }),
  },
  {
    name: 'unprotect a document',
    allowed: MODERATOR,
    call: async (f) =>
      post('/documents/unprotect', { document_id: (await f.route({ protected: true })).route }),
  },
  {
    name: 'merge two routes',
    allowed: MODERATOR,
    call: async (f) =>
      post('/documents/merge', {
        source_document_id: (await f.route()).route,
        target_document_id: (await f.route()).route,
      }),
  },
  {
    // spec 2 §6: profiles are never merged (api.md §11: 400).
    name: 'merge two profiles',
    allowed: NOBODY,
    refusal400: MODERATOR,
    call: async (f) =>
      post('/documents/merge', { source_document_id: await f.user(), target_document_id: await f.user() }),
  },
  {
    name: 'revert a document',
    allowed: MODERATOR,
    call: async (f) => {
      const { route } = await f.route();
      const first = await f.secondVersion('route', route);
      return post('/documents/revert', { document_id: route, lang: 'fr', version_id: first });
    },
  },
  {
    name: 'mask a version',
    allowed: MODERATOR,
    call: async (f) => {
      const { route } = await f.route();
      const first = await f.secondVersion('route', route);
      return post('/versions/mask', { document_id: route, lang: 'fr', version_id: first });
    },
  },
  {
    name: 'unmask a version',
    allowed: MODERATOR,
    call: async (f) => {
      const { route } = await f.route();
      const first = await f.secondVersion('route', route);
      await f
        .db()
        .updateTable('document_versions')
        .set({ masked: true })
        .where('version_id', '=', first)
        .execute();
      return post('/versions/unmask', { document_id: route, lang: 'fr', version_id: first });
    },
  },
  {
    name: 'block a user',
    allowed: MODERATOR,
    call: async (f) => post('/users/block', { user_id: await f.user() }),
  },
  {
    name: 'unblock a user',
    allowed: MODERATOR,
    call: async (f) => post('/users/unblock', { user_id: await f.user({ blocked: true }) }),
  },
  {
    name: 'see whether a user is blocked',
    allowed: MODERATOR,
    read: true,
    call: async (f) => ({ method: 'GET', url: `/api/users/blocked/${f.ids.contributor}` }),
  },
  {
    name: 'list the blocked users',
    allowed: MODERATOR,
    read: true,
    call: async () => ({ method: 'GET', url: '/api/users/blocked' }),
  },

  // spec 2 §6: history; a profile's only by its owner and moderators. The API serves other
  // histories to everyone (api.md §9.2).
  {
    name: "see a profile's history",
    allowed: ['author', 'moderator'],
    read: true,
    call: async (f) => ({ method: 'GET', url: `/api/document/${f.ids.author}/history/fr` }),
  },
  {
    name: "see a route's history",
    allowed: ['anonymous', ...SIGNED_IN],
    read: true,
    call: async (f) => ({ method: 'GET', url: `/api/document/${(await f.route()).route}/history/fr` }),
  },
  {
    // spec 2 §4: a masked version's content is the moderators' (api.md §9.1: `document: null`).
    name: 'read a masked version',
    allowed: MODERATOR,
    withheld: {
      roles: ['anonymous', 'contributor', 'author', 'associated'],
      check: (body) => body.document === null,
    },
    read: true,
    call: async (f) => {
      const { route } = await f.route();
      const first = await f.secondVersion('route', route);
      await f
        .db()
        .updateTable('document_versions')
        .set({ masked: true })
        .where('version_id', '=', first)
        .execute();
      return { method: 'GET', url: `/api/routes/${route}/fr/${first}` };
    },
  },
  {
    // spec 2 §6: private profiles are denied to visitors.
    name: 'see a private profile',
    allowed: SIGNED_IN,
    withheld: { roles: ['anonymous'], check: (body) => body.not_authorized === true && !('locales' in body) },
    read: true,
    call: async (f) => ({ method: 'GET', url: `/api/profiles/${f.ids.author}` }),
  },

  // spec 3 §5 association rules; api.md §10.2 (refusals are 400).
  {
    name: 'link a waypoint to a route',
    allowed: SIGNED_IN,
    call: async (f) => link(await f.doc('waypoint'), (await f.route()).route),
  },
  {
    name: 'link a waypoint to a waypoint',
    allowed: MODERATOR,
    refusal400: ['contributor', 'author', 'associated'],
    call: async (f) => link(await f.doc('waypoint'), await f.doc('waypoint')),
  },
  {
    name: 'link a route to an outing',
    allowed: ['author', 'associated', 'moderator'],
    refusal400: ['contributor'],
    call: async (f) => link((await f.route()).route, (await f.outing()).outing),
  },
  {
    name: 'link a route to an xreport',
    allowed: ['author', 'associated', 'moderator'],
    refusal400: ['contributor'],
    call: async (f) => link((await f.route()).route, await f.doc('xreport')),
  },
  {
    name: 'link a personal article to a route',
    allowed: ['author', 'moderator'],
    refusal400: ['contributor', 'associated'],
    call: async (f) => link((await f.route()).route, await personalArticle(f)),
  },
  {
    // The link may be changed from either side: a protected route gets waypoints from theirs.
    name: 'link a waypoint to a protected route',
    allowed: SIGNED_IN,
    call: async (f) => link(await f.doc('waypoint'), (await f.route({ protected: true })).route),
  },
  {
    name: 'link a protected waypoint to a protected route',
    allowed: MODERATOR,
    refusal400: ['contributor', 'author', 'associated'],
    call: async (f) =>
      link(await f.doc('waypoint', { protected: true }), (await f.route({ protected: true })).route),
  },
  {
    name: 'unlink a waypoint (not the main one) from a route',
    allowed: MODERATOR,
    refusal400: ['contributor', 'author', 'associated'],
    call: async (f) => {
      const other = await f.doc('waypoint');
      const { route } = await f.route({ associations: [{ document_id: other, type: 'waypoint' }] });
      return unlink(other, route);
    },
  },
  {
    name: 'unlink a route (not the last) from an outing',
    allowed: ['author', 'associated', 'moderator'],
    refusal400: ['contributor'],
    call: async (f) => {
      const other = (await f.route()).route;
      const { outing } = await f.outing({ associations: [{ document_id: other, type: 'route' }] });
      return unlink(other, outing);
    },
  },
  {
    name: 'unlink the last route of an outing',
    allowed: NOBODY,
    refusal400: SIGNED_IN,
    call: async (f) => {
      const { outing, route } = await f.outing();
      return unlink(route, outing);
    },
  },
  {
    // spec 3 §5: non-moderators remove from an outing anything but themselves.
    name: 'unlink the associated user from an outing',
    allowed: ['author', 'moderator'],
    refusal400: ['contributor', 'associated'],
    call: async (f) => unlink(f.ids.associated, (await f.outing()).outing),
  },
  {
    name: 'unlink an image from a route',
    allowed: MODERATOR,
    refusal400: ['contributor', 'author', 'associated'],
    call: async (f) => {
      const img = await image(f, 'collaborative');
      return unlink((await f.route({ associations: [{ document_id: img, type: 'image' }] })).route, img);
    },
  },
  {
    name: 'unlink an xreport from a route',
    allowed: MODERATOR,
    refusal400: ['contributor', 'author', 'associated'],
    call: async (f) => {
      const report = await f.doc('xreport');
      return unlink(
        (await f.route({ associations: [{ document_id: report, type: 'xreport' }] })).route,
        report,
      );
    },
  },

  // spec 2 §5, §6: to-do marks on routes, following.
  {
    name: 'mark a route to do',
    allowed: SIGNED_IN,
    call: async (f) => post('/tags/add', { document_id: (await f.route()).route }),
  },
  {
    name: 'unmark a route to do',
    allowed: SIGNED_IN,
    call: async (f, role) => {
      const { route } = await f.route();
      if (role !== 'anonymous')
        await f.db().insertInto('tags').values({ user_id: f.self, document_id: route }).execute();
      return post('/tags/remove', { document_id: route });
    },
  },
  {
    name: 'mark a waypoint to do',
    allowed: NOBODY,
    refusal400: SIGNED_IN,
    call: async (f) => post('/tags/add', { document_id: await f.doc('waypoint') }),
  },
  {
    name: 'follow a user',
    allowed: SIGNED_IN,
    call: async (f) => post('/users/follow', { user_id: await f.user() }),
  },
  {
    name: 'unfollow a user',
    allowed: SIGNED_IN,
    call: async (f, role) => {
      const followed = await f.user();
      if (role !== 'anonymous')
        await f.db().insertInto('follows').values({ follower_id: f.self, followed_id: followed }).execute();
      return post('/users/unfollow', { user_id: followed });
    },
  },
  {
    name: 'follow oneself',
    allowed: NOBODY,
    refusal400: SIGNED_IN,
    call: async (f) => post('/users/follow', { user_id: f.self }),
  },
];

let context: TestContext;

describe('authorisation matrix (issue 13: spec 2 §6, spec 3 §5 × roles)', () => {
  const ids = {} as Record<SignedRole, number>;
  const headers = {} as Record<Role, Record<string, string>>;
  let files = 0;
  let cases = 0;

  const fixturesFor = (role: Role): Fixtures => {
    const db = () => context.database.db;
    const self = role === 'anonymous' ? ids.author : ids[role];
    const f: Fixtures = {
      db,
      ids,
      self,
      doc: (type, { users, ...options } = {}) => {
        const linked =
          type === 'outing' || type === 'xreport' || type === 'article' || type === 'image'
            ? (users ?? (['associated', 'blocked'] as SignedRole[])).map((r) => ({
                document_id: ids[r],
                type: 'profile' as const,
              }))
            : [];
        return createDocument(db(), {
          type,
          creator_id: ids.author,
          ...options,
          associations: [...(options.associations ?? []), ...linked],
        });
      },
      route: async (options = {}) => {
        const waypoint = await f.doc('waypoint');
        const route = await f.doc('route', {
          attributes: { activities: ['hiking'], main_waypoint_id: waypoint },
          geometry: { geom: point(700000, 5700000) },
          ...options,
          associations: [{ document_id: waypoint, type: 'waypoint' }, ...(options.associations ?? [])],
        });
        return { route, waypoint };
      },
      outing: async ({ users, ...options } = {}) => {
        const { route } = await f.route();
        const outing = await f.doc('outing', {
          users: users ?? ['author', 'associated', 'blocked'],
          ...options,
          associations: [{ document_id: route, type: 'route' }, ...(options.associations ?? [])],
        });
        return { outing, route };
      },
      edited: async (type, id, change = () => {}) => {
        const res = await context.app.inject({ url: `/api/${type}s/${id}`, headers: headers.moderator });
        expect(res.statusCode).toBe(200);
        const doc = res.json() as Record<string, unknown>;
        change(doc);
        return doc;
      },
      secondVersion: async (type, id) => {
        const res = await context.app.inject({
          ...put(type, id, await f.edited(type, id, summary)),
          headers: headers.moderator,
        });
        expect(res.statusCode).toBe(200);
        const versions = await db()
          .selectFrom('document_versions')
          .select('version_id')
          .where('document_id', '=', id)
          .where('lang', '=', 'fr')
          .orderBy('version_id')
          .execute();
        return versions[0]!.version_id;
      },
      user: async (options = {}) => (await createUser(db(), options)).id,
      filename: () => `matrix-${++files}.jpg`,
    };
    return f;
  };

  /** What any refused call must leave as it was. */
  const fingerprint = async () =>
    (
      await sql<Record<string, string>>`SELECT
        (SELECT count(*) FROM documents) AS documents,
        (SELECT coalesce(sum(version), 0) FROM documents) AS figures,
        (SELECT coalesce(sum(geometry_version), 0) FROM documents) AS geometries,
        (SELECT count(*) FROM documents WHERE protected) AS protected,
        (SELECT count(*) FROM documents WHERE redirects_to IS NOT NULL) AS merged,
        (SELECT count(*) FROM document_locales) AS locales,
        (SELECT coalesce(sum(version), 0) FROM document_locales) AS locale_versions,
        (SELECT count(*) FROM document_versions) AS versions,
        (SELECT count(*) FROM document_versions WHERE masked) AS masked,
        (SELECT count(*) FROM associations) AS associations,
        (SELECT count(*) FROM association_log) AS association_log,
        (SELECT count(*) FROM tags) AS tags,
        (SELECT count(*) FROM follows) AS follows,
        (SELECT count(*) FROM users WHERE blocked) AS blocked`.execute(context.database.db)
    ).rows[0]!;

  beforeAll(async () => {
    context = await buildTestApp();
    const db = context.database.db;
    headers.anonymous = {};
    for (const role of ROLES) {
      if (role === 'anonymous') continue;
      const user = await createUser(db, {
        username: role,
        moderator: role === 'moderator',
        blocked: role === 'blocked',
      });
      ids[role] = user.id;
      headers[role] = await authHeaders(db, { ...user, moderator: role === 'moderator' });
    }
  });
  afterAll(async () => {
    console.log(`authorisation matrix: ${ACTIONS.length} actions × ${ROLES.length} roles = ${cases} cases`);
    await context?.close();
  });

  describe.each(ACTIONS)('$name', (action) => {
    it.each(ROLES)('%s', async (role) => {
      const request = await action.call(fixturesFor(role), role);
      const before = await fingerprint();
      const res = await context.app.inject({ ...request, headers: headers[role] });
      const after = await fingerprint();
      cases++;
      if (action.allowed.includes(role)) {
        expect(res.statusCode, res.body).toBe(200);
        if (action.withheld) expect(action.withheld.check(res.json()), res.body).toBe(false);
        if (!action.read) expect(after).not.toEqual(before);
        return;
      }
      if (action.withheld?.roles.includes(role)) {
        expect(res.statusCode, res.body).toBe(200);
        expect(action.withheld.check(res.json()), res.body).toBe(true);
        expect(after).toEqual(before);
        return;
      }
      const expected = action.refusal400?.includes(role)
        ? 400
        : action.refusal404?.includes(role)
          ? 404
          : 403;
      expect(res.statusCode, res.body).toBe(expected);
      const body = res.json();
      expect(body.status).toBe('error');
      expect(body.errors.length).toBeGreaterThan(0);
      for (const error of body.errors)
        expect(error).toMatchObject({
          location: expect.any(String),
          name: expect.any(String),
          description: expect.any(String),
        });
      expect(after).toEqual(before);
    });
  });
});
