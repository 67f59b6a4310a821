import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BroadcastChannel } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';

/** `/loop` never ends, `/slow` is 1.5 s of CPU, `/call?u=` calls the API (see the file). */
const stubRenderer = pathToFileURL(path.resolve(import.meta.dirname, '../test/ssr/stub-renderer.mjs')).href;
const SHELL = '<div id="root"></div>';

/** Resolves when the stub renderer starts its slow page (in its worker thread). */
function slowRenderStarted(): Promise<void> {
  const channel = new BroadcastChannel('cairn-test-render');
  return new Promise((resolve) => {
    channel.onmessage = () => {
      channel.close();
      resolve();
    };
  });
}

/**
 * Issue 16: pages rendered in worker threads with hard limits, so that no page holds the API's
 * event loop or a thread for long.
 */
describe('the page rendering pool', () => {
  let dist: string;
  const apps: TestContext[] = [];
  const appWith = async (
    env: Record<string, string>,
    limits: { timeoutMs: number; queueWaitMs?: number },
  ) => {
    const ctx = await buildTestApp(
      { WEB_DIST: dist, ...env },
      { pageRenderer: { module: stubRenderer, ...limits } },
    );
    apps.push(ctx);
    await ctx.app.ready();
    await ctx.app.deps.pages?.warmed;
    return ctx;
  };
  const page = (ctx: TestContext, url: string) => ctx.app.inject({ method: 'GET', url });
  const threadOf = (body: string) => /thread=(\d+)/.exec(body)?.[1];

  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-dist-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="fr"><head><title>Cairn</title></head><body><div id="root"></div></body></html>',
    );
  });
  afterAll(async () => {
    for (const ctx of apps) await ctx.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("answers the page's API calls from the main thread: status, content type and body", async () => {
    const ctx = await appWith({}, { timeoutMs: 10_000 });
    const health = await page(ctx, `/call?u=${encodeURIComponent('/api/health')}`);
    expect(health.statusCode).toBe(200);
    expect(health.body).toMatch(/<div id="root">200 application\/json; charset=utf-8 \{.*"status":"ok"/);
    const missing = (await page(ctx, `/call?u=${encodeURIComponent('/api/nowhere')}`)).body;
    expect(missing).toContain('404 application/json; charset=utf-8 {');
  });

  it('stops a render that never ends: the shell within about the limit, and the next page renders on a new thread', async () => {
    const ctx = await appWith({ SSR_THREADS: '1' }, { timeoutMs: 500, queueWaitMs: 60_000 });
    const before = await page(ctx, '/first');
    expect(before.body).toContain('rendered /first');
    const started = Date.now();
    const looping = await page(ctx, '/loop');
    const took = Date.now() - started;
    expect(looping.statusCode).toBe(200);
    expect(looping.body).toContain(SHELL);
    // 500 ms for the renderer, 250 ms more before its thread is stopped; a loaded machine's margin.
    expect(took).toBeGreaterThanOrEqual(500);
    expect(took).toBeLessThan(3000);
    const after = await page(ctx, '/next');
    expect(after.body).toContain('rendered /next');
    expect(threadOf(after.body)).not.toBe(threadOf(before.body));
  });

  it('keeps the event loop free while a page renders: the API answers before the render ends', async () => {
    const ctx = await appWith({ SSR_THREADS: '1' }, { timeoutMs: 10_000 });
    const started = slowRenderStarted();
    const slow = page(ctx, '/slow');
    await started;
    const health = await ctx.app.inject('/api/health');
    const answeredAt = Date.now();
    expect(health.statusCode).toBe(200);
    const finishedAt = Number(/finished=(\d+)/.exec((await slow).body)?.[1]);
    expect(finishedAt).toBeGreaterThan(0);
    expect(answeredAt).toBeLessThan(finishedAt);
  });

  it('sends the shell when every worker and the queue are taken, or a page waits too long for a worker', async () => {
    const ctx = await appWith(
      { SSR_THREADS: '1', SSR_MAX_QUEUE: '1' },
      { timeoutMs: 10_000, queueWaitMs: 300 },
    );
    const started = slowRenderStarted();
    const slow = page(ctx, '/slow');
    await started;
    // The first waits in the queue (and gives up after 300 ms), the second finds it full.
    const waiting = page(ctx, '/waiting');
    const refused = await page(ctx, '/refused');
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain(SHELL);
    const waited = await waiting;
    expect(waited.statusCode).toBe(200);
    expect(waited.body).toContain(SHELL);
    expect((await slow).body).toContain('slow finished=');
    // The worker skips the page nobody waits for any more and takes the next.
    expect((await page(ctx, '/later')).body).toContain('rendered /later');
  });

  it('renders nothing with SSR_THREADS=0', async () => {
    const ctx = await appWith({ SSR_THREADS: '0' }, { timeoutMs: 10_000 });
    expect(ctx.app.deps.pages).toBeUndefined();
    expect((await page(ctx, '/routes')).body).toContain(SHELL);
  });
});
