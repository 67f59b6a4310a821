/**
 * The document calls' fast path (issue 16 §4): in production, list and document answers leave
 * as their plain `JSON.stringify`, without the pass through their response schema. That is only
 * right while the presenters build every object with the keys the schema names, in its order:
 * here each answer of the app as run in production is compared, byte for byte, with the
 * schema's output of the same answer, for every type, its kinds (waypoint types, activities)
 * and the variants of the calls (`pl`, `l`, `cook`, edit mode, signed-in readers, a redirect).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { safeEncode, type $ZodType } from 'zod/v4/core';
import { DOCUMENT_TYPES, getDocumentEndpoint, listDocumentsEndpoint, type DocumentType } from '@cairn/domain';
import { tableOf } from '../../db/type-tables.ts';
import { firstDifference } from '../../plugins/strict-serializer.ts';
import { buildDemoApp, type TestContext } from '../../test/build-app.ts';

describe('list and document answers are their schema’s output, as sent in production', () => {
  let ctx: TestContext;
  let moderator: string;

  beforeAll(async () => {
    // As in production: marked answers and texts written by PostgreSQL leave without the schema pass.
    ctx = await buildDemoApp({ NODE_ENV: 'production' }, { strictResponses: false });
    moderator = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: 'moderator', password: 'cairn-demo' },
      })
    ).json().token;
  }, 120_000);
  afterAll(() => ctx.close());

  /** Calls `url` and checks that its body is the very text the schema makes of it. */
  async function expectSchemaText(url: string, schema: unknown, signedIn = false) {
    const res = await ctx.app.inject({
      method: 'GET',
      url,
      headers: signedIn ? { authorization: `JWT token="${moderator}"` } : {},
    });
    expect(res.statusCode, url).toBe(200);
    const sent = JSON.parse(res.body) as unknown;
    const encoded = safeEncode(schema as $ZodType, sent);
    expect(encoded.success, `${url}: ${encoded.error?.message.slice(0, 300)}`).toBe(true);
    expect(firstDifference(sent, encoded.data), url).toBeUndefined();
    expect(res.body, url).toBe(JSON.stringify(encoded.data));
    return sent as { documents?: { document_id: number }[] };
  }

  /** Ids of documents of a type: one per kind (waypoint type, activities), then every fifth one. */
  async function sampleIds(type: DocumentType, listed: number[]): Promise<number[]> {
    const kind =
      type === 'waypoint'
        ? sql`t.waypoint_type::text`
        : type === 'route' || type === 'outing'
          ? sql`t.activities::text`
          : type === 'image'
            ? sql`t.image_type::text`
            : undefined;
    if (!kind) return listed.filter((_, i) => i % 5 === 0);
    const kinds = await sql<{ id: number }>`
      SELECT DISTINCT ON (${kind}) t.document_id AS id
      FROM ${sql.table(tableOf(type))} t JOIN documents d ON d.document_id = t.document_id
      WHERE d.redirects_to IS NULL ORDER BY ${kind}, t.document_id`.execute(ctx.database.db);
    return [...new Set([...kinds.rows.map((r) => Number(r.id)), ...listed.filter((_, i) => i % 5 === 0)])];
  }

  for (const type of DOCUMENT_TYPES) {
    it(`${type}s: lists, and documents plain, in one language, cooked and in edit mode`, async () => {
      const signedIn = type === 'profile' || type === 'xreport';
      const list = listDocumentsEndpoint(type).response;
      const first = await expectSchemaText(`/api/${type}s?limit=100`, list, signedIn);
      await expectSchemaText(`/api/${type}s?limit=100&pl=en`, list, signedIn);
      await expectSchemaText(`/api/${type}s?limit=20&offset=20&pl=it`, list, signedIn);
      const ids = await sampleIds(
        type,
        (first.documents ?? []).map((d) => d.document_id),
      );
      expect(ids.length).toBeGreaterThan(0);
      const get = getDocumentEndpoint(type).response;
      for (const id of ids) {
        await expectSchemaText(`/api/${type}s/${id}`, get, signedIn);
        await expectSchemaText(`/api/${type}s/${id}?l=en`, get, signedIn);
        await expectSchemaText(`/api/${type}s/${id}?cook=fr`, get, signedIn);
        await expectSchemaText(`/api/${type}s/${id}?e=1`, get, signedIn);
      }
      // Anonymous readers of accident reports and profiles: personal fields hidden, private profiles.
      if (signedIn) for (const id of ids.slice(0, 10)) await expectSchemaText(`/api/${type}s/${id}`, get);
    }, 120_000);
  }

  it('a merged document answers where it went', async () => {
    const [from, to] = (
      await sql<{ id: number }>`
        SELECT document_id AS id FROM documents WHERE type = 'w' AND redirects_to IS NULL
        ORDER BY document_id LIMIT 2`.execute(ctx.database.db)
    ).rows.map((r) => Number(r.id));
    await sql`UPDATE documents SET redirects_to = ${to} WHERE document_id = ${from}`.execute(ctx.database.db);
    const body = await expectSchemaText(`/api/waypoints/${from}`, getDocumentEndpoint('waypoint').response);
    expect(body).toMatchObject({ redirects_to: to });
  });
});
