import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createDocumentEndpoint,
  getDocumentEndpoint,
  updateDocumentEndpoint,
  type DocumentType,
  type EditedDocument,
} from '@cairn/domain';
import { call } from '../../../lib/api.ts';
import type { DocumentAnswer } from '../../../lib/documents.ts';

/** `GET /{type}s/{id}?l={lang}` (api.md §5.1): what the editor loads, one locale or none. */
export const getEditedDocument = (type: DocumentType, id: number, lang: string, signal?: AbortSignal) =>
  call(getDocumentEndpoint(type), { params: { id }, query: { l: lang }, signal }) as Promise<DocumentAnswer>;

/** `GET /{type}s/{id}?cook={lang}`: the locale shown beside a translation, for reference. */
export const getReferenceDocument = (type: DocumentType, id: number, lang: string, signal?: AbortSignal) =>
  call(getDocumentEndpoint(type), {
    params: { id },
    query: { cook: lang },
    signal,
  }) as Promise<DocumentAnswer>;

export const editedDocumentQueryKey = (type: DocumentType, id: number, lang: string) =>
  ['document-edit', type, id, lang] as const;

/**
 * The query of the edited document: read once per opening of the form (never refetched while
 * it is open, dropped once it closes), so a form always starts from the latest version.
 */
export const editedDocumentQuery = (type: DocumentType, id: number, lang: string) => ({
  queryKey: editedDocumentQueryKey(type, id, lang),
  queryFn: ({ signal }: { signal: AbortSignal }) => getEditedDocument(type, id, lang, signal),
  staleTime: Infinity,
  gcTime: 0,
  refetchOnWindowFocus: false,
});

/**
 * `POST /{type}s` (api.md §8.1) or `PUT /{type}s/{id}` with the edit comment (§8.2). Every
 * cached read of the document is dropped afterwards, so its page shows the new version.
 */
export function useSaveDocument(type: DocumentType, id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ document, message }: { document: EditedDocument; message: string }) => {
      if (id === undefined) {
        const answer = await call(createDocumentEndpoint(type), { body: document });
        return answer.document_id;
      }
      // api.md §8.2: an update names the version it was made on (409 when it moved on).
      const { version } = document;
      if (typeof version !== 'number') throw new Error('An update needs the version it was made on');
      await call(updateDocumentEndpoint(type), {
        params: { id },
        body: { message, document: { ...document, version } },
      });
      return id;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['document'] });
      await queryClient.invalidateQueries({ queryKey: ['document-edit', type] });
      await queryClient.invalidateQueries({ queryKey: ['documents'] });
    },
  });
}
