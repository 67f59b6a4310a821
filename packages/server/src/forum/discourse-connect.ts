/**
 * DiscourseConnect, the single sign-on of a Discourse forum (issue 19, spec 1 §2.1 auth-sso,
 * §2.7, api.md §3.1): the guidebook is the forum's identity provider. A payload is base64 of a
 * query string; its signature is the hex HMAC-SHA256 of that base64 text with the secret both
 * sides share (`FORUM_SSO_SECRET`).
 *
 * - The forum sends a browser to `auth-sso?sso=…&sig=…` (nonce, `return_sso_url`); once the user
 *   is signed in, `ssoRedirect` answers the forum's `return_sso_url` with the user's signed
 *   payload, where the browser goes.
 * - At login the guidebook signs the user into the forum too (`internalRedirect`): it asks the
 *   forum for a nonce (`/session/sso`, which redirects to the guidebook with one) and answers
 *   `redirect_internal`, the forum's `/session/sso_login` with the signed payload, which the web
 *   app loads in a hidden frame.
 * - At logout (`{discourse: true}`) the forum's session of the user is ended through its admin API.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';

type Sso = NonNullable<Config['forum']['sso']>;

/** What the forum learns of a user (DiscourseConnect's own field names). */
export interface SsoUser {
  id: number;
  email: string;
  username: string;
  name: string;
  forumUsername: string;
  moderator: boolean;
}

/** The user as the forum learns them, from a row of `users`. */
export const ssoUserOf = (row: {
  id: number | string;
  email: string;
  username: string;
  name: string;
  forum_username: string;
  moderator: boolean;
}): SsoUser => ({
  id: Number(row.id),
  email: row.email,
  username: row.username,
  name: row.name,
  forumUsername: row.forum_username,
  moderator: row.moderator,
});

/** A payload the forum sent that is not signed with the secret, or not a sign-on request. */
export class SsoPayloadError extends Error {
  override readonly name = 'SsoPayloadError';
}

/** A Discourse that did not answer as one: unreachable, refusing, or an unexpected answer. */
export class SsoForumError extends Error {
  override readonly name = 'SsoForumError';
}

/** The hex HMAC-SHA256 of a base64 payload. */
export const signPayload = (payload: string, secret: string): string =>
  createHmac('sha256', secret).update(payload).digest('hex');

/** The fields of a payload signed with the secret; throws `SsoPayloadError` otherwise. */
export function readPayload(payload: string, signature: string, secret: string): URLSearchParams {
  const expected = Buffer.from(signPayload(payload, secret), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new SsoPayloadError('invalid signature');
  return new URLSearchParams(Buffer.from(payload, 'base64').toString('utf8'));
}

/** A signed payload of these fields, as the `sso` and `sig` query parameters. */
export function signedQuery(fields: Record<string, string>, secret: string): string {
  const payload = Buffer.from(new URLSearchParams(fields).toString(), 'utf8').toString('base64');
  return new URLSearchParams({ sso: payload, sig: signPayload(payload, secret) }).toString();
}

/** The answer to a sign-on request's nonce: who the user is, for the forum to sign them in. */
export const userFields = (user: SsoUser, nonce: string): Record<string, string> => ({
  nonce,
  external_id: String(user.id),
  email: user.email,
  username: user.forumUsername,
  name: user.name,
  moderator: String(user.moderator),
  // The guidebook validated the address when the account was made.
  require_activation: 'false',
});

/**
 * Where the browser goes after the forum's sign-on request (`auth-sso?sso=&sig=`) for a signed-in
 * user: the request's `return_sso_url` with the user's signed payload. The address must be the
 * configured forum's: a payload signed for another site would hand it the user's identity.
 */
export function ssoRedirect(sso: Sso, payload: string, signature: string, user: SsoUser): string {
  const request = readPayload(payload, signature, sso.secret);
  const nonce = request.get('nonce');
  const returnUrl = request.get('return_sso_url');
  if (!nonce || !returnUrl) throw new SsoPayloadError('not a sign-on request');
  let target: URL;
  try {
    target = new URL(returnUrl);
  } catch {
    throw new SsoPayloadError('invalid return_sso_url');
  }
  if (target.origin !== new URL(sso.url).origin) throw new SsoPayloadError('return_sso_url is not the forum');
  const separator = target.search ? '&' : '?';
  return `${target.href}${separator}${signedQuery(userFields(user, nonce), sso.secret)}`;
}

const TIMEOUT_MS = 5000;

/**
 * How long a login or logout waits for the forum: its step is a courtesy (the user can still sign
 * in there by its login button), so a forum that is down, or stopped and never answering, must not
 * hold the guidebook's own answer. The default of `FORUM_SSO_TIMEOUT_MS`.
 */
export const SESSION_FORUM_TIMEOUT_MS = 2000;

/**
 * `redirect_internal` of a login (api.md §3.1): the forum's `/session/sso` answers a redirect to
 * the guidebook with a fresh nonce; the user's payload for that nonce, at the forum's
 * `/session/sso_login`, signs them in there once the browser loads it.
 */
export async function internalRedirect(
  sso: Sso,
  user: SsoUser,
  { timeoutMs = TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${sso.url}/session/sso?return_path=%2F`, {
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new SsoForumError(`the forum did not answer: ${(error as Error).message}`);
  }
  const location = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || !location)
    throw new SsoForumError(`the forum answered ${response.status} without a sign-on redirect`);
  const query = new URL(location, sso.url).searchParams;
  const nonce = readPayload(query.get('sso') ?? '', query.get('sig') ?? '', sso.secret).get('nonce');
  if (!nonce) throw new SsoForumError('the forum sent no nonce');
  return `${sso.url}/session/sso_login?${signedQuery(userFields(user, nonce), sso.secret)}`;
}

/**
 * Ends the forum session of the user (api.md §3.2 `POST /users/logout {discourse: true}`): the
 * forum's user by external id, then its admin log-out. Answers the forum's user id.
 */
export async function forumLogout(
  sso: Sso,
  api: { apiKey: string; apiUsername: string },
  userId: number,
  { timeoutMs = TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<number> {
  const headers = { 'Api-Key': api.apiKey, 'Api-Username': api.apiUsername, accept: 'application/json' };
  const call = async (path: string, method: 'GET' | 'POST') => {
    let response: Response;
    try {
      response = await fetch(sso.url + path, { method, headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new SsoForumError(`the forum did not answer: ${(error as Error).message}`);
    }
    if (!response.ok) throw new SsoForumError(`the forum answered ${response.status} to ${method} ${path}`);
    return (await response.json()) as unknown;
  };
  const found = (await call(`/users/by-external/${userId}.json`, 'GET')) as { user?: { id?: unknown } };
  const forumId = found.user?.id;
  if (typeof forumId !== 'number') throw new SsoForumError('the forum does not know this user');
  await call(`/admin/users/${forumId}/log_out`, 'POST');
  return forumId;
}
