import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { droppedFields, responseSerializer } from './strict-serializer.ts';

async function appAnswering(
  body: unknown,
  strict: boolean,
  onMismatch?: (route: string, issues: string) => void,
) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ strict, ...(onMismatch ? { onMismatch } : {}) }));
  const response = z.object({
    id: z.number(),
    name: z.string(),
    locales: z.array(z.object({ lang: z.string() })),
  });
  app.get('/thing', { schema: { response: { 200: response } } }, async () => body);
  await app.ready();
  return app;
}

describe('answers go out through their response schema', () => {
  const leaky = { id: 1, name: 'a', email: 'secret@example.org', locales: [{ lang: 'fr', password: 'x' }] };

  it('in production, a field the schema does not name is dropped (it never leaks)', async () => {
    const app = await appAnswering(leaky, false);
    const res = await app.inject({ url: '/thing' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 1, name: 'a', locales: [{ lang: 'fr' }] });
  });

  it('in tests, a handler answering a field its schema lacks fails, naming the fields', async () => {
    const app = await appAnswering(leaky, true);
    const res = await app.inject({ url: '/thing' });
    expect(res.statusCode).toBe(500);
    const ok = await appAnswering({ id: 1, name: 'a', locales: [], skipped: undefined }, true);
    expect((await ok.inject({ url: '/thing' })).json()).toEqual({ id: 1, name: 'a', locales: [] });
  });

  it('an answer the schema refuses is an error in tests; in production it is reported and sent, never a 500', async () => {
    const odd = { id: 'not a number', name: 'a', locales: [] };
    expect((await (await appAnswering(odd, true)).inject({ url: '/thing' })).statusCode).toBe(500);
    const reports: string[] = [];
    const app = await appAnswering(odd, false, (route, issues) => reports.push(`${route} ${issues}`));
    const res = await app.inject({ url: '/thing' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(odd);
    expect(reports).toEqual([expect.stringMatching(/^GET \/thing id: /)]);
  });

  it('droppedFields walks objects and arrays', () => {
    expect(droppedFields(leaky, { id: 1, name: 'a', locales: [{ lang: 'fr' }] })).toEqual([
      'email',
      'locales[0].password',
    ]);
    expect(droppedFields({ a: undefined }, {})).toEqual([]);
  });
});
