import { describe, expect, it } from 'vitest';
import type { EditedDocument, PermissionUser } from '@cairn/domain';
import { listingFixture, type ListingInput } from '../../../testing/fixtures/factory.ts';
import type { Listing } from '../../../lib/documents.ts';
import {
  addRefusalOf,
  associationGroupKeys,
  associationGroups,
  associationLinkOperations,
  withAssociation,
  withoutAssociation,
  type AssociationEditorInput,
  type AssociationLists,
} from './association-editor-state.ts';

const jeanne: PermissionUser = { id: 42, moderator: false };
const paul: PermissionUser = { id: 43, moderator: false };
const moderator: PermissionUser = { id: 9, moderator: true };

const titled = (input: ListingInput) =>
  listingFixture({ locales: [{ lang: 'fr', title: `Doc ${input.document_id}` }], ...input });
const route = (id: number, extra: Partial<ListingInput> = {}) =>
  titled({ document_id: id, type: 'r', ...extra });
const waypoint = (id: number, extra: Partial<ListingInput> = {}) =>
  titled({ document_id: id, type: 'w', waypoint_type: 'summit', ...extra });
const profile = (id: number) =>
  listingFixture({ document_id: id, type: 'u', name: `User ${id}`, locales: [] });
const outing = (id: number, authorId: number) =>
  titled({ document_id: id, type: 'o', author: { user_id: authorId, name: 'x' } });
const article = (id: number, articleType = 'collab') =>
  titled({ document_id: id, type: 'c', article_type: articleType });
const image = (id: number) => titled({ document_id: id, type: 'i' });
const xreport = (id: number) => titled({ document_id: id, type: 'x' });

/** An editor input: `edited` replaces lists of the loaded ones (the user's edits). */
function input(
  type: AssociationEditorInput['type'],
  loaded: AssociationLists,
  {
    edited = {},
    proposed = {},
    user = jeanne,
    mode = 'form',
    document = {},
  }: {
    edited?: AssociationLists;
    proposed?: AssociationLists;
    user?: PermissionUser;
    mode?: AssociationEditorInput['mode'];
    document?: EditedDocument;
  } = {},
): AssociationEditorInput {
  return {
    type,
    document: {
      document_id: 100,
      locales: [{ lang: 'fr', title: 'Edited' }],
      ...document,
      associations: { ...loaded, ...edited } as EditedDocument['associations'],
    },
    loaded,
    proposed,
    user,
    mode,
  };
}

/** `[id, status, refusal]` of a group's items. */
const itemsOf = (editor: AssociationEditorInput, key: string) =>
  associationGroups(editor)
    .find((group) => group.key === key)
    ?.items.map((item) => [item.doc.document_id, item.status, item.refusal]);

const twoRoutes = { routes: [route(1), route(2)], users: [profile(42), profile(43)] };

describe('association editor groups', () => {
  it('one group per list the type edits, in editor order: body keys in the form (api.md §8.4), all lists standalone', () => {
    expect(associationGroupKeys('outing', 'form')).toEqual(['routes', 'users', 'xreports', 'articles']);
    expect(associationGroupKeys('outing', 'links')).toEqual([
      'routes',
      'users',
      'images',
      'xreports',
      'articles',
    ]);
    expect(associationGroupKeys('xreport', 'form')).toEqual([
      'outings',
      'users',
      'routes',
      'images',
      'articles',
    ]);
    expect(associationGroupKeys('waypoint', 'form')).toEqual([
      'waypoints',
      'waypoint_children',
      'articles',
      'xreports',
    ]);
  });

  it('spec 3 §6: no association editor for areas (nor maps)', () => {
    expect(associationGroupKeys('area', 'links')).toEqual([]);
    expect(associationGroupKeys('area', 'form')).toEqual([]);
    expect(associationGroupKeys('map', 'links')).toEqual([]);
  });

  it('spec 3 §4: current (Remove), deleted (Put it back), proposition (Add)', () => {
    const editor = input('outing', twoRoutes, {
      edited: { routes: [route(1), route(3)] },
      proposed: { routes: [route(4)] },
    });
    expect(itemsOf(editor, 'routes')).toEqual([
      [1, 'current', null],
      [2, 'deleted', null],
      [3, 'current', null],
      [4, 'proposition', null],
    ]);
    const group = associationGroups(editor)[0]!;
    expect(group.type).toBe('route');
    expect(group.items.map((item) => item.isNew)).toEqual([false, false, true, true]);
  });

  it('a proposition already added is shown once, as current', () => {
    const editor = input('outing', twoRoutes, { proposed: { routes: [route(2)] } });
    expect(itemsOf(editor, 'routes')).toEqual([
      [1, 'current', null],
      [2, 'current', null],
    ]);
  });
});

