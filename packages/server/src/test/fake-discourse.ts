/**
 * A local Discourse speaking DiscourseConnect (issue 19), for the server's tests and the e2e run:
 * it signs its sign-on requests and checks the signature of every payload it is sent with the
 * shared secret, as a real Discourse does, and keeps who signed in.
 *
 * - `GET /session/sso?return_path=` → 302 to the guidebook's `auth-sso` with a fresh nonce;
 * - `GET /session/sso_login?sso=&sig=` → 403 on a bad signature or an unknown or used nonce,
 *   else the user is signed in (a cookie) and sent to the return path;
 * - `GET /` → a page naming the signed-in user, with a login link;
 * - `GET /users/by-external/{id}.json`, `POST /admin/users/{id}/log_out` (admin API, `Api-Key`).
 */
import http from 'node:http';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';

export interface FakeDiscourseLogin {
  forumUserId: number;
  fields: Record<string, string>;
}

export interface FakeDiscourse {
  url: string;
  /** Every accepted sign-in, in order. */
  logins: FakeDiscourseLogin[];
  /** Forum user ids logged out through the admin API. */
  logouts: number[];
  /** Payloads refused, with why. */
  refusals: string[];
  /**
   * Stops answering, as a stopped process does: connections are still accepted, requests are
   * held without an answer until `resume()` (or `close()`).
   */
  stop(): void;
  resume(): void;
  close(): Promise<void>;
}

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('hex');

export async function startFakeDiscourse(options: {
  secret: string;
  /** The guidebook's `auth-sso` address, where sign-on requests go. */
  providerUrl: string;
  apiKey?: string;
  port?: number;
}): Promise<FakeDiscourse> {
  const nonces = new Map<string, string>();
  const sessions = new Map<string, number>();
  const users = new Map<string, { id: number; username: string }>();
  const logins: FakeDiscourseLogin[] = [];
  const logouts: number[] = [];
  const refusals: string[] = [];
  let base = '';
  let held: (() => void)[] | undefined;

  const server = http.createServer((req, res) => {
    if (held) {
      held.push(() => server.emit('request', req, res));
      return;
    }
    const url = new URL(req.url ?? '/', base);
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
      res.end(body);
    };
    const json = (status: number, body: unknown) =>
      send(status, JSON.stringify(body), { 'content-type': 'application/json' });
    const admin = () => !options.apiKey || req.headers['api-key'] === options.apiKey;

    if (req.method === 'GET' && url.pathname === '/session/sso') {
      const nonce = randomBytes(16).toString('hex');
      nonces.set(nonce, url.searchParams.get('return_path') ?? '/');
      const payload = Buffer.from(
        new URLSearchParams({ nonce, return_sso_url: `${base}/session/sso_login` }).toString(),
      ).toString('base64');
      const target = `${options.providerUrl}?${new URLSearchParams({ sso: payload, sig: sign(payload, options.secret) })}`;
      return send(302, '', { location: target });
    }
    if (req.method === 'GET' && url.pathname === '/session/sso_login') {
      const payload = url.searchParams.get('sso') ?? '';
      const given = Buffer.from(url.searchParams.get('sig') ?? '', 'hex');
      const expected = Buffer.from(sign(payload, options.secret), 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        refusals.push('bad signature');
        return send(403, '<h1>Account login timed out or the signature is not valid</h1>');
      }
      const fields = Object.fromEntries(new URLSearchParams(Buffer.from(payload, 'base64').toString('utf8')));
      const returnPath = fields.nonce === undefined ? undefined : nonces.get(fields.nonce);
      if (returnPath === undefined || !fields.external_id) {
        refusals.push('unknown nonce');
        return send(403, '<h1>Account login timed out, please try logging in again</h1>');
      }
      nonces.delete(fields.nonce!);
      const known = users.get(fields.external_id) ?? { id: 100 + users.size, username: '' };
      known.username = fields.username ?? '';
      users.set(fields.external_id, known);
      logins.push({ forumUserId: known.id, fields });
      const session = randomBytes(16).toString('hex');
      sessions.set(session, known.id);
      return send(302, '', {
        location: returnPath,
        'set-cookie': `_t=${session}; Path=/; HttpOnly; SameSite=Lax`,
      });
    }
    if (req.method === 'GET' && url.pathname === '/') {
      const session = /(?:^|;\s*)_t=([0-9a-f]+)/.exec(req.headers.cookie ?? '')?.[1];
      const userId = session ? sessions.get(session) : undefined;
      const user = [...users.values()].find((u) => u.id === userId);
      return send(
        200,
        `<!doctype html><title>Fake Discourse</title><h1>Fake Discourse</h1>${
          user
            ? `<p id="current-user">Signed in as ${user.username}</p>`
            : '<p id="current-user">Not signed in</p>'
        }<a href="/session/sso?return_path=%2F">Log in</a>`,
      );
    }
    // A browser showing the forum asks for its icon.
    if (url.pathname === '/favicon.ico') return send(204, '');
    const external = /^\/users\/by-external\/(\d+)\.json$/.exec(url.pathname);
    if (req.method === 'GET' && external) {
      if (!admin()) return json(403, { errors: ['You are not permitted to view the requested resource.'] });
      const user = users.get(external[1]!);
      return user
        ? json(200, { user: { id: user.id, username: user.username } })
        : json(404, { errors: ['Not found'] });
    }
    const logOut = /^\/admin\/users\/(\d+)\/log_out$/.exec(url.pathname);
    if (req.method === 'POST' && logOut) {
      if (!admin()) return json(403, { errors: ['You are not permitted to view the requested resource.'] });
      const id = Number(logOut[1]);
      for (const [session, userId] of sessions) if (userId === id) sessions.delete(session);
      logouts.push(id);
      return json(200, { success: 'OK' });
    }
    return json(404, { errors: ['Not found'] });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    logins,
    logouts,
    refusals,
    stop: () => {
      held ??= [];
    },
    resume: () => {
      const waiting = held ?? [];
      held = undefined;
      for (const answer of waiting) answer();
    },
    close: () =>
      new Promise((resolve) => {
        held = undefined;
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
