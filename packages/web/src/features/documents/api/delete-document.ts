import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDocumentEndpoint, type DocumentType } from '@cairn/domain';
import { call } from '../../../lib/api.ts';

/** `DELETE /documents/delete/{id}` without a body (api.md §11; spec 2 §4, §6). */
export function deleteDocument(documentId: number) {
  return call(deleteDocumentEndpoint, { params: { id: documentId } });
}

/** Deletes a document; its pages are forgotten and the lists of its type go stale. */
export function useDeleteDocument(type: DocumentType, documentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteDocument(documentId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['document', type, documentId] });
      return queryClient.invalidateQueries({ queryKey: ['documents', type], refetchType: 'none' });
    },
  });
}
