import { describe, expect, expectTypeOf, it } from 'vitest';
import { pathOf, type PathParamsOf, type ResponseOf } from './endpoint.ts';
import { getHealth } from './health.ts';

describe('endpoint contracts', () => {
  it('fill the path parameters of a Fastify path, encoded', () => {
    expect(pathOf('/routes/:id', { id: 3 })).toBe('/routes/3');
    expect(pathOf('/routes/:id/:lang/info', { id: 3, lang: 'fr' })).toBe('/routes/3/fr/info');
    expect(pathOf('/users/validate_new_password/:nonce', { nonce: 'a/b' })).toBe(
      '/users/validate_new_password/a%2Fb',
    );
    expect(() => pathOf('/routes/:id', {} as PathParamsOf<'/routes/:id'>)).toThrow(/missing parameter id/);
  });

  it('type what a call answers from its response schema', () => {
    expectTypeOf<ResponseOf<typeof getHealth>>().toEqualTypeOf<{
      status: 'ok';
      pg: 'ok';
      database: 'pglite' | 'postgresql';
      schema_version: number;
      maintenance_mode: boolean;
    }>();
    expectTypeOf<PathParamsOf<'/routes/:id/:lang/info'>>().toEqualTypeOf<
      { id: string | number } & { lang: string | number } & Record<never, never>
    >();
  });
});
