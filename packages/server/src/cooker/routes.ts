/**
 * POST /cooker: object of key → markdown in, same keys out, cooked (api.md §14.2).
 *
 * Cooking runs in the worker pool (`cook-pool.ts`). A text longer than `COOK_MAX_CHARS`
 * answers 413, one that takes longer than `COOK_TIMEOUT_MS` to render 400, both naming the key;
 * anonymous callers may cook `COOKER_ANONYMOUS_PER_MINUTE` times a minute per address, counted
 * across every API node (the edit forms' previews are signed in).
 */
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { postCooker } from '@cairn/domain';
import { fieldError, tooManyRequests } from '../errors.ts';
import { schemaOf } from '../plugins/endpoint-schema.ts';
import { fastifyRateLimitStore } from '../plugins/rate-limit-store.ts';
import { cookerFailure } from './cook-pool.ts';

/** The request body may hold a few texts of the longest size (JSON escapes counted twice). */
const bodyLimitOf = (maxChars: number) => Math.max(1024 * 1024, maxChars * 4);

export async function cookerRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { cooker, config } = app.deps;
  const { maxChars, anonymousPerMinute } = config.cook;

  await app.register(rateLimit, {
    global: false,
    // Counted in the database: every API node shares the limit.
    store: fastifyRateLimitStore(app.deps.counters),
    // After authentication, so that signed-in users are told apart.
    hook: 'preHandler',
    errorResponseBuilder: () => tooManyRequests('Too many texts to render, please retry in a minute'),
  });

  app.post(
    postCooker.path,
    {
      schema: schemaOf(postCooker),
      bodyLimit: bodyLimitOf(maxChars),
      config: {
        rateLimit: {
          max: anonymousPerMinute,
          timeWindow: 60_000,
          allowList: (request) => request.user !== null,
          keyGenerator: (request) => `cooker:${request.ip}`,
        },
      },
    },
    async (request) => {
      for (const [key, value] of Object.entries(request.body)) {
        if (typeof value === 'string' && value.length > maxChars)
          throw fieldError(
            key,
            `This text is too long to render (at most ${maxChars} characters)`,
            'body',
            413,
          );
      }
      try {
        return await cooker.cookObject(request.body, (_markdown, key) => {
          throw fieldError(key, 'This text takes too long to render: simplify it', 'body', 400);
        });
      } catch (error) {
        throw cookerFailure(error);
      }
    },
  );
}
