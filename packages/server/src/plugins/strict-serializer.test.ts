import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  droppedFields,
  firstDifference,
  inSchemaOrder,
  RawJson,
  responseSerializer,
} from './strict-serializer.ts';

async function appAnswering(
  body: unknown,
  strict: boolean,
  onMismatch?: (route: string, issues: string) => void,
  fastOrdered = false,
) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    responseSerializer({ strict, fastOrdered, ...(onMismatch ? { onMismatch } : {}) }),
  );
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

describe('answers built in their schema’s order (inSchemaOrder)', () => {
  const inOrder = () => inSchemaOrder({ id: 1, name: 'a', locales: [{ lang: 'fr' }] });
  const outOfOrder = () => inSchemaOrder({ name: 'a', id: 1, locales: [{ lang: 'fr' }] });

  it('in production, go out as they are, without the schema pass', async () => {
    const app = await appAnswering(outOfOrder(), false, undefined, true);
    // Not reordered: the handler vouched for its order (the tests below hold it to it).
    expect((await app.inject({ url: '/thing' })).body).toBe('{"name":"a","id":1,"locales":[{"lang":"fr"}]}');
    const right = await appAnswering(inOrder(), false, undefined, true);
    expect((await right.inject({ url: '/thing' })).body).toBe(
      '{"id":1,"name":"a","locales":[{"lang":"fr"}]}',
    );
  });

  it('in tests, must be the schema’s output to the byte, else the call fails', async () => {
    const right = await appAnswering(inOrder(), true);
    expect((await right.inject({ url: '/thing' })).body).toBe(
      '{"id":1,"name":"a","locales":[{"lang":"fr"}]}',
    );
    expect((await (await appAnswering(outOfOrder(), true)).inject({ url: '/thing' })).statusCode).toBe(500);
  });

  it('in development, a difference is reported and the schema’s output sent', async () => {
    const reports: string[] = [];
    const app = await appAnswering(outOfOrder(), false, (route, issues) =>
      reports.push(`${route} ${issues}`),
    );
    expect((await app.inject({ url: '/thing' })).body).toBe('{"id":1,"name":"a","locales":[{"lang":"fr"}]}');
    expect(reports).toEqual([
      expect.stringContaining('(answer): keys name, id, locales / id, name, locales'),
    ]);
  });

  it('texts already written (RawJson) go out as they are in production, and are held to the schema elsewhere', async () => {
    const right = '{"id":1,"name":"a","locales":[{"lang":"fr"}]}';
    const wrongOrder = '{"name":"a","id":1,"locales":[{"lang":"fr"}]}';
    const production = await appAnswering(new RawJson(wrongOrder), false, undefined, true);
    expect((await production.inject({ url: '/thing' })).body).toBe(wrongOrder);
    expect((await (await appAnswering(new RawJson(right), true)).inject({ url: '/thing' })).body).toBe(right);
    for (const text of [
      wrongOrder,
      '{"id":1,"name":"a","extra":2,"locales":[]}',
      '{"id":"1","name":"a","locales":[]}',
    ])
      expect((await (await appAnswering(new RawJson(text), true)).inject({ url: '/thing' })).statusCode).toBe(
        500,
      );
    const reports: string[] = [];
    const development = await appAnswering(new RawJson(wrongOrder), false, (route) => reports.push(route));
    expect((await development.inject({ url: '/thing' })).body).toBe(right);
    expect(reports).toHaveLength(1);
  });

  it('firstDifference names the first place two answers differ', () => {
    expect(firstDifference({ a: [{ b: 1, c: 2 }] }, { a: [{ c: 2, b: 1 }] })).toBe('a[0]: keys b, c / c, b');
    expect(firstDifference({ a: [1, 2] }, { a: [1] })).toBe('a: 2 items / 1');
    expect(firstDifference({ a: 'x', b: undefined }, { a: 'x' })).toBeUndefined();
    expect(firstDifference({ a: 'x' }, { a: 'y' })).toBe('a: "x" / "y"');
  });
});
