/**
 * Documents embedded in the answers of the non-document calls (feeds, preferences, followed
 * and blocked users) and the image bodies of `POST /images/list`: the document contracts'
 * listing schemas, one per type, told apart by their `type` letter.
 */
import { z } from 'zod';
import { DOCUMENT_TYPES } from '../documents/document-types.ts';
import { listingSchema, type AnyListing } from './document-shapes.ts';
import { DocumentBody } from './documents.ts';

/** A listing item of any type (api.md §4, §6.1): profile listings in feeds, area listings in preferences… */
export const DocumentListingRef = z.discriminatedUnion(
  'type',
  DOCUMENT_TYPES.map((type) => listingSchema(type)) as unknown as [z.ZodObject, ...z.ZodObject[]],
) as unknown as z.ZodType<AnyListing>;
export type DocumentListingRef = AnyListing;

/** The create body of one document (api.md §8.1). */
export const DocumentBodyRef = DocumentBody;
