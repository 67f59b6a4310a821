/**
 * Single-use links mailed to users (api.md §3.2): random, prefixed by their purpose
 * (`regemail_`, `newpass_`, `chgemail_`), valid three days.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { fieldError } from '../errors.ts';

export type NoncePurpose = 'regemail' | 'newpass' | 'chgemail';
const LIFETIME_MS = 3 * 24 * 3600 * 1000;

export async function createNonce(db: Kysely<DB>, userId: number, purpose: NoncePurpose): Promise<string> {
  const nonce = `${purpose}_${randomBytes(24).toString('base64url')}`;
  await db.deleteFrom('nonces').where('user_id', '=', userId).where('purpose', '=', purpose).execute();
  await db
    .insertInto('nonces')
    .values({ nonce, user_id: userId, purpose, expire: new Date(Date.now() + LIFETIME_MS) })
    .execute();
  return nonce;
}

/** Consumes a nonce of the given purpose and returns its user id, or 400 `invalid nonce`. */
export async function consumeNonce(db: Kysely<DB>, nonce: string, purpose: NoncePurpose): Promise<number> {
  if (!nonce.startsWith(`${purpose}_`)) {
    const known = /^(regemail|newpass|chgemail)_/.test(nonce);
    throw fieldError('nonce', known ? 'unexpected purpose' : 'invalid nonce', 'querystring');
  }
  const row = await db
    .deleteFrom('nonces')
    .where('nonce', '=', nonce)
    .returning(['user_id', 'expire'])
    .executeTakeFirst();
  if (!row || new Date(row.expire).getTime() < Date.now())
    throw fieldError('nonce', 'invalid nonce', 'querystring');
  return Number(row.user_id);
}
