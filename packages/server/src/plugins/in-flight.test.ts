import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trackInFlight } from './in-flight.ts';

describe('handlers still running at shutdown', () => {
  it('are waited for after close(), even when their client has gone', async () => {
    const app = Fastify();
    trackInFlight(app);
    const events: string[] = [];
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    app.get('/slow', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 300));
      events.push('handler done');
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const request = http.get(`http://127.0.0.1:${port}/slow`);
    request.on('error', () => undefined);
    await handlerStarted;
    request.destroy(); // the client gives up: close() no longer waits for this request
    await app.close();
    events.push('closed');
    await app.whenIdle(5000);
    events.push('idle');
    expect(events).toEqual(['closed', 'handler done', 'idle']);
  });

  it('counts error answers and gives up waiting after the timeout', async () => {
    const app = Fastify();
    trackInFlight(app);
    app.get('/fail', async () => {
      throw new Error('boom');
    });
    app.get('/never', () => new Promise(() => undefined));
    expect((await app.inject({ url: '/fail' })).statusCode).toBe(500);
    expect((await app.inject({ url: '/missing' })).statusCode).toBe(404);
    const start = Date.now();
    await app.whenIdle(1000);
    expect(Date.now() - start).toBeLessThan(50);
    void app.inject({ url: '/never' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const waited = Date.now();
    await app.whenIdle(100);
    expect(Date.now() - waited).toBeGreaterThanOrEqual(90);
  });
});
