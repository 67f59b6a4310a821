/**
 * One check of every text a request brings (path parameters, query, JSON body, keys as well as
 * values) before any schema or handler sees it: a NUL character (`\u0000`) or a lone UTF-16
 * surrogate is refused with a field-named 400. PostgreSQL `text` cannot hold NUL, and a lone
 * surrogate is no Unicode text: neither can be stored, searched or sent back as JSON faithfully.
 * Refused rather than stripped, so that what is stored is always what the client sent (a
 * password or a username silently changed would be worse than an error).
 */
import type { FastifyInstance } from 'fastify';
import { validationErrors, type ErrorEntry, type ErrorLocation } from '../errors.ts';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a text, or undefined when it may be stored. */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'Invalid value: contains a NUL character';
  if (LONE_SURROGATE.test(text)) return 'Invalid value: contains a lone UTF-16 surrogate';
  return undefined;
}

/**
 * Lists, parsed JSON objects, and the prototype-less records of Fastify's query and path
 * parameters; not buffers, streams or files of a multipart body.
 */
const isPlain = (v: object) => {
  const proto = Object.getPrototypeOf(v) as object | null;
  return (
    Array.isArray(v) || proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null
  );
};

/**
 * The first bad text of a value (strings, and keys and items of plain objects and lists,
 * walked without recursion: a body may nest deeply), as an error entry named by its path.
 */
export function findBadText(value: unknown, location: ErrorLocation, prefix = ''): ErrorEntry | undefined {
  const stack: [unknown, string][] = [[value, prefix]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      const problem = textProblem(v);
      if (problem) return { location, name: path || location, description: problem };
    } else if (v && typeof v === 'object' && isPlain(v)) {
      for (const [key, item] of Object.entries(v)) {
        const itemPath = path ? `${path}.${key}` : key;
        const keyProblem = textProblem(key);
        if (keyProblem) return { location, name: path || location, description: keyProblem };
        stack.push([item, itemPath]);
      }
    }
  }
  return undefined;
}

/** Registers the check for every route of `app` (the API and the forum alike). */
export function registerInputTextCheck(app: FastifyInstance): void {
  // The address first, before other hooks look up what it names (ETags, sessions).
  app.addHook('onRequest', async (request) => {
    const bad = findBadText(request.params, 'url') ?? findBadText(request.query, 'querystring');
    if (bad) throw validationErrors([bad]);
  });
  app.addHook('preValidation', async (request) => {
    const bad = findBadText(request.body, 'body');
    if (bad) throw validationErrors([bad]);
  });
}
