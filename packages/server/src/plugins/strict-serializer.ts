/**
 * Serialisation of answers through their response schemas (fastify-type-provider-zod): the
 * schema's output is what leaves the server, so a field the schema does not name is dropped.
 *
 * In tests (`strict`), a dropped field is an error instead: a handler that answers a field its
 * contract lacks fails its test, so contracts and handlers cannot drift apart unnoticed.
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

/**
 * `strict` (tests): an answer naming a field its schema lacks, or a value its schema refuses, is
 * an error. Otherwise (production) the schema's output leaves; an answer the schema refuses (a
 * value stored by an older version, say) is reported through `onMismatch` and sent as the
 * handler made it rather than turned into a 500 for the reader.
 */
export function responseSerializer(options: {
  strict: boolean;
  onMismatch?: (route: string, issues: string) => void;
}): FastifySerializerCompiler<$ZodType> {
  const lenient = createSerializerCompiler({}) as unknown as FastifySerializerCompiler<$ZodType>;
  return (route) => {
    const serialize = lenient(route);
    const schema = ('properties' in route.schema ? route.schema.properties : route.schema) as $ZodType;
    return (data) => {
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
      return JSON.stringify(encoded.data);
    };
  };
}
