import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@cairn/domain';
import { ApiError, call, request } from './api.ts';
import { getSession, setSession, clearSessionIfExpired } from './session.ts';
import { jsonResponse, testSession } from '../testing/render-app.tsx';

describe('api client', () => {
  it('api.md §2: sends the session token as JWT token="…" and JSON bodies', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    setSession(testSession);
    await expect(
      request('POST', '/users/follow', { body: { user_id: 3 }, query: { pl: 'fr' } }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/users/follow?pl=fr', {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        Authorization: 'JWT token="token-42"',
        'Content-Type': 'application/json',
      },
      body: '{"user_id":3}',
      signal: undefined,
    });
  });

  it('api.md §1.4: turns the error body into an ApiError with its entries', async () => {
    const errors = [{ location: 'body', name: 'locales.0.title', description: 'Required' }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(400, { status: 'error', errors })),
    );
    const error = await request('GET', '/routes').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, errors, message: 'Required' });
    expect((error as ApiError).forField('locales.0.title')).toBe('Required');
  });

  it('api.md §3.2 quirk: an array description is joined', async () => {
    const errors = [{ location: 'body', name: 'Error', description: ['Account not validated yet'] }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(400, { status: 'error', errors })),
    );
    await expect(request('POST', '/users/request_password_change')).rejects.toMatchObject({
      message: 'Account not validated yet',
    });
  });

  it('api.md §1.5: a 401 clears the session', async () => {
    const errors = [{ location: 'body', name: 'Unauthorized', description: 'Invalid token' }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { status: 'error', errors })),
    );
    setSession(testSession);
    await expect(request('GET', '/users/account')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
  });

  it('an unreachable server is an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    await expect(request('GET', '/feed')).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      isUnreachable: true,
    });
  });

  it('spec 1 §4: an expired session is cleared and its token sent to logout', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(401, {}));
    vi.stubGlobal('fetch', fetchMock);
    setSession({ ...testSession, token: 'old', expire: Math.floor(Date.now() / 1000) - 1 });
    expect(getSession()).toBeNull();
    clearSessionIfExpired();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/users/logout',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'JWT token="old"' }) }),
    );
  });
});

describe('call: a typed call of one endpoint contract', () => {
  it('fills the path parameters, sends method, query and body, and answers the JSON', async () => {
    const endpoint = defineEndpoint({
      method: 'POST',
      path: '/things/:id/:lang',
      body: z.object({ title: z.string() }),
      response: z.object({ ok: z.boolean() }),
    });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const answer = await call(endpoint, {
      params: { id: 3, lang: 'fr' },
      query: { e: 1 },
      body: { title: 'x' },
    });
    expect(answer.ok).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/things\/3\/fr\?e=1$/);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"title":"x"}');
    vi.unstubAllGlobals();
  });
});
