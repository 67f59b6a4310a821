import { describe, expect, it, vi } from 'vitest';
import { postImageUpload } from '@cairn/domain';
import { ApiError } from './api.ts';
import { uploadFile } from './api-upload.ts';
import { getSession, setSession } from './session.ts';
import { testSession } from '../testing/render-app.tsx';

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
