/**
 * What the browser build gets for the API contracts' catalog-derived schema modules,
 * `@cairn/domain`'s `api/document-shapes.ts` and `api/list-query-schema.ts` (vite.config.ts
 * swaps them for this file in `vite build`).
 *
 * The web app never runs a schema (see `zod-types-only.ts`), but those two modules import the
 * whole field catalog to build theirs: every contract whose answer holds documents (the feed,
 * the lists, search) would carry the catalog onto the first page. Each export here is the zod
 * stand-in, which takes any schema-building call and gives back itself; TypeScript still reads
 * the real modules' types. `contract-schemas-types-only.test.ts` checks that every value the
 * real modules export has its stand-in here.
 */
import { z } from './zod-types-only.ts';

export {
  z as fieldSchema,
  z as localeSchema,
  z as listingSchema,
  z as pagedSchema,
  z as associationsSchema,
  z as documentSchema,
  z as redirectSchema,
  z as notAuthorizedSchema,
  z as listQuerySchema,
  z as outingsCsvQuerySchema,
};
