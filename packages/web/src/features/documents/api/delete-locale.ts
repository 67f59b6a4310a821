import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteLocaleEndpoint, type DocumentType } from '@cairn/domain';
import { call } from '../../../lib/api.ts';

/** `DELETE /documents/delete/{id}/{lang}` without a body (api.md §11; spec 2 §5). */
export function deleteLocale(documentId: number, lang: string) {
  return call(deleteLocaleEndpoint, { params: { id: documentId, lang } });
}

/** Deletes one language version of a document, then reads the document again. */
export function useDeleteLocale(type: DocumentType, documentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lang: string) => deleteLocale(documentId, lang),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['document', type, documentId] }),
  });
}
