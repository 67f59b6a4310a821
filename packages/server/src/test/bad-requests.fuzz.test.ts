/**
 * Property-based fuzzing of every operation of `/api/openapi.json` with bad requests (issue 13):
 * out-of-range and malformed ids, NUL and lone-surrogate strings, huge strings and numbers,
 * impossible dates, wrong JSON types, missing fields, bad JSON and wrong content types, sent
 * anonymously, as a signed-in user and with a garbage token. Every answer must be below 500,
 * a 4xx must have the API's error shape, and nothing may be written: each request carries at
 * least one part the API must refuse, and a fingerprint of the database is compared around it.
 *
 * `FUZZ_SEED` and `FUZZ_RUNS` override the fixed seed and the runs per operation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'kysely';
import { buildDemoApp, type TestContext } from './build-app.ts';
import { authHeaders, createUser } from './factories.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261127);
const RUNS = Number(process.env.FUZZ_RUNS ?? 16);

type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
};
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
}
interface Operation {
  method: string;
  path: string;
  params: Parameter[];
  body?: Schema;
}

/** A generated request: everything `inject` needs, plus what makes it a request to refuse. */
interface BadRequest {
  who: 'anonymous' | 'user' | 'garbage token';
  url: string;
  headers: Record<string, string>;
  payload?: string;
  bad: string;
}

// ---------------------------------------------------------------------------------------------
// Values

/** A lone surrogate as a client would send it in a URL: its WTF-8 bytes, not valid UTF-8. */
const SURROGATE_URL = '%ED%A0%80';
const huge = (n: number) => 'x'.repeat(n);

/** Ids no document can have; every path id of a write is one of these. */
const badIds = fc.constantFrom(
  '0',
  '-1',
  '99999999999999999999',
  '9223372036854775808',
  '2147483648',
  '9007199254740993',
  '1.5',
  '1e3',
  'abc',
  '%20',
  '0x10',
  '%00',
  `1${SURROGATE_URL}`,
  '%E2%80%8B1',
  huge(300),
);

/** Query values: malformed numbers, dates, lists, bounding boxes, texts. */
const badQueryValue = fc.oneof(
  badIds,
  fc.constantFrom(
    '-99999999999999999999',
    '1e300',
    '-1e300',
    'NaN',
    'Infinity',
    '-0',
    '2024-99-99',
    '9999-99-99',
    '0000-00-00',
    '2024-02-30',
    '2024-05-01,9999-99-99',
    '99999-01-01',
    '1e300,-1e300,1e300,-1e300',
    '1,1,1e308,1e308',
    ',,,,',
    '1,2,3,4,5',
    'a,b,c,d',
    '%00',
    `a%00b`,
    SURROGATE_URL,
    `ab${SURROGATE_URL}cd`,
    '%FF%FE',
    '%',
    '%%%',
    'zh_CN',
    'xx',
    'fr,fr,fr',
    '-document_id,,,-',
    'null',
    'true',
    '[]',
    '{}',
    huge(2000),
    'é'.repeat(500),
  ),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.integer().map(String),
  fc.double().map(String),
);

/** Strings a text field must refuse: NUL, lone surrogates, far too long. */
const badString = fc.constantFrom('a\u0000b', '\u0000', 'x\ud800y', '\udfff', huge(1_100_000));

