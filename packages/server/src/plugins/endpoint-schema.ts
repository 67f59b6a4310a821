/**
 * A route's Fastify schema from its contract in `@cairn/domain` (`packages/domain/src/api/`):
 * params, query and body are validated with the contract's zod schemas; the 2xx answer is
 * serialised through the answer schema, which drops any field it does not name (no private
 * field can leak by being added to a row), and all of them describe the call in
 * `/api/openapi.json`.
 */
import type { Endpoint } from '@cairn/domain';
import type { FastifySchema } from 'fastify';

export function schemaOf(endpoint: Endpoint, extra: Omit<FastifySchema, 'response'> & { hide?: boolean; security?: unknown[] } = {}) {
  return {
    ...(endpoint.summary ? { summary: endpoint.summary } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.response ? { response: { [endpoint.status ?? 200]: endpoint.response } } : {}),
    ...extra,
  };
}
