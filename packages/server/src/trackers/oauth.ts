/**
 * The two authorisation protocols of the trackers (issue 19), on well-kept libraries: OAuth 2
 * authorization code and refresh grants with oauth4webapi (Strava, Coros, Decathlon, Polar,
 * Suunto), OAuth 1.0a HMAC-SHA1 signing with oauth-1.0a (Garmin). Plain http is allowed only
 * towards http:// endpoints, which only a configured base URL (a local fake) gives.
 */
import { createHmac } from 'node:crypto';
import * as oauth2 from 'oauth4webapi';
import OAuth from 'oauth-1.0a';
import type { OAuth1Endpoints, OAuth2Endpoints } from './vendors.ts';

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/** Tokens as a vendor's token endpoint gives them, with the fields some vendors add. */
export interface TokenSet {
  accessToken: string;
  refreshToken?: string;
  expiresAt?: Date;
  /** The whole answer: Strava's `athlete`, Polar's `x_user_id`, Coros's `openId`… */
  raw: Record<string, unknown>;
}

/** A vendor refused the tokens or the code (4xx from its token endpoint). */
export class TokenRefusedError extends Error {}

const serverOf = (e: OAuth2Endpoints): oauth2.AuthorizationServer => ({
  issuer: new URL(e.token).origin,
  authorization_endpoint: e.authorize,
  token_endpoint: e.token,
});

const requestOptions = (e: OAuth2Endpoints) => ({
  [oauth2.allowInsecureRequests]: e.token.startsWith('http://'),
  signal: AbortSignal.timeout(20_000),
});

const clientAuthOf = (e: OAuth2Endpoints, c: ClientCredentials) =>
  e.clientAuth === 'basic'
    ? oauth2.ClientSecretBasic(c.clientSecret)
    : oauth2.ClientSecretPost(c.clientSecret);

function tokenSetOf(answer: oauth2.TokenEndpointResponse): TokenSet {
  const raw = answer as unknown as Record<string, unknown>;
  // Strava also gives `expires_at` (Unix seconds); everyone gives `expires_in`.
  const expiresAt =
    typeof raw.expires_at === 'number'
      ? new Date(raw.expires_at * 1000)
      : typeof answer.expires_in === 'number'
        ? new Date(Date.now() + answer.expires_in * 1000)
        : undefined;
  return { accessToken: answer.access_token, refreshToken: answer.refresh_token, expiresAt, raw };
}

async function guard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof oauth2.ResponseBodyError && error.status < 500)
      throw new TokenRefusedError(error.error);
    throw error;
  }
}

/** The vendor's authorisation page for this user, coming back to `redirectUri` with `state`. */
export function authorizeUrl(
  e: OAuth2Endpoints,
  c: ClientCredentials,
  redirectUri: string,
  state: string,
): string {
  const url = new URL(e.authorize);
  url.searchParams.set('client_id', c.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', redirectUri);
  if (e.scope) url.searchParams.set('scope', e.scope);
  url.searchParams.set('state', state);
  return url.toString();
}

/** Exchanges the code of the authorisation's answer (its state checked by the caller). */
export function exchangeCode(
  e: OAuth2Endpoints,
  c: ClientCredentials,
  redirectUri: string,
  callback: URLSearchParams,
): Promise<TokenSet> {
  return guard(async () => {
    const as = serverOf(e);
    const client = { client_id: c.clientId };
    const params = oauth2.validateAuthResponse(as, client, callback, oauth2.skipStateCheck);
    const response = await oauth2.authorizationCodeGrantRequest(
      as,
      client,
      clientAuthOf(e, c),
      params,
      redirectUri,
      oauth2.nopkce,
      requestOptions(e),
    );
    return tokenSetOf(await oauth2.processAuthorizationCodeResponse(as, client, response));
  });
}

/** New tokens from a refresh token. */
export function refreshTokens(
  e: OAuth2Endpoints,
  c: ClientCredentials,
  refreshToken: string,
): Promise<TokenSet> {
  return guard(async () => {
    const as = serverOf(e);
    const client = { client_id: c.clientId };
    const response = await oauth2.refreshTokenGrantRequest(
      as,
      client,
      clientAuthOf(e, c),
      refreshToken,
      requestOptions(e),
    );
    const set = tokenSetOf(await oauth2.processRefreshTokenResponse(as, client, response));
    // A vendor may keep the refresh token: the old one stays good.
    return { ...set, refreshToken: set.refreshToken ?? refreshToken };
  });
}

/** OAuth 1.0a signer of one consumer (Garmin). */
export function oauth1Signer(c: ClientCredentials): OAuth {
  return new OAuth({
    consumer: { key: c.clientId, secret: c.clientSecret },
    signature_method: 'HMAC-SHA1',
    hash_function: (base, key) => createHmac('sha1', key).update(base).digest('base64'),
  });
}

export interface OAuth1Token {
  key: string;
  secret: string;
}

/** Headers of a signed request (query parameters of `url` are signed too). */
export function oauth1Headers(
  signer: OAuth,
  request: { url: string; method: string; data?: Record<string, string> },
  token?: OAuth1Token,
): Record<string, string> {
  // The library signs `data` but leaves it out of the header: OAuth 1.0a wants its own
  // parameters there (oauth_callback, oauth_verifier).
  return { ...signer.toHeader({ ...signer.authorize(request, token), ...request.data }) };
}

async function oauth1TokenCall(
  signer: OAuth,
  url: string,
  data: Record<string, string>,
  token?: OAuth1Token,
): Promise<OAuth1Token> {
  const response = await fetch(url, {
    method: 'POST',
    headers: oauth1Headers(signer, { url, method: 'POST', data }, token),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  if (response.status >= 400 && response.status < 500) throw new TokenRefusedError(text.slice(0, 200));
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const form = new URLSearchParams(text);
  const key = form.get('oauth_token');
  const secret = form.get('oauth_token_secret');
  if (!key || !secret) throw new Error(`${url} gave no token`);
  return { key, secret };
}

/** Step 1: a request token, the user is then sent to `authorize?oauth_token=`. */
export const oauth1RequestToken = (e: OAuth1Endpoints, signer: OAuth, callback: string) =>
  oauth1TokenCall(signer, e.requestToken, { oauth_callback: callback });

/** Step 3: the access token, from the request token and the verifier the user came back with. */
export const oauth1AccessToken = (
  e: OAuth1Endpoints,
  signer: OAuth,
  request: OAuth1Token,
  verifier: string,
) => oauth1TokenCall(signer, e.accessToken, { oauth_verifier: verifier }, request);
