/**
 * The whitelist that turns a create or update body (api.md §8.1, §8.2; its shape is the
 * contract in @cairn/domain) into the document the server writes: unknown and read-only keys are dropped (api.md §1.1),
 * only the association keys of api.md §8.4 are kept.
 */
import { z } from 'zod';
import {
  catalogOf,
  checkField,
  isFieldVisible,
  UPDATABLE_ASSOCIATION_KEYS,
  type AssociationKey,
  type DocumentBody,
  type DocumentInput,
  type DocumentType,
  type FieldDef,
} from '@cairn/domain';
import { storedFields } from '../db/type-tables.ts';
import { validationErrors, type ErrorEntry } from '../errors.ts';

// The request shapes are contracts of @cairn/domain (api/documents.ts); re-exported for the writers.
export { DocumentBody, IdParams, UpdateBody } from '@cairn/domain';

export interface WriteLocale {
  lang: string;
  version?: number | null | undefined;
  [field: string]: unknown;
}

export interface WriteGeometry {
  version?: number | null | undefined;
  geom: string | null;
  geom_detail: string | null;
}

/** What the server writes: figures, locales, geometry and association lists, all whitelisted. */
export interface WriteDocument {
  quality?: unknown;
  attributes: Record<string, unknown>;
  locales: WriteLocale[] | undefined;
  geometry: WriteGeometry | undefined;
  /** Only the keys present in the body (api.md §8.2); ids in body order, duplicates removed. */
  associations: Partial<Record<AssociationKey, number[]>>;
}

/** Stored figures a client writes; on creation also the catalog's `creationOnly` ones (image file data). */
export const writableFigures = (type: DocumentType, creating: boolean): FieldDef[] =>
  storedFields(catalogOf(type)).filter((f) => !f.readOnly || (creating && f.creationOnly));

const localeFields = (type: DocumentType) =>
  catalogOf(type).fields.filter(
    (f) => f.level === 'locale' && !f.readOnly && f.name !== 'lang' && f.name !== 'version',
  );

/**
 * Figures of the body. Fields hidden for the document's activities or waypoint type are kept
 * (fields.md §9.3) but only when their value has the right kind, so a stale hidden value can
 * never break a typed column.
 */
function pickFigures(
  type: DocumentType,
  body: Record<string, unknown>,
  creating: boolean,
): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  for (const f of writableFigures(type, creating)) {
    const value = body[f.name];
    if (value === undefined) continue;
    if (!isFieldVisible(type, f, body) && checkField(f, value, false)) continue;
    attributes[f.name] = value;
  }
  return attributes;
}

function pickLocale(type: DocumentType, raw: Record<string, unknown>): WriteLocale {
  const locale: WriteLocale = { lang: raw.lang as string, version: raw.version as number | null | undefined };
  for (const f of localeFields(type)) {
    const v = raw[f.name];
    if (v === undefined) continue;
    // json sections (outing conditions_levels) are stored as the JSON text the wire carries.
    locale[f.name] = f.kind === 'json' && v !== null && typeof v !== 'string' ? JSON.stringify(v) : v;
  }
  // api.md §8.5: profile locales have no title.
  if (type === 'profile') locale.title = '';
  return locale;
}

const AssociationList = z.array(z.looseObject({ document_id: z.number().int().positive() }));

function pickAssociations(type: DocumentType, raw: Record<string, unknown> | null | undefined) {
  const out: WriteDocument['associations'] = {};
  const errors: ErrorEntry[] = [];
  for (const key of UPDATABLE_ASSOCIATION_KEYS[type]) {
    const value = raw?.[key];
    if (value === undefined || value === null) continue;
    const parsed = AssociationList.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push({
          location: 'body',
          name: ['associations', key, ...issue.path].join('.'),
          description: issue.message,
        });
      }
      continue;
    }
    out[key] = [...new Set(parsed.data.map((d) => d.document_id))];
  }
  if (errors.length) throw validationErrors(errors);
  return out;
}

/** The whitelisted document of a validated body. */
export function pickDocument(type: DocumentType, body: DocumentBody, creating: boolean): WriteDocument {
  const geometry = body.geometry
    ? {
        version: body.geometry.version,
        geom: body.geometry.geom ?? null,
        geom_detail: body.geometry.geom_detail ?? null,
      }
    : undefined;
  return {
    quality: body.quality,
    attributes: pickFigures(type, body, creating),
    locales: body.locales?.map((l) => pickLocale(type, l)),
    geometry: catalogOf(type).geometry ? geometry : undefined,
    associations: pickAssociations(type, body.associations),
  };
}

/** The wire document the domain validator reads (figures at top level). */
export const validationInput = (
  doc: WriteDocument,
  associations: Partial<Record<string, number[]>>,
): DocumentInput => ({
  ...doc.attributes,
  quality: doc.quality,
  locales: doc.locales,
  geometry: doc.geometry ? { geom: doc.geometry.geom, geom_detail: doc.geometry.geom_detail } : undefined,
  associations: Object.fromEntries(
    Object.entries(associations).map(([k, ids]) => [k, (ids ?? []).map((document_id) => ({ document_id }))]),
  ),
});
