import { vi } from 'vitest';

/**
 * The JSON bodies POSTed to an API path through the stubbed `fetch` (`stubApi` or a `vi.fn`
 * given to `vi.stubGlobal`), oldest first.
 */
export function sentBodies(path: string): unknown[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return init?.method === 'POST' && url.pathname.replace(/^\/api/, '') === path;
    })
    .map(([, init]) => JSON.parse(String(init?.body)));
}
