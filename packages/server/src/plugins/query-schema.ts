/** The query parameter schemas live with the contracts (`@cairn/domain`, `api/query-params.ts`). */
export { plParam, queryParam, requiredQueryParam } from '@cairn/domain';
