/**
 * Wire shapes of documents (api.md §4, §5, §7) derived from the field catalog (DESIGN.md "The
 * field catalog drives everything", "Typed contracts"): every document- and locale-level field
 * of `catalogOf(type).fields` becomes a zod schema from its `kind` (and its enumeration), next
 * to the envelope every document carries (document_id, version, type, quality, protected,
 * available_langs, locales, geometry) and the values the server computes (`derived`: author,
 * img_count, areas…). The server serialises its answers through these schemas, so a field
 * they do not name never leaves it.
 *
 * Catalog fields are optional: the server omits the fields of other activities or waypoint
 * types (api.md §7), and the personal fields of xreports for other viewers (fields.md §11).
 *
 * The static types are mapped types over the catalog (`DocumentOf<T>`, `ListingOf<T>`,
 * `LocaleOf<T>`). While the catalog is typed `FieldDef[]` (names are `string`), they are
 * index-signature-like; once the catalog is literal (`as const satisfies`), the same mapped
 * types give each field's exact name and value type by themselves.
 */
import { z } from 'zod';
import { catalogOf, type LiteralCatalogs } from '../catalog/catalog.ts';
import type { DerivedField, FieldDef, FieldKind } from '../catalog/field.ts';
import { TYPE_LETTERS, type DocumentType } from '../documents/document-types.ts';
import { ENUMS, ENUMS_ON_READ, isEnumName, type EnumName } from '../enums/enums.ts';
import type { TOLERATED_ON_READ } from '../enums/tolerated.ts';
import { ASSOCIATION_KEY_TYPES, type AssociationKey } from '../associations/association-keys.ts';

// ---------------------------------------------------------------------------------------------
// Static types

/** Values of an enumeration as readers accept them (legacy values of tolerated.ts included). */
type EnumValue<N> = N extends EnumName
  ? | (typeof ENUMS)[N][number]
    | (N extends keyof typeof TOLERATED_ON_READ ? (typeof TOLERATED_ON_READ)[N][number] : never)
  : string;

type KindValue<K extends FieldKind, F> = K extends 'enum'
  ? EnumValue<F extends { enum: infer N } ? N : never> | null
  : K extends 'enum[]'
    ? EnumValue<F extends { enum: infer N } ? N : never>[] | null
    : K extends 'string[]'
      ? string[] | null
      : K extends 'int' | 'float' | 'id'
        ? number | null
        : K extends 'bool'
          ? boolean
          : K extends 'bool3'
            ? boolean | null
            : K extends 'date' | 'datetime' | 'string' | 'text' | 'md'
              ? string | null
              : unknown;

/** The wire value of a catalog field, from its kind (and enumeration). */
export type ValueOfKind<F extends FieldDef> = KindValue<F['kind'], F>;

// The type's own literal catalog: its field names are keys of the document types (their values stay
// `unknown` until the field builders keep each field's kind and level literal too).
type FieldsOf<T extends DocumentType> = LiteralCatalogs[T]['fields'][number];
type DerivedOf<T extends DocumentType> = LiteralCatalogs[T]['derived'][number];

/** While names are `string` the mapped types are index signatures: `unknown`, so that named keys stay compatible. */
type ValueOrUnknown<Name, V> = string extends Name ? unknown : V;

/** Envelope keys that catalogs also list (quality) or that the envelope types itself. */
type EnvelopeKey =
  'document_id' | 'version' | 'type' | 'quality' | 'protected' | 'available_langs' | 'locales' | 'geometry';

/**
 * Document-level fields of a union of field definitions, by name (`'document' extends level`
 * keeps `FieldDef` itself while the catalog is not literal).
 */
export type AttributesFrom<Fields extends FieldDef> = {
  [F in Fields as 'document' extends F['level'] ? Exclude<F['name'], EnvelopeKey> : never]?: ValueOrUnknown<
    F['name'],
    ValueOfKind<F>
  >;
};

/** Locale-level fields of a union of field definitions, by name. */
export type LocaleAttributesFrom<Fields extends FieldDef> = {
  [
    F in Fields as 'locale' extends F['level'] ? Exclude<F['name'], 'lang' | 'version'> : never
  ]?: ValueOrUnknown<F['name'], ValueOfKind<F>>;
};

/** Document-level catalog fields of a type. */
export type AttributesOf<T extends DocumentType> = AttributesFrom<FieldsOf<T>>;
type LocaleAttributes<T extends DocumentType> = LocaleAttributesFrom<FieldsOf<T>>;

/** One locale of a document (api.md §4.1); listings carry a few of its fields (api.md §7). */
export type LocaleOf<T extends DocumentType> = {
  lang: string;
  version: number;
  topic_id?: number | null;
} & LocaleAttributes<T>;

