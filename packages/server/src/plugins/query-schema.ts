/**
 * Query parameters of the GET routes as zod schemas: now with the contracts in `@cairn/domain`
 * (`packages/domain/src/api/query-params.ts`); re-exported for the routes not yet described there.
 */
export { plParam, queryParam, requiredQueryParam } from '@cairn/domain';