/** A JSON value of another type than `schema`, or out of its range. */
function wrongValue(schema: Schema): fc.Arbitrary<unknown> {
  const type = schema.type ?? schema.anyOf?.find((s) => s.type)?.type;
  const others = fc.constantFrom<unknown>(
    true,
    [],
    {},
    [[[[[[[[[[1]]]]]]]]]],
    { a: { b: { c: { d: {} } } } },
    1e308,
    -1,
    'text',
  );
  switch (type) {
    case 'string':
      return fc.oneof(
        badString,
        fc.constantFrom<unknown>(5, true, [], {}, ['a'], 1e300).filter(() => true),
        schema.enum ? fc.constantFrom('not-a-value', '') : badString,
      );
    case 'integer':
    case 'number':
      return fc.constantFrom<unknown>(
        1e300,
        -1e300,
        1e20,
        9223372036854775808,
        2.5,
        '1',
        'abc',
        true,
        [],
        {},
        ...(schema.minimum !== undefined ? [schema.minimum - 1] : [-1, 0]),
      );
    case 'boolean':
      return fc.constantFrom<unknown>('true', 1, 0, [], {}, 'yes');
    case 'array':
      return fc.oneof(
        fc.constantFrom<unknown>(5, 'a', {}, true),
        schema.items ? wrongValue(schema.items).map((v) => [v]) : fc.constant([{}]),
      );
    case 'object':
      return fc.constantFrom<unknown>(5, 'a', [], true, [{}]);
    default:
      return others;
  }
}

/** A value that fits `schema` (roughly): the rest of a body around its one bad field. */
function fittingValue(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = schema.type ?? schema.anyOf?.find((s) => s.type)?.type;
  switch (type) {
    case 'string':
      return fc.constantFrom('fr', 'A title', 'secret-password-9', 'someone@example.org', '2024-05-01', '');
    case 'integer':
    case 'number':
      return fc.constantFrom(1, 2, 100, schema.minimum ?? 0);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 2 || !schema.items
        ? fc.constant([])
        : fc.array(fittingValue(schema.items, depth + 1), { maxLength: 2 });
    case 'object':
      return depth > 2 ? fc.constant({}) : fittingObject(schema, depth + 1);
    default:
      return fc.constantFrom<unknown>(null, 'x', 1, {});
  }
}

function fittingObject(schema: Schema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const keys = Object.keys(props);
  if (!keys.length) return fc.constant({});
  return fc.record(
    Object.fromEntries(keys.map((k) => [k, fittingValue(props[k]!, depth)])) as Record<
      string,
      fc.Arbitrary<unknown>
    >,
    { requiredKeys: schema.required?.filter((k) => keys.includes(k)) ?? [] },
  );
}

/** Paths to the typed fields of a body schema (`document.locales.0.title`). */
function fieldPaths(schema: Schema, prefix: string[] = [], depth = 0): { path: string[]; schema: Schema }[] {
  const out: { path: string[]; schema: Schema }[] = [];
  for (const [key, sub] of Object.entries(schema.properties ?? {})) {
    const path = [...prefix, key];
    const type = sub.type ?? sub.anyOf?.find((s) => s.type)?.type;
    if (type) out.push({ path, schema: sub });
    if (depth < 3 && type === 'object') out.push(...fieldPaths(sub, path, depth + 1));
    if (depth < 3 && type === 'array' && sub.items?.type === 'object')
      out.push(...fieldPaths(sub.items, [...path, '0'], depth + 1));
  }
  return out;
}

function setAt(target: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path as [string, ...string[]];
  if (!rest.length) return { ...target, [head]: value };
  const isIndex = /^\d+$/.test(rest[0]!);
  const child = target[head];
  if (isIndex) {
    const list = Array.isArray(child) && child.length ? [...child] : [{}];
    list[0] = setAt((list[0] ?? {}) as Record<string, unknown>, rest.slice(1), value);
    return { ...target, [head]: list };
  }
  const obj = child && typeof child === 'object' && !Array.isArray(child) ? child : {};
  return { ...target, [head]: setAt(obj as Record<string, unknown>, rest, value) };
}