describe('spec 3 §5 "Association rules": each button’s state', () => {
  it('a document already associated, or the document itself, cannot be added', () => {
    const editor = input('route', { waypoints: [waypoint(5), waypoint(6)], routes: [route(7)] });
    expect(addRefusalOf(editor, route(7))).toBe('alreadyAssociated');
    expect(itemsOf({ ...editor, proposed: { routes: [route(100)] } }, 'routes')).toEqual([
      [7, 'current', 'moderatorsOnly'],
      [100, 'proposition', 'itself'],
    ]);
  });

  it('an indoor-climbing waypoint cannot be added to a route', () => {
    const editor = input(
      'route',
      { waypoints: [waypoint(5), waypoint(6)] },
      {
        proposed: { waypoints: [waypoint(8, { waypoint_type: 'climbing_indoor' }), waypoint(9)] },
        user: moderator,
      },
    );
    expect(itemsOf(editor, 'waypoints')?.slice(2)).toEqual([
      [8, 'proposition', 'indoorClimbing'],
      [9, 'proposition', null],
    ]);
  });

  it('non-moderators cannot associate waypoint to waypoint; moderators can', () => {
    const proposed = { waypoint_children: [waypoint(8)] };
    expect(itemsOf(input('waypoint', {}, { proposed }), 'waypoint_children')).toEqual([
      [8, 'proposition', 'waypointToWaypoint'],
    ]);
    expect(itemsOf(input('waypoint', {}, { proposed, user: moderator }), 'waypoint_children')).toEqual([
      [8, 'proposition', null],
    ]);
  });

  it('non-moderators cannot associate personal articles, or reports (x)', () => {
    const proposed = { articles: [article(11, 'personal'), article(12)], xreports: [xreport(13)] };
    const editor = input('route', {}, { proposed });
    expect(itemsOf(editor, 'articles')).toEqual([
      [11, 'proposition', 'personalArticle'],
      [12, 'proposition', null],
    ]);
    expect(itemsOf(editor, 'xreports')).toEqual([[13, 'proposition', 'xreport']]);
    expect(itemsOf({ ...editor, user: moderator }, 'xreports')).toEqual([[13, 'proposition', null]]);
  });

  it('the last route cannot be removed from an outing, and is put back freely', () => {
    expect(itemsOf(input('outing', { routes: [route(1)], users: [profile(42)] }), 'routes')).toEqual([
      [1, 'current', 'lastRoute'],
    ]);
    const editor = input('outing', twoRoutes, { edited: { routes: [route(2)] }, user: moderator });
    expect(itemsOf(editor, 'routes')).toEqual([
      [1, 'deleted', null],
      [2, 'current', 'lastRoute'],
    ]);
  });

  it('an outing may trade its last route: once another is added, the first may go', () => {
    const editor = input(
      'outing',
      { routes: [route(1)], users: [profile(42)] },
      { edited: { routes: [route(1), route(3)] } },
    );
    expect(itemsOf(editor, 'routes')).toEqual([
      [1, 'current', null],
      [3, 'current', null],
    ]);
  });

  it('non-moderators may remove from an outing only associations other than themselves', () => {
    expect(itemsOf(input('outing', twoRoutes), 'users')).toEqual([
      [42, 'current', 'ownProfile'],
      [43, 'current', null],
    ]);
    expect(itemsOf(input('outing', twoRoutes, { user: moderator }), 'users')).toEqual([
      [42, 'current', null],
      [43, 'current', null],
    ]);
  });

  it('an outing is edited by its participants only', () => {
    expect(itemsOf(input('outing', twoRoutes, { user: { id: 50, moderator: false } }), 'routes')).toEqual([
      [1, 'current', 'notEditable'],
      [2, 'current', 'notEditable'],
    ]);
  });

  it('otherwise only own-profile or own-outing cases apply', () => {
    const loaded = { outings: [outing(21, 42), outing(22, 43)], routes: [route(1)] };
    const editor = input('article', loaded, { mode: 'links', document: { article_type: 'collab' } });
    expect(itemsOf(editor, 'outings')).toEqual([
      [21, 'current', null],
      [22, 'current', 'noRights'],
    ]);
    expect(itemsOf(editor, 'routes')).toEqual([[1, 'current', 'moderatorsOnly']]);
    const ownProfile = input(
      'profile',
      { images: [image(31)] },
      { mode: 'links', document: { document_id: 42 } },
    );
    expect(itemsOf(ownProfile, 'images')).toEqual([[31, 'current', null]]);
    expect(itemsOf({ ...ownProfile, user: paul }, 'images')).toEqual([[31, 'current', 'notEditable']]);
  });

  it('images, personal articles and reports can never be removed by non-moderators', () => {
    const loaded = {
      images: [image(31)],
      articles: [article(32, 'personal'), article(33)],
      xreports: [xreport(34)],
    };
    // From an outing its participants remove anything but themselves (the domain's reading): a collaborative article here.
    const editor = input('article', loaded, { mode: 'links', document: { article_type: 'collab' } });
    expect(itemsOf(editor, 'images')).toEqual([[31, 'current', 'image']]);
    expect(itemsOf(editor, 'articles')).toEqual([
      [32, 'current', 'personalArticle'],
      [33, 'current', 'moderatorsOnly'],
    ]);
    expect(itemsOf(editor, 'xreports')).toEqual([[34, 'current', 'xreport']]);
    const asModerator = itemsOf({ ...editor, user: moderator }, 'images');
    expect(asModerator).toEqual([[31, 'current', null]]);
  });

  it('an addition not saved yet is taken back freely, unless the document must keep it', () => {
    const editor = input(
      'route',
      { waypoints: [waypoint(5), waypoint(6)] },
      {
        mode: 'links',
        edited: { images: [image(40)] },
      },
    );
    expect(itemsOf(editor, 'images')).toEqual([[40, 'current', null]]);
    const newOuting = input(
      'outing',
      {},
      { document: { document_id: undefined }, edited: { routes: [route(3)] } },
    );
    expect(itemsOf(newOuting, 'routes')).toEqual([[3, 'current', 'lastRoute']]);
  });

  it('api.md §10.2: a route keeps its main waypoint and its last waypoint', () => {
    const editor = input(
      'route',
      { waypoints: [waypoint(5), waypoint(6)] },
      {
        user: moderator,
        document: { main_waypoint_id: 5 },
      },
    );
    expect(itemsOf(editor, 'waypoints')).toEqual([
      [5, 'current', 'mainWaypoint'],
      [6, 'current', null],
    ]);
    const last = input('route', { waypoints: [waypoint(6)] }, { user: moderator });
    expect(itemsOf(last, 'waypoints')).toEqual([[6, 'current', 'lastWaypoint']]);
  });

  it('a waypoint cannot be added where it is already the forbidden relative (waypoints versus waypoint_children)', () => {
    const editor = input(
      'waypoint',
      { waypoint_children: [waypoint(5)] },
      {
        user: moderator,
        proposed: { waypoints: [waypoint(5), waypoint(6)] },
      },
    );
    expect(itemsOf(editor, 'waypoints')).toEqual([
      [5, 'proposition', 'waypointRelative'],
      [6, 'proposition', null],
    ]);
  });

  it('a new document is its author’s: its lists are editable', () => {
    const editor = input(
      'outing',
      {},
      {
        document: { document_id: undefined },
        edited: { users: [profile(42)] },
        proposed: { routes: [route(3)] },
      },
    );
    expect(itemsOf(editor, 'routes')).toEqual([[3, 'proposition', null]]);
  });

  it('visitors may do nothing', () => {
    expect(itemsOf(input('route', { routes: [route(7)] }, { user: null }), 'routes')).toEqual([
      [7, 'current', 'signedOut'],
    ]);
  });
});

