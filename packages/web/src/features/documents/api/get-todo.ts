import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTagHas, type ResponseOf } from '@cairn/domain';
import { call } from '../../../lib/api.ts';

/** `GET /tags/has/{id}` (api.md §14.1). */
export type TodoTag = ResponseOf<typeof getTagHas>;

export function getTodo(routeId: number, signal?: AbortSignal): Promise<TodoTag> {
  return call(getTagHas, { params: { id: routeId }, signal });
}

/** Whether the signed-in user marked a route as to do. */
export const todoQuery = (routeId: number) =>
  queryOptions({
    queryKey: ['todo', routeId],
    queryFn: ({ signal }) => getTodo(routeId, signal),
  });

export const useTodo = (routeId: number) => useQuery(todoQuery(routeId));