/** Whole bodies no operation takes. */
const badRawBody = fc.oneof(
  fc.constantFrom(
    { payload: '{bad json', type: 'application/json' },
    { payload: '{"a":', type: 'application/json' },
    { payload: '[1,2', type: 'application/json' },
    { payload: '\u0000', type: 'application/json' },
    { payload: '{"a":"\\ud800"', type: 'application/json' },
    { payload: '{"a":1}', type: 'text/plain' },
    { payload: '<a/>', type: 'application/xml' },
    { payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
    { payload: '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n', type: 'multipart/form-data' },
    { payload: '{"a":1}', type: 'nonsense' },
  ),
  fc.constantFrom('[', '{"a":').map((open) => ({ payload: open.repeat(3000), type: 'application/json' })),
);

/** JSON that parses but no object schema takes: deep nesting, prototype keys at the top. */
const oddJsonBody = fc.oneof(
  fc.integer({ min: 1000, max: 3000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.constant('[{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}]'),
);

/** Bodies of a wrong top-level JSON type for an object schema. */
const wrongTopLevel = fc.constantFrom<unknown>([], [{}], 'text', 5, null, true);

// ---------------------------------------------------------------------------------------------
// Requests of one operation

function requestsOf(op: Operation, goodIds: Record<string, string[]>): fc.Arbitrary<BadRequest> {
  const isRead = op.method === 'GET';
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const collection = /^\/api\/([a-z]+)s\//.exec(op.path)?.[1];
  const good = (name: string) =>
    name === 'lang'
      ? fc.constantFrom('fr', 'en')
      : fc.constantFrom(...(goodIds[collection ?? ''] ?? goodIds.any!));
  const badParam = (name: string) =>
    name === 'lang'
      ? fc.constantFrom('xx', '%00', SURROGATE_URL, 'fr%00', huge(300), 'FR', 'zh_CN')
      : name === 'nonce'
        ? fc.constantFrom('%00', SURROGATE_URL, huge(5000), 'x', '..%2F..')
        : badIds;

  // The part that makes the request one to refuse; reads may also be bad by their query alone.
  const kinds: string[] = [];
  if (pathParams.length) kinds.push('path');
  if (op.body) kinds.push('field', 'field', 'top-level', 'missing');
  if (op.method !== 'GET') kinds.push('raw body');
  if (isRead && queryParams.length) kinds.push('query', 'query');
  if (!kinds.length) kinds.push('query');

  const query = fc
    .tuple(
      fc
        .subarray(queryParams.map((p) => p.name))
        .chain((names) => fc.tuple(...names.map((n) => fc.tuple(fc.constant(n), badQueryValue)))),
      fc.option(
        fc.constantFrom(
          'offset=-1',
          'limit=-1',
          'limit=1&limit=2',
          'zz%00=1',
          `${SURROGATE_URL}=1`,
          'a[b]=1',
        ),
      ),
    )
    .map(([pairs, extra]) => [...pairs.map(([k, v]) => `${k}=${v}`), ...(extra ? [extra] : [])]);

  const who = fc.constantFrom<BadRequest['who']>('anonymous', 'user', 'user', 'garbage token');

  return fc.constantFrom(...kinds).chain((kind) => {
    const badPathIndex =
      kind === 'path' ? fc.nat({ max: Math.max(0, pathParams.length - 1) }) : fc.constant(-1);
    return fc
      .tuple(
        who,
        badPathIndex.chain((badIndex) =>
          fc.tuple(
            ...pathParams.map((p, i) =>
              i === badIndex || (!isRead && p.name !== 'lang') ? badParam(p.name) : good(p.name),
            ),
          ),
        ),
        query,
        bodyOf(op, kind),
        fc.constantFrom(
          'JWT token="garbage"',
          'JWT token=""',
          'Bearer x',
          `JWT token="${'a'.repeat(8000)}"`,
          'JWT token="a.b.c"',
          'JWT',
        ),
        // Other headers the API reads: conditional requests, languages.
        fc.option(
          fc.record({
            name: fc.constantFrom('if-none-match', 'accept-language', 'accept'),
            value: fc.constantFrom('W/"x"', '*', '"', 'W/', 'x'.repeat(8000), 'zz;q=abc,,', '*/*;q=-1'),
          }),
        ),
      )
      .map(([w, values, q, body, garbage, extra]): BadRequest => {
        let i = 0;
        const path = op.path.replace(/\{[^}]+\}/g, () => values[i++]!);
        const headers: Record<string, string> = {};
        if (w === 'garbage token') headers.authorization = garbage;
        if (extra) headers[extra.name] = extra.value;
        if (body) headers['content-type'] = body.type;
        return {
          who: w,
          url: q.length ? `${path}?${q.join('&')}` : path,
          headers,
          ...(body ? { payload: body.payload } : {}),
          bad: kind,
        };
      });
  });
}

/** The body of a request whose bad part is `kind`. */
function bodyOf(op: Operation, kind: string): fc.Arbitrary<{ payload: string; type: string } | undefined> {
  const json = (v: unknown) => ({ payload: JSON.stringify(v), type: 'application/json' });
  if (kind === 'raw body') return badRawBody;
  if (!op.body) return fc.constant(undefined);
  const fitting = fittingObject(op.body);
  if (kind === 'top-level')
    return fc.oneof(
      wrongTopLevel.map(json),
      oddJsonBody.map((payload) => ({ payload, type: 'application/json' })),
    );
  if (kind === 'missing' && op.body.required?.length) {
    return fc
      .tuple(fitting, fc.constantFrom(...op.body.required))
      .map(([body, key]) => json(Object.fromEntries(Object.entries(body).filter(([k]) => k !== key))));
  }
  const paths = fieldPaths(op.body);
  if (kind === 'field' && paths.length) {
    return fc
      .tuple(fitting, fc.constantFrom(...paths))
      .chain(([body, field]) => wrongValue(field.schema).map((v) => json(setAt(body, field.path, v))));
  }
  // Good bodies where a path id or the query is the bad part; a write always has a bad path id.
  return kind === 'path' || op.method === 'GET' ? fitting.map(json) : badRawBody;
}

// ---------------------------------------------------------------------------------------------
// The database's fingerprint: what any write would change.

async function fingerprint(ctx: TestContext): Promise<Record<string, unknown>> {
  const { rows } = await sql<Record<string, unknown>>`SELECT
      (SELECT count(*) FROM documents) AS documents,
      (SELECT md5(string_agg(concat_ws(':', document_id, version, protected, redirects_to, quality, geometry_version), ',' ORDER BY document_id)) FROM documents) AS documents_md5,
      (SELECT md5(string_agg(concat_ws(':', document_id, lang, version, topic_id), ',' ORDER BY document_id, lang)) FROM document_locales) AS locales_md5,
      (SELECT concat_ws(':', count(*), max(version_id), count(*) FILTER (WHERE masked)) FROM document_versions) AS versions,
      (SELECT count(*) FROM associations) AS associations,
      (SELECT concat_ws(':', count(*), max(id)) FROM association_log) AS association_log,
      (SELECT md5(string_agg(u::text, ',' ORDER BY id)) FROM users u) AS users_md5,
      (SELECT count(*) FROM tokens) AS tokens,
      (SELECT count(*) FROM nonces) AS nonces,
      (SELECT md5(coalesce(string_agg(p::text, ',' ORDER BY user_id), '')) FROM user_preferences p) AS preferences_md5,
      (SELECT count(*) FROM follows) AS follows,
      (SELECT count(*) FROM tags) AS tags,
      (SELECT concat_ws(':', count(*), max(change_id)) FROM feed_changes) AS feed_changes,
      (SELECT count(*) FROM forum_topics) AS forum_topics,
      (SELECT count(*) FROM forum_posts) AS forum_posts,
      (SELECT count(*) FROM anonymous_authors) AS anonymous_authors`.execute(ctx.database.db);
  return rows[0]!;
}

// ---------------------------------------------------------------------------------------------

describe('bad requests to every operation (fuzz)', () => {
  let ctx: TestContext;
  let operations: Operation[];
  let user: { id: number; username: string };
  let userHeaders: Record<string, string>;
  const goodIds: Record<string, string[]> = {};
  const tried = new Map<string, Record<string, number>>();

  beforeAll(async () => {
    ctx = await buildDemoApp();
    user = await createUser(ctx.database.db, { username: 'fuzzer' });
    const spec = (await ctx.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;
    };
    operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        params: op.parameters ?? [],
        body: (op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content?.[
          'application/json'
        ]?.schema,
      })),
    );
    // Existing ids of each type, so that bad queries and bodies reach the handlers.
    const { rows } = await sql<{
      type: string;
      ids: string[];
    }>`SELECT type, (array_agg(document_id::text ORDER BY document_id))[1:3] AS ids
      FROM documents WHERE redirects_to IS NULL GROUP BY type`.execute(ctx.database.db);
    const collections: Record<string, string> = {
      w: 'waypoint',
      r: 'route',
      o: 'outing',
      i: 'image',
      a: 'area',
      c: 'article',
      b: 'book',
      m: 'map',
      x: 'xreport',
      u: 'profile',
    };
    for (const r of rows) goodIds[collections[r.type] ?? r.type] = r.ids;
    goodIds.any = rows.flatMap((r) => r.ids);
    console.log(`fuzz seed ${SEED} (FUZZ_SEED), ${RUNS} runs per operation (FUZZ_RUNS)`);
  });

  afterAll(async () => {
    const total = [...tried.values()].reduce((n, c) => n + c.requests!, 0);
    console.log(`fuzz: ${total} bad requests over ${tried.size} operations, seed ${SEED}`);
    console.table(
      [...tried].map(([operation, counts]) => ({ operation, ...counts })),
      [
        'operation',
        'requests',
        'anonymous',
        'user',
        'garbage token',
        '2xx',
        '400',
        '401',
        '403',
        '404',
        '413',
        '415',
        'other',
      ],
    );
    await ctx?.close();
  });

  it('answers below 500, in the error shape, and writes nothing', { timeout: 300_000 }, async () => {
    expect(operations.length).toBeGreaterThan(90);
    const failures: string[] = [];
    for (const op of operations) {
      const name = `${op.method} ${op.path}`;
      const counts: Record<string, number> = { requests: 0 };
      // A fresh session: a failure of an earlier operation may have ended the previous one.
      userHeaders = await authHeaders(ctx.database.db, user);
      tried.set(name, counts);
      const before = await fingerprint(ctx);
      let problem = '';
      const failure = await fc
        .assert(
          fc.asyncProperty(requestsOf(op, goodIds), async (req) => {
            const res = await ctx.app.inject({
              method: op.method as 'GET',
              url: req.url,
              headers: { ...(req.who === 'user' ? userHeaders : {}), ...req.headers },
              ...(req.payload !== undefined ? { payload: req.payload } : {}),
            });
            counts.requests!++;
            counts[req.who] = (counts[req.who] ?? 0) + 1;
            const status = String(res.statusCode);
            const key = ['400', '401', '403', '404', '413', '415'].includes(status)
              ? status
              : res.statusCode < 300
                ? '2xx'
                : 'other';
            counts[key] = (counts[key] ?? 0) + 1;
            const where = `${name} as ${req.who}, bad ${req.bad}: ${req.url.slice(0, 160)} ${req.payload?.slice(0, 160) ?? ''}`;
            problem = `${where} → ${res.statusCode} ${res.body.slice(0, 240)}`;
            expect(res.statusCode).toBeLessThan(500);
            expect(res.statusCode).toBeGreaterThanOrEqual(op.method === 'GET' ? 200 : 400);
            if (res.statusCode >= 400) {
              const body = res.json() as { status?: unknown; errors?: unknown };
              expect(body.status).toBe('error');
              expect(Array.isArray(body.errors) && body.errors.length > 0).toBe(true);
              for (const e of body.errors as Record<string, unknown>[]) {
                expect(typeof e.name).toBe('string');
                expect(typeof e.description).toBe('string');
              }
            }
            problem = `${where}: the database changed`;
            if (op.method !== 'GET') expect(await fingerprint(ctx)).toEqual(before);
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        )
        .then(
          () => undefined,
          () => problem,
        );
      if (failure) failures.push(failure);
      else if (op.method === 'GET') expect(await fingerprint(ctx), name).toEqual(before);
    }
    // Every failing operation at once, each with its smallest failing request.
    if (failures.length) console.log(failures.join('\n'));
    expect(failures.join('\n\n')).toBe('');
  });
});