/** `{user_id, name}` of an author or creator. */
export type UserRef = { user_id: number; name: string };

export type DocumentGeometry = {
  version: number;
  geom: string | null;
  geom_detail?: string | null;
  has_geom_detail?: boolean;
};

type DerivedValue<K extends DerivedField['kind']> = K extends 'user'
  ? UserRef | null
  : K extends 'areas'
    ? ListingOf<'area'>[]
    : K extends 'int'
      ? number
      : K extends 'string'
        ? string
        : boolean;

/** Values computed by the server (`derived` of the catalog); `not_authorized` is its own answer. */
type DerivedValues<T extends DocumentType> = {
  [D in DerivedOf<T> as Exclude<D['name'], 'not_authorized'>]?: ValueOrUnknown<
    D['name'],
    DerivedValue<D['kind']>
  >;
};

type Envelope<T extends DocumentType> = {
  document_id: number;
  version: number;
  type: (typeof TYPE_LETTERS)[T];
  protected: boolean;
  available_langs: string[] | null;
  quality: EnumValue<'quality_types'>;
};

/** A listing item (api.md §7 "Listing"): in lists, associations, feeds and search. */
export type ListingOf<T extends DocumentType> = Pick<Envelope<T>, 'document_id' | 'version' | 'type'> &
  Partial<Omit<Envelope<T>, 'document_id' | 'version' | 'type'>> &
  AttributesOf<T> &
  DerivedValues<T> & { locales: LocaleOf<T>[]; geometry?: DocumentGeometry };

/** `{documents, total}`: lists and the paged associations (api.md §5.3, §6.1). */
export type PagedOf<T extends DocumentType> = { documents: ListingOf<T>[]; total: number };

/** The `associations` of a full document (api.md §5.3): listings per key. */
export type DocumentAssociations = {
  [K in AssociationKey]?: ListingOf<(typeof ASSOCIATION_KEY_TYPES)[K]>[];
} & { all_routes?: PagedOf<'route'>; recent_outings?: PagedOf<'outing'> };

/** A full document (api.md §4.1, §5, §7). */
export type DocumentOf<T extends DocumentType> = Envelope<T> &
  AttributesOf<T> &
  DerivedValues<T> & {
    locales: LocaleOf<T>[];
    geometry?: DocumentGeometry;
    associations?: DocumentAssociations;
    /** Waypoints and routes: their maps (api.md §5.3). */
    maps?: ListingOf<'map'>[];
    /** With `cook`: the best locale, its markdown rendered to HTML (api.md §5.1). */
    cooked?: LocaleOf<T>;
  };

/** Any listing item, whatever its type. */
export type AnyListing = { [T in DocumentType]: ListingOf<T> }[DocumentType];
/** Any full document, whatever its type. */
export type AnyDocument = { [T in DocumentType]: DocumentOf<T> }[DocumentType];

// ---------------------------------------------------------------------------------------------
// Schemas

/** The zod schema of one catalog field's wire value. */
export function fieldSchema(f: FieldDef): z.ZodType {
  const values = f.enum && isEnumName(f.enum) ? ENUMS_ON_READ[f.enum] : undefined;
  const enumeration = values?.length ? z.enum(values as [string, ...string[]]) : z.string();
  switch (f.kind) {
    case 'enum':
      return enumeration.nullable();
    case 'enum[]':
      return z.array(enumeration).nullable();
    case 'string[]':
      return z.array(z.string()).nullable();
    case 'int':
    case 'id':
      return z.number().int().nullable();
    case 'float':
      return z.number().nullable();
    case 'bool':
      return z.boolean();
    case 'bool3':
      return z.boolean().nullable();
    case 'date':
    case 'datetime':
    case 'string':
    case 'text':
    case 'md':
      return z.string().nullable();
    case 'json':
      return z.unknown();
  }
}

const ENVELOPE_KEYS = new Set<string>([
  'document_id',
  'version',
  'type',
  'quality',
  'protected',
  'available_langs',
  'locales',
  'geometry',
]);

const geometrySchema = z.object({
  version: z.number().int(),
  geom: z.string().nullable(),
  geom_detail: z.string().nullable().optional(),
  has_geom_detail: z.boolean().optional(),
});

const userRefSchema = z.object({ user_id: z.number().int(), name: z.string() });

function memo<R>(build: (type: DocumentType) => R): <T extends DocumentType>(type: T) => R {
  const cache = new Map<DocumentType, R>();
  return (type) => {
    let value = cache.get(type);
    if (value === undefined) cache.set(type, (value = build(type)));
    return value;
  };
}

const localeShape = memo((type) => {
  const shape: Record<string, z.ZodType> = {
    lang: z.string(),
    version: z.number().int(),
    topic_id: z.number().int().nullable().optional(),
  };
  for (const f of catalogOf(type).fields) {
    if (f.level === 'locale' && f.name !== 'lang' && f.name !== 'version')
      shape[f.name] = fieldSchema(f).optional();
  }
  return shape;
});

