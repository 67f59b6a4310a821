/** Contracts of `POST /associations` and `DELETE /associations` (auth; api.md §10.2): success body `{}`. */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { requiredWording } from './query-params.ts';

const id = z.number(requiredWording).int().positive();
export const AssociationBody = z.object({ parent_document_id: id, child_document_id: id }, requiredWording);
export type AssociationBody = z.infer<typeof AssociationBody>;

export const addAssociationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/associations',
  body: AssociationBody,
  summary: 'Links two documents',
  response: z.object({}),
});

export const removeAssociationEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/associations',
  body: AssociationBody,
  summary: 'Unlinks two documents',
  response: z.object({}),
});
