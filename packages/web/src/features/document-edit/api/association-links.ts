import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addAssociationEndpoint, removeAssociationEndpoint, type DocumentType } from '@cairn/domain';
import { call } from '../../../lib/api.ts';
import { typeOfLetter } from '../../../lib/documents.ts';
import type { LinkOperation } from '../lib/association-editor-state.ts';

/** `POST /associations` or `DELETE /associations` with `{parent_document_id, child_document_id}` (api.md §10.2). */
export function writeAssociationLink({ op, parent_document_id, child_document_id }: LinkOperation) {
  return call(op === 'add' ? addAssociationEndpoint : removeAssociationEndpoint, {
    body: { parent_document_id, child_document_id },
  });
}

/** An operation the server refused, with its error. */
export type LinkFailure = { operation: LinkOperation; error: unknown };

/**
 * Writes the standalone editor's link operations one after another, in their order (additions
 * first); a refused one does not stop the others. Resolves with the refusals, none on success.
 * The document and the documents linked or unlinked are read again either way.
 */
export function useSaveAssociationLinks(type: DocumentType, documentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (operations: readonly LinkOperation[]): Promise<LinkFailure[]> => {
      const failures: LinkFailure[] = [];
      for (const operation of operations) {
        try {
          await writeAssociationLink(operation);
        } catch (error) {
          failures.push({ operation, error });
        }
      }
      return failures;
    },
    onSettled: (_failures, _error, operations) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['document', type, documentId] }),
        ...(operations ?? []).map(({ other }) =>
          queryClient.invalidateQueries({
            queryKey: ['document', typeOfLetter(other.type), other.document_id],
          }),
        ),
      ]),
  });
}
