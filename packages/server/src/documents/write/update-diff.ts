/**
 * What an update changes (api.md §8.2): figures compared field by field, locales compared
 * section by section. Only changed parts get a new version counter and a new archive.
 */
import { catalogOf, type DocumentType, type FieldDef } from '@cairn/domain';
import { storedFields } from '../../db/type-tables.ts';
import { localeRow, typeRow } from './insert.ts';
import type { LocaleRow } from '../read/read.ts';
import type { WriteLocale } from '../write-input.ts';

/** JSON with sorted keys, for order-independent comparison of objects. */
const stable = (v: unknown): string =>
  JSON.stringify(v, (_k, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );

function sameValue(f: FieldDef, a: unknown, b: unknown): boolean {
  if (a == null || b == null) return (a ?? null) === (b ?? null);
  if (f.kind === 'datetime') return new Date(a as string).getTime() === new Date(b as string).getTime();
  if (f.kind === 'int' || f.kind === 'float' || f.kind === 'id') return Number(a) === Number(b);
  return stable(a) === stable(b);
}

/** Whether the figures (type attributes and quality) differ from the stored ones. */
export function figuresChanged(
  type: DocumentType,
  stored: { quality: string; attributes: Record<string, unknown> },
  next: { quality: string; attributes: Record<string, unknown> },
): boolean {
  if (stored.quality !== next.quality) return true;
  const before = typeRow(type, stored.attributes);
  const after = typeRow(type, next.attributes);
  return storedFields(catalogOf(type)).some((f) => !sameValue(f, before[f.name], after[f.name]));
}

export interface LocaleChange {
  lang: string;
  /** The row to write (version already incremented), absent when unchanged. */
  row: ReturnType<typeof localeRow>;
  isNew: boolean;
}

/** Locales of the body that are new or differ from the stored ones (title prefixes are computed apart). */
export function localeChanges(
  documentId: number,
  stored: LocaleRow[],
  locales: WriteLocale[],
): LocaleChange[] {
  const changes: LocaleChange[] = [];
  for (const locale of locales) {
    const existing = stored.find((l) => l.lang === locale.lang);
    const row = localeRow(documentId, {
      ...locale,
      title_prefix: existing?.title_prefix ?? locale.title_prefix ?? null,
    });
    if (!existing) {
      changes.push({ lang: locale.lang, row, isNew: true });
      continue;
    }
    const same =
      existing.title === row.title &&
      (existing.summary ?? null) === row.summary &&
      (existing.description ?? null) === row.description &&
      stable(existing.texts ?? {}) === stable(JSON.parse(row.texts));
    if (!same)
      changes.push({ lang: locale.lang, row: { ...row, version: existing.version + 1 }, isNew: false });
  }
  return changes;
}
