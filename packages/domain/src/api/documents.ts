/**
 * Contracts of the document calls of the ten types (api.md §5, §6, §8.1, §8.2, §9): lists,
 * one document, create, update, one version, a locale's info, a locale's history, and the
 * outings CSV. Answers are the catalog-derived shapes of document-shapes.ts.
 */
import { z } from 'zod';
import type { DocumentType } from '../documents/document-types.ts';
import { defineEndpoint } from './endpoint.ts';
import { documentSchema, listingSchema, notAuthorizedSchema, redirectSchema } from './document-shapes.ts';
import { listQuerySchema, outingsCsvQuerySchema } from './list-query-schema.ts';
import { idParam, queryParam, requiredWording, versionNumber } from './query-params.ts';

/** `GET /{type}s/{id}`: the id is checked by the handler (400 `invalid id` on `querystring`, api.md §5.1). */
export const DocumentParams = z.object({ id: z.string().describe('Document id') });

/** api.md §5.1 parameters of one document. */
export const DocumentQuery = z.looseObject({
  l: queryParam('Only the locale in this language (`locales: []` when missing); not with `cook`'),
  cook: queryParam(
    'The best locale for this language, with `cooked`: its markdown rendered to HTML; not with `l` or `e`',
  ),
  e: queryParam(
    'Edit mode when present and not `0`: no cache, no `areas`, only the updatable association keys',
  ),
});

// ---------------------------------------------------------------------------------------------
// Bodies of create and update (api.md §8.1, §8.2); the server whitelists what it writes.

const LocaleBody = z.looseObject({ version: versionNumber().nullable().optional() }, requiredWording);
const GeometryBody = z.looseObject(
  {
    version: versionNumber().nullable().optional(),
    geom: z.string().nullable().optional(),
    geom_detail: z.string().nullable().optional(),
  },
  requiredWording,
);

/** The document object of a create body, or of `document` in an update body. */
export const DocumentBody = z.looseObject(
  {
    document_id: z.number().int().nullable().optional(),
    version: versionNumber().nullable().optional(),
    locales: z.array(LocaleBody).optional(),
    geometry: GeometryBody.nullable().optional(),
    associations: z.record(z.string(), z.unknown()).nullable().optional(),
    // The fields that decide which others are visible, hence checked (`isFieldVisible`): their
    // JSON type is checked here, before the catalog's rules read them (`activities: 5` → 400).
    activities: z.array(z.string(requiredWording), requiredWording).nullable().optional(),
    waypoint_type: z.string(requiredWording).nullable().optional(),
    climbing_outdoor_type: z.string(requiredWording).nullable().optional(),
  },
  requiredWording,
);
export type DocumentBody = z.infer<typeof DocumentBody>;

export const UpdateBody = z.object(
  { message: z.string().nullable().optional(), document: DocumentBody.extend({ version: versionNumber() }) },
  requiredWording,
);
export type UpdateBody = z.infer<typeof UpdateBody>;

/** `/{type}s/{id}` of writes: 400 `invalid id` unless digits. */
export const IdParams = z.object({ id: idParam() });

const VersionParams = z.object({ id: idParam(), lang: z.string(), version_id: idParam() });
const LangParams = z.object({ id: idParam(), lang: z.string() });

// ---------------------------------------------------------------------------------------------
// Answers

/** api.md §9.1 version object. */
export const versionInfoSchema = z.object({
  version_id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  comment: z.string().nullable(),
  written_at: z.string(),
  masked: z.boolean(),
});

const infoSchema = z.object({
  document_id: z.number().int(),
  locales: z.array(z.object({ lang: z.string(), title: z.string(), title_prefix: z.string().nullable() })),
});

// ---------------------------------------------------------------------------------------------
// Endpoints, one set per type (built once)

