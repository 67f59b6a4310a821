import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, postImageUpload } from '@cairn/domain';
import { ApiError, call, request, uploadFile } from './api.ts';
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

/** A stand-in XMLHttpRequest: records what is sent, and lets the test play the upload. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: ((event?: unknown) => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('uploadFile: a multipart upload with its progress (api.md §14.3)', () => {
  it('sends the file as `file` with the token, reports progress and answers the JSON', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    setSession(testSession);
    const progress: number[] = [];
    const file = new File(['jpeg'], 'a.jpg', { type: 'image/jpeg' });
    const answer = uploadFile(postImageUpload, file, 'a.jpg', { onProgress: (p) => progress.push(p) });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/images/upload');
    expect(xhr.headers).toEqual({ Accept: 'application/json', Authorization: 'JWT token="token-42"' });
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
    xhr.answer(200, { filename: '1700000000_123456.jpg' });
    await expect(answer).resolves.toEqual({ filename: '1700000000_123456.jpg' });
    expect(progress).toEqual([25, 100]);
  });

  it('turns an error body into an ApiError, and a 401 clears the session', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    setSession(testSession);
    const refused = uploadFile(postImageUpload, new Blob(['x']), 'x.jpg');
    const errors = [{ location: 'body', name: 'file', description: 'Image could not be processed' }];
    FakeXhr.last!.answer(400, { status: 'error', errors });
    await expect(refused).rejects.toMatchObject({ status: 400, errors });
    const expired = uploadFile(postImageUpload, new Blob(['x']), 'x.jpg');
    FakeXhr.last!.answer(401, { status: 'error', errors: [] });
    await expect(expired).rejects.toBeInstanceOf(ApiError);
    expect(getSession()).toBeNull();
  });

  it('no answer is an ApiError with status 0; an abort rejects as AbortError', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const lost = uploadFile(postImageUpload, new Blob(['x']), 'x.jpg');
    FakeXhr.last!.onerror?.();
    await expect(lost).rejects.toMatchObject({ status: 0, isUnreachable: true });
    const controller = new AbortController();
    const stopped = uploadFile(postImageUpload, new Blob(['x']), 'x.jpg', { signal: controller.signal });
    controller.abort();
    await expect(stopped).rejects.toMatchObject({ name: 'AbortError' });
  });
});
