import type { Endpoint, ResponseOf } from '@cairn/domain';
import { env } from '../config/env.ts';
import { ApiError, errorEntries } from './api.ts';
import { clearSession, clearSessionIfExpired, getSession } from './session.ts';

/**
 * Uploads, beside the API client (`api.ts`, the one `fetch`): `fetch` reports no upload
 * progress, so an upload goes through XMLHttpRequest. A module of its own, so that only the
 * chunks that upload (the image uploader) carry it, not the first page.
 */

export type UploadOptions = {
  /** Called as the request body goes out, with the share sent, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/**
 * Sends `file` as the multipart field `file` to an upload endpoint (api.md §14.3), reporting
 * the upload's real progress — `fetch` has no upload progress, hence XMLHttpRequest, the one
 * other door to the network. Same token, errors and 401 handling as `request`.
 */
export function uploadFile<E extends Endpoint>(
  endpoint: E,
  file: Blob,
  fileName: string,
  options: UploadOptions = {},
): Promise<ResponseOf<E>> {
  clearSessionIfExpired();
  const token = getSession()?.token;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open(endpoint.method, env.apiUrl + endpoint.path);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `JWT token="${token}"`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.((event.loaded / event.total) * 100);
    };
    const done = () => options.signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      done();
      let payload: unknown;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(payload as ResponseOf<E>);
        return;
      }
      if (xhr.status === 401 && token && token === getSession()?.token) clearSession();
      reject(
        new ApiError(xhr.status, errorEntries(payload, { status: xhr.status, statusText: xhr.statusText })),
      );
    };
    xhr.onerror = () => {
      done();
      reject(
        new ApiError(0, [{ location: 'body', name: 'network', description: 'The server cannot be reached' }]),
      );
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was stopped', 'AbortError'));
    };
    if (options.signal?.aborted) {
      xhr.onabort(new ProgressEvent('abort'));
      return;
    }
    options.signal?.addEventListener('abort', abort);
    const form = new FormData();
    form.append('file', file, fileName);
    xhr.send(form);
  });
}