function buildDocumentEndpoints<T extends DocumentType>(type: T) {
  const plural = `/${type}s` as `/${T}s`;
  return {
    list: defineEndpoint({
      method: 'GET',
      path: plural,
      query: listQuerySchema(type),
      summary: `List of ${type}s: filters of the catalog, paged (api.md §6)`,
      response: z.object({ documents: z.array(listingSchema(type)), total: z.number().int() }),
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${plural}/:id`,
      params: DocumentParams,
      query: DocumentQuery,
      summary: `One ${type} (api.md §5); a merged one answers where it went`,
      response:
        type === 'profile'
          ? z.union([documentSchema(type), redirectSchema, notAuthorizedSchema])
          : z.union([documentSchema(type), redirectSchema]),
    }),
    create: defineEndpoint({
      method: 'POST',
      path: plural,
      body: DocumentBody,
      summary: `Creates a ${type} (api.md §8.1)`,
      response: z.object({ document_id: z.number().int() }),
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${plural}/:id`,
      params: IdParams,
      body: UpdateBody,
      summary: `Updates a ${type} (api.md §8.2)`,
      response: z.object({}),
    }),
    version: defineEndpoint({
      method: 'GET',
      path: `${plural}/:id/:lang/:version_id`,
      params: VersionParams,
      summary: `One version of a ${type} locale (api.md §9.1); no document when masked`,
      response: z.object({
        document: documentSchema(type).nullable(),
        version: versionInfoSchema,
        previous_version_id: z.number().int().nullable(),
        next_version_id: z.number().int().nullable(),
      }),
    }),
    info: defineEndpoint({
      method: 'GET',
      path: `${plural}/:id/:lang/info`,
      params: LangParams,
      summary: `Title of a ${type} in a language, for links (api.md §9.3)`,
      response: z.union([infoSchema, redirectSchema]),
    }),
  };
}

type DocumentEndpoints<T extends DocumentType> = ReturnType<typeof buildDocumentEndpoints<T>>;
const built = new Map<DocumentType, DocumentEndpoints<DocumentType>>();

function documentEndpoints<T extends DocumentType>(type: T): DocumentEndpoints<T> {
  let endpoints = built.get(type);
  if (!endpoints) built.set(type, (endpoints = buildDocumentEndpoints(type)));
  return endpoints as unknown as DocumentEndpoints<T>;
}

/** `GET /{type}s` (api.md §6): `{documents, total}` of listing items. */
export const listDocumentsEndpoint = <T extends DocumentType>(type: T) => documentEndpoints(type).list;
/** `GET /{type}s/:id` (api.md §5): the full document, a redirect, or (profiles) `not_authorized`. */
export const getDocumentEndpoint = <T extends DocumentType>(type: T) => documentEndpoints(type).get;
/** `POST /{type}s` (api.md §8.1; not profiles): `{document_id}`. */
export const createDocumentEndpoint = <T extends DocumentType>(type: T) => documentEndpoints(type).create;
/** `PUT /{type}s/:id` (api.md §8.2): `{}`. */
export const updateDocumentEndpoint = <T extends DocumentType>(type: T) => documentEndpoints(type).update;
/** `GET /{type}s/:id/:lang/:version_id` (api.md §9.1; not maps nor profiles). */
export const getVersionEndpoint = <T extends DocumentType>(type: T) => documentEndpoints(type).version;
/** `GET /{type}s/:id/:lang/info` (api.md §9.3). */
export const getInfoEndpoint = <T extends DocumentType>(type: T) => documentEndpoints(type).info;

/** `GET /document/:id/history/:lang` (api.md §9.2): the current title and the versions, oldest first. */
export const getHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/document/:id/history/:lang',
  params: LangParams,
  summary: 'Versions of one locale of a document, oldest first (api.md §9.2)',
  response: z.object({ title: z.string(), versions: z.array(versionInfoSchema) }),
});

/** `GET /outings.csv`: a CSV file, not JSON (no `response`). */
export const outingsCsvEndpoint = defineEndpoint({
  method: 'GET',
  path: '/outings.csv',
  query: outingsCsvQuerySchema(),
  summary: 'The filtered outings (first 1000) as a CSV file',
});
