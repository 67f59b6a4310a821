/**
 * Serialisation of answers through their response schemas (fastify-type-provider-zod): the
 * schema's output is what leaves the server, so a field the schema does not name is dropped.
 *
 * In tests (`strict`), a dropped field is an error instead: a handler that answers a field its
 * contract lacks fails its test, so contracts and handlers cannot drift apart unnoticed.
 *
 * The hot read calls (document lists and gets, issue 16 §4) build their answers with only the
 * keys their schema names, in its order (`present.ts`), and mark them with `inSchemaOrder`: in
 * production such an answer is sent with a plain `JSON.stringify` (a fifth of the time of a
 * pass through the schema); in tests and development the schema's output is made too and must
 * be the very same text, so the fast path can never change a byte of the wire format unnoticed.
 */
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { safeEncode, type $ZodType } from 'zod/v4/core';

/** Paths (`a.b[0].c`) present in `sent` with a defined value and absent from `kept`. */
export function droppedFields(sent: unknown, kept: unknown, at = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(kept))
    return sent.flatMap((item, i) => droppedFields(item, kept[i], `${at}[${i}]`));
  if (!isPlainObject(sent) || !isPlainObject(kept)) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    const path = at ? `${at}.${key}` : key;
    if (value === undefined) return [];
    if (!(key in kept)) return [path];
    return droppedFields(value, kept[key], path);
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

export class UndeclaredFieldError extends Error {
  override readonly name = 'UndeclaredFieldError';
}

/** A marked answer whose text differs from its schema's output (a key out of order, say). */
export class SchemaOrderError extends Error {
  override readonly name = 'SchemaOrderError';
}

const ordered = new WeakSet<object>();

/**
 * An answer already serialised, in part by PostgreSQL (`listing-json.ts`, `associations-json.ts`):
 * sent as it is in production; elsewhere it is parsed and goes through its schema like an answer
 * marked `inSchemaOrder`, so that tests fail on any key out of its place or value the schema
 * refuses.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/**
 * Marks an answer built with the keys its response schema names, in the schema's order, and
 * values the schema takes as they are: its `JSON.stringify` is the schema's output.
 */
export function inSchemaOrder<T extends object>(answer: T): T {
  ordered.add(answer);
  return answer;
}

/**
 * Where two JSON values first differ (`a.b[0]: keys x, y / y, x`), or undefined when they are the
 * same: what a failed order check names.
 */
export function firstDifference(sent: unknown, expected: unknown, at = ''): string | undefined {
  if (Array.isArray(sent) && Array.isArray(expected)) {
    if (sent.length !== expected.length) return `${at}: ${sent.length} items / ${expected.length}`;
    for (const [i, item] of sent.entries()) {
      const found = firstDifference(item, expected[i], `${at}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (isPlainObject(sent) && isPlainObject(expected)) {
    const keys = Object.keys(sent).filter((k) => sent[k] !== undefined);
    const wanted = Object.keys(expected).filter((k) => expected[k] !== undefined);
    if (keys.join() !== wanted.join())
      return `${at || '(answer)'}: keys ${keys.join(', ')} / ${wanted.join(', ')}`;
    for (const key of keys) {
      const found = firstDifference(sent[key], expected[key], at ? `${at}.${key}` : key);
      if (found) return found;
    }
    return undefined;
  }
  return JSON.stringify(sent) === JSON.stringify(expected)
    ? undefined
    : `${at || '(answer)'}: ${JSON.stringify(sent)?.slice(0, 80)} / ${JSON.stringify(expected)?.slice(0, 80)}`;
}

/**
 * `strict` (tests): an answer naming a field its schema lacks, or a value its schema refuses, is
 * an error, and so is an answer marked `inSchemaOrder` whose text is not the schema's output.
 * Otherwise the schema's output leaves; an answer the schema refuses (a value stored by an older
 * version, say) is reported through `onMismatch` and sent as the handler made it rather than
 * turned into a 500 for the reader. Marked answers are sent as they are (`fastOrdered`, in
 * production) or checked like in tests, a difference reported and the schema's output sent.
 */
export function responseSerializer(options: {
  strict: boolean;
  fastOrdered?: boolean;
  onMismatch?: (route: string, issues: string) => void;
}): FastifySerializerCompiler<$ZodType> {
  const lenient = createSerializerCompiler({}) as unknown as FastifySerializerCompiler<$ZodType>;
  const fast = options.fastOrdered === true && !options.strict;
  return (route) => {
    const serialize = lenient(route);
    const schema = ('properties' in route.schema ? route.schema.properties : route.schema) as $ZodType;
    return (answer) => {
      if (answer instanceof RawJson && fast) return answer.text;
      const data = answer instanceof RawJson ? inSchemaOrder(JSON.parse(answer.text) as object) : answer;
      const marked = typeof data === 'object' && data !== null && ordered.has(data);
      if (marked && fast) return JSON.stringify(data);
      const encoded = safeEncode(schema, data);
      if (!encoded.success) {
        if (options.strict) return serialize(data);
        options.onMismatch?.(
          `${route.method} ${route.url}`,
          encoded.error.issues
            .map((i) => `${i.path.join('.')}: ${i.message}`)
            .slice(0, 5)
            .join('; '),
        );
        return JSON.stringify(data);
      }
      if (options.strict) {
        const dropped = droppedFields(JSON.parse(JSON.stringify(data)), encoded.data);
        if (dropped.length)
          throw new UndeclaredFieldError(
            `${route.method} ${route.url} answered fields its response schema does not name: ${dropped.slice(0, 10).join(', ')}`,
          );
      }
      const text = JSON.stringify(encoded.data);
      if (marked && JSON.stringify(data) !== text) {
        const where = firstDifference(JSON.parse(JSON.stringify(data)), encoded.data) ?? '(text)';
        const message = `${route.method} ${route.url} answered a text other than its schema's output at ${where}`;
        if (options.strict) throw new SchemaOrderError(message);
        options.onMismatch?.(`${route.method} ${route.url}`, message);
      }
      return text;
    };
  };
}
