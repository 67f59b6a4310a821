import type { ReactNode } from 'react';
import {
  bestPeriods,
  formatLength,
  RATING_SCALES,
  type DocumentType,
  type EnvelopeFieldName,
  type FieldDef,
  type FieldName,
} from '@cairn/domain';
import { hasMessage, useLooseT, type LooseT } from './loose-t.ts';

/**
 * How a catalog value reads on screen (spec 2 "Per-type detail content", §9): enums
 * translated, rating codes verbatim, lengths in km over 1000 m, file sizes in ko, f-numbers
 * as f/x. One place for the detail pages, the list tables and the cards.
 */

/** fields.md §14: scales shown verbatim (V); paragliding ratings alone are translated. */
export const VERBATIM_ENUMS: ReadonlySet<string> = new Set([
  ...Object.keys(RATING_SCALES).filter((name) => name !== 'paragliding_ratings'),
  'orientation_types',
  'route_duration_types',
  'map_editors',
  'map_scales',
]);

export const isVerbatimEnum = (name: string | undefined): boolean => !!name && VERBATIM_ENUMS.has(name);

/** Fields holding a distance rather than an altitude (spec 2 §9 length display). */
const isLengthField = (name: string) => /length/.test(name);

export const isEmptyValue = (value: unknown): boolean =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

export type Formatter = {
  /**
   * Label of a field named in code, with the per-type wording where one exists
   * (`fieldLabels.outing.description`): the name is checked against the type's catalog.
   */
  label: <T extends DocumentType>(type: T, name: FieldName<T> | EnvelopeFieldName) => string;
  /** `label` for a name known only at run time (a catalog entry, a filter, a section). */
  labelByName: (type: DocumentType, name: string) => string;
  /** Label of an enum value; verbatim scales unchanged. */
  enumLabel: (enumName: string, value: string) => string;
  /** The value ready to show, or null when there is nothing to show. */
  value: (type: DocumentType, field: FieldDef, value: unknown) => ReactNode;
  number: (value: number, digits?: number) => string;
  date: (value: string) => string;
  dateTime: (value: string) => string;
};

export function enumLabelOf(tx: LooseT, enumName: string, value: string): string {
  if (isVerbatimEnum(enumName)) return value;
  const key = `enums.${enumName}.${value}`;
  return hasMessage(key) ? tx(key) : value;
}

/**
 * The Intl formatters of the values shown, one per language and kind, built once: building one
 * costs tens of microseconds, and a page formats hundreds of values (a twentieth of a route page's
 * server render went to building them).
 */
const intlFormats = new Map<string, { format(value: number | Date): string }>();
function intlFormat(key: string, make: () => { format(value: number | Date): string }) {
  let format = intlFormats.get(key);
  if (!format) intlFormats.set(key, (format = make()));
  return format;
}

export function useFormatter(): Formatter {
  const { tx, lang } = useLooseT();
  return formatterOf(tx, lang);
}

/**
 * The formatter of messages `tx` in interface language `lang`: for a component that also needs
 * `tx` itself, which then asks react-i18next once (each `useTranslation` costs a subscription).
 */
