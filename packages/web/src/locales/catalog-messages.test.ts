import { describe, expect, it } from 'vitest';
import { CATALOG, DOCUMENT_TYPES, ENUMS, filtersOf, type EnumName } from '@cairn/domain';
import { isVerbatimEnum } from '../lib/field-format.tsx';
import fr from './fr.json';

/**
 * DESIGN.md "adding a field should mean one entry in the catalog (plus translations)": the
 * key lists come from the catalog, so a new field or enum value without its French label
 * fails here (the other languages are held to the same keys by i18n.test.tsx).
 */
const messages = fr as unknown as {
  fields: Record<string, string>;
  enums: Record<string, Record<string, string>>;
};

const fieldNames = [...new Set(DOCUMENT_TYPES.flatMap((type) => CATALOG[type].fields.map((f) => f.name)))];
const translatedEnums = [
  ...new Set(
    DOCUMENT_TYPES.flatMap((type) => [
      ...CATALOG[type].fields.map((f) => f.enum),
      ...filtersOf(type).map((f) => f.enum),
    ]).filter((name): name is string => !!name && !isVerbatimEnum(name)),
  ),
  'months',
];

describe('catalog messages', () => {
  it.each(fieldNames)('field %s has a label', (name) => {
    expect(messages.fields[name]).toBeTruthy();
  });

  it.each(translatedEnums)('every value of %s has a label', (name) => {
    for (const value of ENUMS[name as EnumName])
      expect(messages.enums[name]?.[value], `${name}.${value}`).toBeTruthy();
  });
});
