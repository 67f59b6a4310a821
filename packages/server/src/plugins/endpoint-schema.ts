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
 * The schemas keep their static types, so that routes registered on a `ZodTypeProvider`
 * instance get typed params, query and body (and a return type checked against the answer).
 */
export type EndpointSchema<E extends Endpoint> = {
  summary?: string;
  params: Present<E['params']>;
  querystring: Present<E['query']>;
  body: Present<E['body']>;
  // Other statuses (304 of GET routes, api.md §1.6) carry no typed body.
  response: { 200: Present<E['response']> } & { [status: number]: unknown };
};

/** An optional schema of the contract as it is declared (`undefined` when it has none). */
type Present<S> = [S] extends [undefined] ? undefined : Exclude<S, undefined>;

export function schemaOf<E extends Endpoint>(endpoint: E, extra: Extra = {}): EndpointSchema<E> {
  return {
    ...(endpoint.summary ? { summary: endpoint.summary } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.response ? { response: { [endpoint.status ?? 200]: endpoint.response } } : {}),
    ...extra,
  } as EndpointSchema<E>;
}
