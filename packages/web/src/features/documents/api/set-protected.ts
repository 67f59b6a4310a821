import { useMutation, useQueryClient } from '@tanstack/react-query';
import { protectEndpoint, unprotectEndpoint, type DocumentType } from '@cairn/domain';
import { call } from '../../../lib/api.ts';

/** `POST /documents/protect` or `/documents/unprotect` with `{document_id}` (api.md §11; moderators). */
export function setProtected(documentId: number, isProtected: boolean) {
  return call(isProtected ? protectEndpoint : unprotectEndpoint, {
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
