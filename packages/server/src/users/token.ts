/**
 * Session tokens: HS256 JWTs (api.md §2: claims `sub` = user id as a string, `username`,
 * `exp` in epoch seconds). Only a SHA-256 of each issued token is stored server-side, so a
 * token is valid only while its hash is in the `tokens` table and not expired.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  sub: string;
  username: string;
  exp: number;
  iat?: number;
  /** Random id: two logins in the same second still get distinct tokens. */
  jti?: string;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** Signs claims into a compact JWT. */
export function signToken(claims: TokenClaims, secret: string): string {
  const payload = b64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
  return `${HEADER}.${payload}.${signature}`;
}

/** Claims of a well-signed, unexpired HS256 token; undefined otherwise. */
export function verifyToken(token: string, secret: string, now = Date.now()): TokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  try {
    const h = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
    if (h.alg !== 'HS256') return undefined;
    const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return undefined;
    if (claims.exp * 1000 <= now) return undefined;
    return claims;
  } catch {
    return undefined;
  }
}

/** What the server stores of a token. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The token of an `Authorization: JWT token="…"` header (also accepts `JWT <token>`). */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const m = /^JWT\s+(?:token="([^"]+)"|(\S+))\s*$/i.exec(header.trim());
  return m ? (m[1] ?? m[2]) : undefined;
}
