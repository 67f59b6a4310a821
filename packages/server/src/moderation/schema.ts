/** Request shapes of the moderation calls (api.md §11). */
import { z } from 'zod';

const documentId = z.number().int().positive();

export const DocumentIdBody = z.object({ document_id: documentId });
export const MergeBody = z.object({ source_document_id: documentId, target_document_id: documentId });
export const VersionBody = z.object({ document_id: documentId, lang: z.string(), version_id: documentId });
export type VersionBody = z.infer<typeof VersionBody>;

const id = z.string().regex(/^\d+$/, 'invalid id').transform(Number);
export const DeleteParams = z.object({ id });
export const DeleteLocaleParams = z.object({ id, lang: z.string() });