/** One locale of a document of this type. */
export const localeSchema = memo((type) => z.object(localeShape(type))) as unknown as <
  T extends DocumentType,
>(
  type: T,
) => z.ZodType<LocaleOf<T>>;

const attributeShape = memo((type) => {
  const shape: Record<string, z.ZodType> = {};
  for (const f of catalogOf(type).fields) {
    if (f.level === 'document' && !ENVELOPE_KEYS.has(f.name) && !f.name.includes('.'))
      shape[f.name] = fieldSchema(f).optional();
  }
  return shape;
});

function derivedSchema(d: DerivedField): z.ZodType {
  switch (d.kind) {
    case 'user':
      return userRefSchema.nullable();
    case 'areas':
      return z.array(listingSchema('area'));
    case 'int':
      return z.number().int();
    case 'string':
      return z.string();
    case 'bool':
      return z.boolean();
  }
}

const derivedShape = memo((type) =>
  Object.fromEntries(
    catalogOf(type)
      .derived.filter((d) => d.name !== 'not_authorized')
      .map((d) => [d.name, derivedSchema(d).optional()]),
  ),
);

// In the order of the server's answers (packages/server/src/documents/present.ts): the
// serialised answer keeps the order of its schema's keys.
const envelopeShape = (type: DocumentType) => ({
  document_id: z.number().int(),
  version: z.number().int(),
  type: z.literal(TYPE_LETTERS[type]),
  quality: z.enum(ENUMS_ON_READ.quality_types as [string, ...string[]]),
  protected: z.boolean(),
  available_langs: z.array(z.string()).nullable(),
});

/**
 * A listing item of this type (api.md §7 "Listing"). For now the document's envelope and
 * attributes, all optional but the identity: the exact listing field list comes with the
 * catalog's per-field `listing` property (then `listingFieldsOf(type)` narrows this shape).
 */
export const listingSchema = memo((type) => {
  const { document_id, version, type: letter, quality, ...rest } = envelopeShape(type);
  return z.object({
    document_id,
    version,
    type: letter,
    ...Object.fromEntries(Object.entries(rest).map(([k, s]) => [k, s.optional()])),
    quality: quality.optional(),
    ...attributeShape(type),
    locales: z.array(localeSchema(type)),
    ...derivedShape(type),
    ...(catalogOf(type).geometry ? { geometry: geometrySchema.optional() } : {}),
  });
}) as unknown as <T extends DocumentType>(type: T) => z.ZodType<ListingOf<T>>;

/** `{documents, total}` of this type: list answers, paged associations, search results. */
export const pagedSchema = memo((type) =>
  z.object({ documents: z.array(listingSchema(type)), total: z.number().int() }),
) as unknown as <T extends DocumentType>(type: T) => z.ZodType<PagedOf<T>>;

/** The `associations` of a full document (api.md §5.3). */
export const associationsSchema: z.ZodType<DocumentAssociations> = z.lazy(() =>
  z.object({
    ...Object.fromEntries(
      (Object.keys(ASSOCIATION_KEY_TYPES) as AssociationKey[]).map((key) => [
        key,
        z.array(listingSchema(ASSOCIATION_KEY_TYPES[key])).optional(),
      ]),
    ),
    all_routes: pagedSchema('route').optional(),
    recent_outings: pagedSchema('outing').optional(),
  }),
) as unknown as z.ZodType<DocumentAssociations>;

/** A full document of this type (api.md §4.1, §5, §7). */
export const documentSchema = memo((type) =>
  z.object({
    ...envelopeShape(type),
    ...attributeShape(type),
    locales: z.array(localeSchema(type)),
    ...(catalogOf(type).geometry ? { geometry: geometrySchema.optional() } : {}),
    ...derivedShape(type),
    associations: associationsSchema.optional(),
    ...(type === 'waypoint' || type === 'route' ? { maps: z.array(listingSchema('map')).optional() } : {}),
    cooked: localeSchema(type).optional(),
  }),
) as unknown as <T extends DocumentType>(type: T) => z.ZodType<DocumentOf<T>>;

/** api.md §4.2: a merged document answers where it went. */
export const redirectSchema = z.object({
  redirects_to: z.number().int(),
  available_langs: z.array(z.string()).nullable(),
});
export type Redirect = z.infer<typeof redirectSchema>;

/** api.md §5.2: a private profile read anonymously; nothing else of it leaves the server. */
export const notAuthorizedSchema = z.object({
  not_authorized: z.literal(true),
  document_id: z.number().int(),
  name: z.string(),
});
export type NotAuthorized = z.infer<typeof notAuthorizedSchema>;
