/**
 * Requests whose handler is still running. `close()` resolves once every connection has ended,
 * but a handler goes on after its client went away (a timed-out or cancelled request), and
 * would then meet a closed database: a shutdown waits for them with `whenIdle()` before closing it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when no handler is running any more, or after `timeoutMs` at most. */
    whenIdle(timeoutMs: number): Promise<void>;
  }
}

export function trackInFlight(app: FastifyInstance): void {
  const running = new WeakSet<FastifyRequest>();
  let count = 0;
  let waiters: (() => void)[] = [];
  app.addHook('onRequest', async (request) => {
    running.add(request);
    count++;
  });
  // onSend runs for every answer, also the error ones and those whose client has left.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (running.delete(request) && --count === 0) {
      for (const wake of waiters) wake();
      waiters = [];
    }
    return payload;
  });
  app.decorate('whenIdle', (timeoutMs: number) => {
    if (count === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  });
}
