import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mergeEndpoint, type DocumentType } from '@cairn/domain';
import { call } from '../../../lib/api.ts';

/** `POST /documents/merge` with `{source_document_id, target_document_id}` (api.md §11; moderators). */
export function mergeDocuments(sourceId: number, targetId: number) {
  return call(mergeEndpoint, {
    body: { source_document_id: sourceId, target_document_id: targetId },
  });
}

/**
 * Merges the document into another of its type: the source becomes a redirect, the target
 * gains its associations, and the lists of the type go stale.
 */
export function useMergeDocuments(type: DocumentType, sourceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (targetId: number) => mergeDocuments(sourceId, targetId),
    onSuccess: (_data, targetId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['document', type, sourceId] }),
        queryClient.invalidateQueries({ queryKey: ['document', type, targetId] }),
        queryClient.invalidateQueries({ queryKey: ['documents', type], refetchType: 'none' }),
      ]),
  });
}
