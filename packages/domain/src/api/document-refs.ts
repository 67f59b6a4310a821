/**
 * Documents embedded in the answers of the non-document calls (feeds, preferences, followed
 * and blocked users) and the image bodies of `POST /images/list`.
 *
 * PLACEHOLDERS: the document contracts (`api/documents.ts`, written on another branch) own the
 * listing and write-body schemas; when both branches meet, `DocumentListingRef` is replaced by
 * their listing schema and `DocumentBodyRef` by their create body. Until then these are loose:
 * they name the keys every listing has and let the others through.
 */
import { z } from 'zod';

/** A listing item of any type (api.md §4, §6.1): profile listings in feeds, area listings in preferences… */
export const DocumentListingRef = z.looseObject({ document_id: z.number(), type: z.string() });
export type DocumentListingRef = z.output<typeof DocumentListingRef>;

/** The create body of one document (api.md §8.1); the server validates it with its own schema. */
export const DocumentBodyRef = z.looseObject({});
