import { vi } from 'vitest';
import { jsonResponse } from './render-app.tsx';

/** A request seen by the stubbed API: path under the API base, query parameters, JSON body if any. */
export type StubRequest = { path: string; query: URLSearchParams; method: string; body?: unknown };
type Handler = (request: StubRequest) => { status?: number; body: unknown } | undefined;

/**
 * Replaces `fetch` with a small API: each handler may answer a request; unanswered ones get
 * a 404 error body (api.md §1.4). Returns the requests made, for assertions; `apiCalls` leaves
 * out the forum's (the shell reads the announcement on every page).
 */
export function stubApi(...handlers: Handler[]): StubRequest[] {
  const requests: StubRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const request = {
        path: url.pathname.replace(/^\/api/, ''),
        query: url.searchParams,
        method: init?.method ?? 'GET',
        body: jsonBodyOf(init?.body),
      };
      requests.push(request);
      for (const handler of handlers) {
        const answer = handler(request);
        if (answer) return jsonResponse(answer.status ?? 200, answer.body);
      }
      return jsonResponse(404, {
        status: 'error',
        errors: [{ location: 'body', name: 'Not Found', description: 'not found' }],
      });
    }),
  );
  return requests;
}

/** `lib/api.ts` sends JSON text; anything else (an upload's form data) is kept as it is. */
function jsonBodyOf(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/** The requests to the API only, without the forum's. */
export const apiCalls = (requests: StubRequest[]): StubRequest[] =>
  requests.filter((r) => !r.path.startsWith('/forum/'));
