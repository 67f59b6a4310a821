/**
 * A page renderer for the rendering pool's tests (`ssr/render-pool.test.ts`), by address:
 * `/loop` never ends, `/slow` keeps its thread busy 1.5 s (telling the test on the
 * `cairn-test-render` broadcast channel when it starts), `/fail` throws, `/call?u=…` returns what
 * the API answered at `u`; any other page is rendered at once. Each page names its thread.
 * Plain JavaScript: a worker thread imports it without tsx's module hooks.
 */
import { BroadcastChannel, threadId } from 'node:worker_threads';

const channel = new BroadcastChannel('cairn-test-render');
channel.unref();

export const SSR_STATE_ID = 'stub-state';
export const APP_SCRIPTS_ID = 'stub-app-scripts';

/** @type {import('../../ssr/types.ts').PageRenderer['render']} */
export async function render({ url, fetchApi }) {
  const { pathname, searchParams } = new URL(url, 'http://cairn.invalid');
  const page = (/** @type {string} */ html) => ({
    html: `${html} thread=${threadId}`,
    state: '{}',
    module: 'stub',
  });
  if (pathname === '/loop') for (;;);
  if (pathname === '/fail') throw new Error('broken');
  if (pathname === '/slow') {
    channel.postMessage('started');
    const end = Date.now() + 1500;
    while (Date.now() < end);
    return page(`slow finished=${Date.now()}`);
  }
  if (pathname === '/call') {
    const res = await fetchApi(searchParams.get('u') ?? '', { method: 'GET' });
    return page(`${res.status} ${res.headers.get('content-type')} ${await res.text()}`);
  }
  return page(`rendered ${pathname}`);
}
