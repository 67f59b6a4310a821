import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api.ts';

/** `GET /tags/has/{id}` (api.md §14.1). */
export type TodoTag = { todo: boolean };

export function getTodo(routeId: number, signal?: AbortSignal): Promise<TodoTag> {
  return request<TodoTag>('GET', `/tags/has/${routeId}`, { signal });
}

/** Whether the signed-in user marked a route as to do. */
export const todoQuery = (routeId: number) =>
  queryOptions({
    queryKey: ['todo', routeId],
    queryFn: ({ signal }) => getTodo(routeId, signal),
  });

export const useTodo = (routeId: number) => useQuery(todoQuery(routeId));
