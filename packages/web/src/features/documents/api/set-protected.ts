import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentType } from '@cairn/domain';
import { request } from '../../../lib/api.ts';

/** `POST /documents/protect` or `/documents/unprotect` with `{document_id}` (api.md §11; moderators). */
export function setProtected(documentId: number, isProtected: boolean): Promise<Record<string, never>> {
  return request('POST', isProtected ? '/documents/protect' : '/documents/unprotect', {
    body: { document_id: documentId },
  });
}

/** Protects or unprotects a document, then reads it again in every language. */
export function useSetProtected(type: DocumentType, documentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isProtected: boolean) => setProtected(documentId, isProtected),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['document', type, documentId] }),
  });
}
