/** Test data builders. */
import { sql, type Kysely } from 'kysely';
import { insertDocuments } from '../documents/write/insert.ts';
import type { DB } from '../db/schema.ts';
import { hashPassword } from '../users/password.ts';
import { openSession } from '../users/session.ts';
import { insertAssociations } from '../associations/insert.ts';
import { isAssociationPair, TYPE_LETTERS, type DocumentType } from '@cairn/domain';

export interface UserOptions {
  id?: number;
  username?: string;
  password?: string;
  moderator?: boolean;
  blocked?: boolean;
  email_validated?: boolean;
  tos_validated?: boolean;
  lang?: string;
  is_profile_public?: boolean;
}

/**
 * Inserts a user with its profile document (password `secret-password` unless given);
 * returns its id and credentials. The id comes from the document sequence unless given.
 */
export async function createUser(db: Kysely<DB>, options: UserOptions = {}) {
  const [id] = await insertDocuments(db, [
    {
      ...(options.id ? { document_id: options.id } : {}),
      type: 'profile',
      attributes: { categories: ['amateur'], activities: [] },
      locales: [{ lang: options.lang ?? 'fr', title: '' }],
      creator_id: options.id ?? 0,
    },
  ]);
  if (options.id)
    await sql`SELECT setval('document_ids', GREATEST(${options.id}::bigint, (SELECT last_value FROM document_ids)))`.execute(
      db,
    );
  const username = options.username ?? `user${id}`;
  const password = options.password ?? 'secret-password';
  await db
    .insertInto('users')
    .values({
      id: id!,
      username,
      name: `Name ${username}`,
      forum_username: `forum_${username}`,
      email: `${username}@example.org`,
      email_validated: options.email_validated ?? true,
      password_hash: await hashPassword(password),
      moderator: options.moderator ?? false,
      blocked: options.blocked ?? false,
      lang: options.lang ?? 'fr',
      is_profile_public: options.is_profile_public ?? false,
      tos_validated: options.tos_validated === false ? null : new Date(),
    })
    .execute();
  return { id: id!, username, password };
}

/** `Authorization` headers of a fresh session for a user made with createUser. */
export async function authHeaders(
  db: Kysely<DB>,
  user: { id: number; username: string; moderator?: boolean },
  secret = 'test-secret-of-sufficient-length',
): Promise<Record<string, string>> {
  const session = await openSession(
    db,
    {
      id: user.id,
      username: user.username,
      name: `Name ${user.username}`,
      forum_username: `forum_${user.username}`,
      lang: 'fr',
      moderator: !!user.moderator,
    },
    secret,
    14,
  );
  return { authorization: `JWT token="${session.token}"` };
}

/** EPSG:3857 GeoJSON text of a point. */
/**
 * The three users most write tests need — alice and bob, members, and modo, a moderator —
 * with their ids and signed-in headers.
 */
export async function createCast(db: Kysely<DB>) {
  const a = await createUser(db, { username: 'alice' });
  const b = await createUser(db, { username: 'bob' });
  const m = await createUser(db, { username: 'modo', moderator: true });
  return {
    aliceId: a.id,
    bobId: b.id,
    modoId: m.id,
    alice: await authHeaders(db, a),
    bob: await authHeaders(db, b),
    modo: await authHeaders(db, { ...m, moderator: true }),
  };
}

export const point = (x: number, y: number) => JSON.stringify({ type: 'Point', coordinates: [x, y] });

/** EPSG:3857 GeoJSON text of a square polygon around (x, y). */
export const square = (x: number, y: number, half: number) =>
  JSON.stringify({
    type: 'Polygon',
    coordinates: [
      [
        [x - half, y - half],
        [x + half, y - half],
        [x + half, y + half],
        [x - half, y + half],
        [x - half, y - half],
      ],
    ],
  });

export interface DocumentOptions {
  type: DocumentType;
  title?: string;
  lang?: string;
  locales?: { lang: string; title?: string; [k: string]: unknown }[];
  attributes?: Record<string, unknown>;
  geometry?: { geom?: string | null; geom_detail?: string | null } | null;
  creator_id?: number;
  quality?: string;
  protected?: boolean;
  created_at?: Date;
  area_ids?: number[];
  /** Associated documents: `[parent, child]` pairs are built from the types (api.md §10.1). */
  associations?: { document_id: number; type: DocumentType }[];
}

/** Sensible attributes per type so that a made document passes validation when edited. */
const DEFAULT_ATTRIBUTES: Partial<Record<DocumentType, Record<string, unknown>>> = {
  route: { activities: ['hiking'], glacier_gear: 'no' },
  waypoint: { waypoint_type: 'summit', elevation: 2000 },
  outing: { activities: ['hiking'], date_start: '2024-05-01', date_end: '2024-05-01' },
  article: { activities: ['hiking'], categories: ['mountain_environment'], article_type: 'collab' },
  book: { activities: ['hiking'], book_types: ['topo'] },
  image: { activities: ['hiking'], image_type: 'collaborative' },
  area: { area_type: 'range' },
  xreport: { event_activity: 'skitouring', event_type: 'avalanche' },
  map: { editor: 'IGN', scale: '25000', code: '3531OT' },
};

const DEFAULT_GEOMETRY: Partial<Record<DocumentType, { geom?: string; geom_detail?: string }>> = {
  waypoint: { geom: point(700000, 5700000) },
  xreport: { geom: point(700000, 5700000) },
  area: { geom_detail: square(700000, 5700000, 50000) },
  map: { geom_detail: square(700000, 5700000, 20000) },
};

/** Inserts a document (with its first version) and its associations; returns its id. */
export async function createDocument(db: Kysely<DB>, options: DocumentOptions): Promise<number> {
  const { type } = options;
  const [id] = await insertDocuments(db, [
    {
      type,
      quality: options.quality ?? 'draft',
      protected: options.protected ?? false,
      attributes: { ...DEFAULT_ATTRIBUTES[type], ...options.attributes },
      locales: options.locales ?? [{ lang: options.lang ?? 'fr', title: options.title ?? `A ${type}` }],
      geometry: options.geometry === undefined ? (DEFAULT_GEOMETRY[type] ?? null) : options.geometry,
      area_ids: options.area_ids ?? [],
      creator_id: options.creator_id ?? 0,
      ...(options.created_at ? { written_at: options.created_at } : {}),
    },
  ]);
  const links = (options.associations ?? []).map((other) => {
    const forward = isAssociationPair(type, other.type) && !(type === other.type && type === 'waypoint');
    return forward
      ? {
          parent_document_id: id!,
          parent_type: TYPE_LETTERS[type],
          child_document_id: other.document_id,
          child_type: TYPE_LETTERS[other.type],
        }
      : {
          parent_document_id: other.document_id,
          parent_type: TYPE_LETTERS[other.type],
          child_document_id: id!,
          child_type: TYPE_LETTERS[type],
        };
  });
  await insertAssociations(
    db,
    links.map((l) => ({ ...l, user_id: options.creator_id ?? 0 })),
  );
  return id!;
}
