import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentType } from '@cairn/domain';
import { request } from '../../../lib/api.ts';

/** `DELETE /documents/delete/{id}/{lang}` without a body (api.md §11; spec 2 §5). */
export function deleteLocale(documentId: number, lang: string): Promise<Record<string, never>> {
  return request('DELETE', `/documents/delete/${documentId}/${encodeURIComponent(lang)}`);
}

/** Deletes one language version of a document, then reads the document again. */
export function useDeleteLocale(type: DocumentType, documentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lang: string) => deleteLocale(documentId, lang),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['document', type, documentId] }),
  });
}
