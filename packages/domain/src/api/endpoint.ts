/**
 * One API call's contract (DESIGN.md "Typed contracts"): method, path, and the zod schemas of
 * its path parameters, query, body and 2xx answer. The server registers its route with these
 * schemas (validation, serialisation that drops any field the answer schema does not name, and
 * the OpenAPI description); the web app's `call(endpoint, …)` takes its types from them.
 *
 * Paths are written the Fastify way (`/routes/:id`); `pathOf` fills them in for clients.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: M;
  path: P;
  params?: Params;
  query?: Query;
  body?: Body;
  /**
   * The 2xx answer. Absent only for answers that are not JSON (files, CSV, images, redirects):
   * the OpenAPI test lists those exceptions by name.
   */
  response?: Response;
  /** Status of a successful answer (200 unless said). */
  status?: 200 | 201 | 204;
  /** One line for the OpenAPI description. */
  summary?: string;
}

/** Declares an endpoint, keeping its literal method, path and schema types. */
export function defineEndpoint<
  const M extends HttpMethod,
  const P extends string,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType | undefined = undefined,
>(endpoint: Endpoint<M, P, Params, Query, Body, Response>): Endpoint<M, P, Params, Query, Body, Response> {
  return endpoint;
}

// Reading an optional property adds `undefined`: look at the schema itself.
type Out<S> = [NonNullable<S>] extends [never] ? undefined : z.output<NonNullable<S>>;
type In<S> = [NonNullable<S>] extends [never] ? undefined : z.input<NonNullable<S>>;

/** What a successful call answers (parsed JSON). */
export type ResponseOf<E extends Endpoint> = Out<E['response']>;
/** What a client sends as body. */
export type BodyOf<E extends Endpoint> = In<E['body']>;
/** What a client sends as query (values before the server's coercion). */
export type QueryOf<E extends Endpoint> = In<E['query']>;
/** Path parameters of an endpoint, from its path (`/routes/:id` → `{ id: string | number }`). */
export type PathParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PathParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>;

/** Fills the `:name` parameters of a Fastify path (`/routes/:id` + `{id: 3}` → `/routes/3`). */
export function pathOf<P extends string>(path: P, params: PathParamsOf<P>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = (params as Record<string, string | number | undefined>)[name];
    if (value === undefined) throw new Error(`pathOf: missing parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}
