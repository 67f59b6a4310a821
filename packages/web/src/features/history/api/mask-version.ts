import { useMutation, useQueryClient } from '@tanstack/react-query';
import { maskEndpoint, unmaskEndpoint } from '@cairn/domain';
import { call } from '../../../lib/api.ts';
import { historyQuery, type History } from './get-history.ts';

/** api.md §11: the same body as a revert. */
export type VersionRef = { document_id: number; lang: string; version_id: number };

/** POST /versions/mask or /versions/unmask (moderators; the latest version cannot be masked). */
export function setVersionMasked(ref: VersionRef, isMasked: boolean) {
  return call(isMasked ? maskEndpoint : unmaskEndpoint, { body: ref });
}

/**
 * Spec 2 §4, spec 1 §4: on success the masked flag flips locally, in the history already on
 * screen; the archived version is asked again next time it is shown.
 */
export function useSetVersionMasked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ref, isMasked }: { ref: VersionRef; isMasked: boolean }) =>
      setVersionMasked(ref, isMasked),
    onSuccess: (_answer, { ref, isMasked }) => {
      queryClient.setQueryData<History>(historyQuery(ref.document_id, ref.lang).queryKey, (history) =>
        history
          ? {
              ...history,
              versions: history.versions.map((version) =>
                version.version_id === ref.version_id ? { ...version, masked: isMasked } : version,
              ),
            }
          : history,
      );
      void queryClient.invalidateQueries({ queryKey: ['version'], refetchType: 'none' });
    },
  });
}
