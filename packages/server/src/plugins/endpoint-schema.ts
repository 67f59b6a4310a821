/**
 * A route's Fastify schema from its contract in `@cairn/domain` (`packages/domain/src/api/`):
 * params, query and body are validated with the contract's zod schemas; the 2xx answer is
 * serialised through the answer schema, which drops any field it does not name (no private
 * field can leak by being added to a row), and all of them describe the call in
 * `/api/openapi.json`.
 */
import type { Endpoint } from '@cairn/domain';
import type { FastifySchema } from 'fastify';

type Extra = Omit<FastifySchema, 'response'> & { hide?: boolean; security?: unknown[] };

/**
 * The schema's static type keeps the contract's zod types, so that the Zod type provider types
 * `request.params`, `.query`, `.body` and the handler's answer from them.
 */
export type EndpointSchema<E extends Endpoint> = {
  summary?: string;
  params: Present<E['params']>;
  querystring: Present<E['query']>;
  body: Present<E['body']>;
  // Other statuses (304 of GET routes, api.md §1.6) carry no typed body.
  response: { 200: Present<E['response']> } & { [status: number]: unknown };
};

// Reading an optional property adds `undefined`: the type provider needs the schema alone.
type Present<S> = [NonNullable<S>] extends [never] ? undefined : NonNullable<S>;

export function schemaOf<E extends Endpoint, X extends Extra = Record<never, never>>(
  endpoint: E,
  extra?: X,
): Omit<EndpointSchema<E>, keyof NoInfer<X>> & NoInfer<X> {
  return {
    ...(endpoint.summary ? { summary: endpoint.summary } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.response ? { response: { [endpoint.status ?? 200]: endpoint.response } } : {}),
    ...extra,
  } as unknown as Omit<EndpointSchema<E>, keyof X> & X;
}