describe('edits', () => {
  it('add and remove keep every other list', () => {
    const lists: AssociationLists = { routes: [route(1)], users: [profile(42)] };
    const added = withAssociation(lists, 'routes', route(2));
    expect(added.routes?.map((d: Listing) => d.document_id)).toEqual([1, 2]);
    expect(withAssociation(added, 'routes', route(2))).toBe(added);
    expect(withoutAssociation(added, 'routes', 1)).toEqual({ routes: [route(2)], users: [profile(42)] });
  });
});

describe('what a save sends', () => {
  it('api.md §10.1: links in the pair’s parent → child order, additions before removals', () => {
    const editor = input('outing', twoRoutes, {
      mode: 'links',
      edited: { routes: [route(2), route(3)], users: [profile(42)], images: [image(31)] },
    });
    expect(
      associationLinkOperations(editor).map(({ op, parent_document_id, child_document_id, key }) => ({
        op,
        parent_document_id,
        child_document_id,
        key,
      })),
    ).toEqual([
      { op: 'add', parent_document_id: 3, child_document_id: 100, key: 'routes' },
      { op: 'add', parent_document_id: 100, child_document_id: 31, key: 'images' },
      { op: 'remove', parent_document_id: 1, child_document_id: 100, key: 'routes' },
      { op: 'remove', parent_document_id: 43, child_document_id: 100, key: 'users' },
    ]);
  });

  it('between two waypoints the list decides: a parent is the parent, a child the child', () => {
    const editor = input(
      'waypoint',
      {},
      {
        mode: 'links',
        edited: { waypoints: [waypoint(7)], waypoint_children: [waypoint(8)] },
      },
    );
    expect(associationLinkOperations(editor).map((o) => [o.parent_document_id, o.child_document_id])).toEqual(
      [
        [7, 100],
        [100, 8],
      ],
    );
  });

  it('nothing changed, nothing sent', () => {
    expect(associationLinkOperations(input('outing', twoRoutes, { mode: 'links' }))).toEqual([]);
  });
});
