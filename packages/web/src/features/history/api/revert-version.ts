import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revertEndpoint } from '@cairn/domain';
import { call } from '../../../lib/api.ts';
import type { VersionRef } from './mask-version.ts';

/** POST /documents/revert (moderators, api.md §11): a new version equal to the old one. */
export function revertVersion(ref: VersionRef) {
  return call(revertEndpoint, { body: ref });
}

/** After a revert the document, its history and its archived versions are read again. */
export function useRevertVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revertVersion,
    onSuccess: async (_answer, ref) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['document'] }),
        queryClient.invalidateQueries({ queryKey: ['history', ref.document_id] }),
        queryClient.invalidateQueries({ queryKey: ['version'] }),
      ]);
    },
  });
}
