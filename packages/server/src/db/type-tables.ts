/**
 * The per-type attribute tables, derived from the field catalog of @cairn/domain: one table per
 * document type (`routes`, `waypoints`…) with a typed column for every stored document-level
 * field, and an index for every list filter and sortable field. Migration 0002 created them
 * (frozen since); `scripts/generate-type-tables.ts` writes each later catalog change as the next
 * migration from the difference (`schema-diff.ts`), and a test fails while one is left to write.
 */
import { computedFieldsOf, type DocumentType, type FieldDef, type TypeCatalog } from '@cairn/domain';

/** Envelope fields: stored in `documents`/`document_locales` or computed, never in type tables. */
const ENVELOPE = new Set([
  'document_id',
  'type',
  'version',
  'quality',
  'protected',
  'redirects_to',
  'available_langs',
  'locales',
  'areas',
  'maps',
  'associations',
  'cooked',
  'img_count',
  'not_authorized',
]);

export const tableOf = (type: DocumentType): string => `${type}s`;

/** Document-level fields of a type that have a column in its table. */
export function storedFields(catalog: TypeCatalog): FieldDef[] {
  // Values the server computes from other tables when presenting (the catalog's `derived`).
  const computed = new Set(computedFieldsOf(catalog.type, catalog));
  return catalog.fields.filter(
    (f) => f.level === 'document' && !f.name.includes('.') && !ENVELOPE.has(f.name) && !computed.has(f.name),
  );
}

const SQL_TYPES: Record<FieldDef['kind'], string> = {
  enum: 'text',
  'enum[]': 'text[]',
  int: 'integer',
  float: 'double precision',
  bool: 'boolean',
  bool3: 'boolean',
  date: 'date',
  datetime: 'timestamptz',
  string: 'text',
  'string[]': 'text[]',
  text: 'text',
  md: 'text',
  json: 'text',
  id: 'bigint',
};

const isArrayKind = (f: FieldDef) => f.kind === 'enum[]' || f.kind === 'string[]';

function columnSql(f: FieldDef): string {
  const type = SQL_TYPES[f.kind];
  if (isArrayKind(f)) return `${f.name} ${type} NOT NULL DEFAULT '{}'`;
  if (f.kind === 'bool') return `${f.name} ${type} NOT NULL DEFAULT ${f.default === true ? 'true' : 'false'}`;
  return `${f.name} ${type}`;
}

/** Extra indexes for default orders (fields.md §13.3: outings by date_end, newest first). */
const ORDER_INDEXES: Partial<Record<DocumentType, readonly string[]>> = {
  outing: ['(date_end DESC, document_id DESC)', '(date_start, date_end)'],
};

/** Values unique across documents of a type (api.md §8.3: image `filename`, error `Unique`). */
const UNIQUE: Partial<Record<DocumentType, readonly string[]>> = { image: ['filename'] };

/** CREATE TABLE and CREATE INDEX statements of one type table. */
export function typeTableSql(catalog: TypeCatalog): string {
  const table = tableOf(catalog.type);
  const fields = storedFields(catalog);
  const columns = [
    'document_id bigint PRIMARY KEY REFERENCES documents (document_id) ON DELETE CASCADE',
    ...fields.map(columnSql),
  ];
  const lines = [`CREATE TABLE ${table} (\n  ${columns.join(',\n  ')}\n);`];
  for (const f of fields) {
    if (!f.filter && !f.sortable) continue;
    if (f.kind === 'bool' || f.kind === 'bool3') continue; // two or three values: a scan is cheaper
    const using = isArrayKind(f) ? ' USING gin' : '';
    lines.push(`CREATE INDEX ${table}_${f.name} ON ${table}${using} (${f.name});`);
  }
  for (const name of UNIQUE[catalog.type] ?? []) {
    lines.push(`CREATE UNIQUE INDEX ${table}_${name}_unique ON ${table} (${name});`);
  }
  (ORDER_INDEXES[catalog.type] ?? []).forEach((cols, i) => {
    lines.push(`CREATE INDEX ${table}_order_${i + 1} ON ${table} ${cols};`);
  });
  return lines.join('\n');
}
