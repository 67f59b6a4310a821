import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postTagAdd, postTagRemove, type ResponseOf } from '@cairn/domain';
import { call } from '../../../lib/api.ts';
import { todoQuery } from './get-todo.ts';

/**
 * `POST /tags/add` or `/tags/remove` with `{document_id}` (api.md §14.1): routes only; adding a
 * tag twice or removing a missing one is a 400.
 */
export function setTodo(routeId: number, isTodo: boolean): Promise<ResponseOf<typeof postTagAdd>> {
  return call(isTodo ? postTagAdd : postTagRemove, { body: { document_id: routeId } });
}

/**
 * The to-do star flips at once and flips back on failure (spec 2 §8 names the toast); then the
 * mark is read again, and route lists, which filter to-do routes by `u`, go stale.
 */
export function useSetTodo(routeId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = todoQuery(routeId);
  return useMutation({
    mutationFn: (isTodo: boolean) => setTodo(routeId, isTodo),
    onMutate: async (isTodo) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, { todo: isTodo });
      return { previous };
    },
    onError: (_error, _isTodo, context) => queryClient.setQueryData(queryKey, context?.previous),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: ['documents', 'route'], refetchType: 'none' }),
      ]),
  });
}
