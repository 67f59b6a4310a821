import {
  pathOf,
  postLogout,
  type BodyOf,
  type Endpoint,
  type PathParamsOf,
  type ResponseOf,
} from '@cairn/domain';
import { env } from '../config/env.ts';
import { clearSession, clearSessionIfExpired, getSession, onSessionExpired } from './session.ts';

/**
 * The app's only `fetch` (STYLE.md): base URL, `Authorization: JWT token="…"` (api.md §2),
 * JSON bodies, and the API's error body turned into an `ApiError` (api.md §1.4).
 * Calls of our API go through `call(endpoint, …)`, typed by the endpoint's contract in
 * `@cairn/domain` (`packages/domain/src/api/`); `request` stays for other JSON services (the forum).
 */

export type ApiErrorEntry = { location: string; name: string; description: string; [extra: string]: unknown };

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly errors: ApiErrorEntry[],
  ) {
    super(errors.map((error) => error.description).join('\n') || `HTTP ${status}`);
  }

  /** No answer from the API itself: no network, or a proxy in front of it saying the API is down. */
  get isUnreachable(): boolean {
    return this.status === 0 || this.status === 502 || this.status === 503 || this.status === 504;
  }

  /** The message for one field, for forms (spec 1 §5: server errors with a name attach to that field). */
  forField(name: string): string | undefined {
    return this.errors.find((error) => error.name === name)?.description;
  }

  hasDescription(description: string): boolean {
    return this.errors.some((error) => error.description === description);
  }
}

export type RequestOptions = {
  /** Repeated keys take a list (`exclude_category_ids[]=1&exclude_category_ids[]=2`). */
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Send this token instead of the session's (logging out an expired session, spec 1 §4). */
  token?: string | null;
  /** Another service speaking JSON (the forum, DESIGN.md "Third-party services"); the API by default. */
  baseUrl?: string;
};

/** How `request` reaches the API: `fetch`; the server's rendering calls its API in-process. */
export const transport = { fetch: (url: string, init: RequestInit) => fetch(url, init) };

export async function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  clearSessionIfExpired();
  const token = options.token === undefined ? getSession()?.token : options.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `JWT token="${token}"`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await transport.fetch((options.baseUrl ?? env.apiUrl) + path + queryString(options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, [
      { location: 'body', name: 'network', description: 'The server cannot be reached' },
    ]);
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (response.ok) return payload as T;
  // api.md §1.5: 401 means the token we sent is unknown, expired or revoked.
  if (response.status === 401 && token && token === getSession()?.token) clearSession();
  throw new ApiError(response.status, errorEntries(payload, response));
}

/** What `call` takes besides the endpoint: its path parameters when its path has some, query, body. */
export type CallOptions<E extends Endpoint> = Omit<RequestOptions, 'body' | 'baseUrl'> &
  (keyof PathParamsOf<E['path']> extends never
    ? { params?: undefined }
    : { params: PathParamsOf<E['path']> }) &
  (E['body'] extends undefined ? { body?: undefined } : { body: BodyOf<E> });

/** Calls one endpoint of the API; the answer has the type of the endpoint's response schema. */
export function call<E extends Endpoint>(
  endpoint: E,
  ...[options]: OptionalIfEmpty<CallOptions<E>>
): Promise<ResponseOf<E>> {
  const { params, ...rest } = (options ?? {}) as CallOptions<Endpoint> & {
    params?: Record<string, string | number>;
  };
  const path = params ? pathOf(endpoint.path, params as PathParamsOf<string>) : endpoint.path;
  return request<ResponseOf<E>>(endpoint.method, path, rest as RequestOptions);
}

type OptionalIfEmpty<T> = object extends T ? [options?: T] : [options: T];

function queryString(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The entries of an error answer (api.md §1.4), or one naming the status. */
export function errorEntries(
  payload: unknown,
  response: Pick<Response, 'status' | 'statusText'>,
): ApiErrorEntry[] {
  const errors = (payload as { errors?: unknown } | undefined)?.errors;
  if (Array.isArray(errors)) {
    // Discourse words its errors as plain strings.
    return errors.map((entry: Partial<Record<keyof ApiErrorEntry, unknown>> | string) =>
      typeof entry === 'string'
        ? { location: 'body', name: '', description: entry }
        : {
            // Extra keys stay (api.md §1.4: forum topic creation adds `topic_id`).
            ...entry,
            location: String(entry.location ?? 'body'),
            name: String(entry.name ?? ''),
            // api.md §3.2 quirk: some descriptions are arrays of messages.
            description: Array.isArray(entry.description)
              ? entry.description.join(' ')
              : String(entry.description ?? ''),
          },
    );
  }
  return [
    {
      location: 'body',
      name: response.statusText,
      description: response.statusText || `HTTP ${response.status}`,
    },
  ];
}

// Spec 1 §4 / api.md §2: tell the server about an expired token; its 401 answer is expected.
onSessionExpired((expiredToken) => {
  void call(postLogout, { body: {}, token: expiredToken }).catch(() => undefined);
});