export function formatterOf(tx: LooseT, lang: string): Formatter {
  const locale = lang === 'zh' ? 'zh-CN' : lang;
  const number = (value: number, digits = 0) =>
    intlFormat(
      `${locale} n${digits}`,
      () => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }),
    ).format(value);
  const date = (value: string) => {
    const parsed = new Date(value.length === 10 ? `${value}T12:00:00` : value);
    return Number.isNaN(parsed.getTime())
      ? value
      : intlFormat(`${locale} d`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'long' })).format(
          parsed,
        );
  };
  const dateTime = (value: string) => {
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime())
      ? value
      : intlFormat(
          `${locale} dt`,
          () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }),
        ).format(parsed);
  };
  const enumLabel = (enumName: string, value: string) => enumLabelOf(tx, enumName, value);
  const labelByName = (type: DocumentType, name: string) => {
    const specific = `fieldLabels.${type}.${name}`;
    return hasMessage(specific) ? tx(specific) : tx(`fields.${name}`);
  };
  const label: Formatter['label'] = labelByName;

  const metres = (value: number) => {
    const { value: shown, unit } = formatLength(value);
    return `${number(shown, 1)} ${unit}`;
  };

  const numeric = (field: FieldDef, value: number): string => {
    if (field.name === 'fnumber') return `f/${number(value, 1)}`;
    switch (field.unit) {
      case 'm':
        return isLengthField(field.name) ? metres(value) : `${number(value)} m`;
      case 'bytes':
        // spec 2: file size in ko (bytes / 1024).
        return tx('units.ko', { value: number(Math.round(value / 1024)) });
      case 'px':
        return `${number(value)} px`;
      case 'mm':
        return `${number(value, 1)} mm`;
      case 'deg':
        return `${number(value)}°`;
      case 's':
        return value > 0 && value < 1 ? `1/${Math.round(1 / value)} s` : `${number(value, 1)} s`;
      case 'days':
        return tx('units.days', { value: number(value, 1) });
      case 'years':
        return tx('units.years', { value: number(value) });
      default:
        return number(value, 2);
    }
  };

  const value = (type: DocumentType, field: FieldDef, raw: unknown): ReactNode => {
    if (isEmptyValue(raw)) return null;
    // spec 2 / fields.md §9.1: the detail page hides glacier_gear `no`.
    if (field.name === 'glacier_gear' && raw === 'no') return null;
    switch (field.kind) {
      case 'enum':
        return field.enum ? enumLabel(field.enum, String(raw)) : String(raw);
      case 'enum[]': {
        const values = (raw as unknown[]).map(String);
        if (field.name === 'best_periods') return bestPeriodsText(tx, values);
        if (field.unit === 'days') return tx('units.days', { value: values.join(', ') });
        if (field.name === 'equipment_ratings' && field.enum) {
          // fields.md §10.1: displayed sorted.
          const order = (RATING_SCALES as Record<string, readonly string[]>)[field.enum] ?? [];
          values.sort((a, b) => order.indexOf(a) - order.indexOf(b));
        }
        return values.map((v) => (field.enum ? enumLabel(field.enum, v) : v)).join(', ');
      }
      case 'string[]':
        return (raw as unknown[])
          .map((v) => (field.enum === 'langs' ? enumLabel('langs', String(v)) : String(v)))
          .join(', ');
      case 'int':
      case 'float':
        return typeof raw === 'number' ? numeric(field, raw) : String(raw);
      case 'bool':
      case 'bool3':
        return raw === true ? tx('values.yes') : raw === false ? tx('values.no') : null;
      case 'date':
        return date(String(raw));
      case 'datetime':
        return dateTime(String(raw));
      case 'string':
        if (field.name === 'url') return <ExternalLink href={String(raw)} />;
        if (field.name.startsWith('phone'))
          return <a href={`tel:${String(raw).replace(/\s/g, '')}`}>{String(raw)}</a>;
        return String(raw);
      default:
        return typeof raw === 'string' || typeof raw === 'number' ? String(raw) : null;
    }
  };

  return { label, labelByName, enumLabel, value, number, date, dateTime };
}

/** spec 2 §9: 'whole year', 'X to Y', or the months listed. */
export function bestPeriodsText(tx: LooseT, months: readonly string[]): string | null {
  const periods = bestPeriods(months);
  const month = (m: string) => tx(`enums.months.${m}`);
  switch (periods.kind) {
    case 'none':
      return null;
    case 'whole_year':
      return tx('values.wholeYear');
    case 'range':
      return tx('values.monthRange', { from: month(periods.from), to: month(periods.to) });
    case 'list':
      return periods.months.map(month).join(', ');
  }
}

function ExternalLink({ href }: { href: string }) {
  const safe = /^https?:\/\//i.test(href) ? href : `https://${href}`;
  return (
    <a href={safe} rel="noopener noreferrer nofollow" target="_blank">
      {href.replace(/^https?:\/\//i, '')}
    </a>
  );
}
