import { describe, expect, it } from 'vitest';
import frCore from 'virtual:fr-core';
import fr from '../locales/fr.json';
import { DEFERRED_SECTIONS, HOME_ENUMS, HOME_FIELDS } from '../locales/french-core-sections.ts';

describe('the bundled part of the French catalogue', () => {
  it('holds every section but those of other pages, which load with them', () => {
    const expected = Object.keys(fr).filter((key) => !DEFERRED_SECTIONS.includes(key));
    expect(Object.keys(frCore).sort()).toEqual(expected.sort());
    expect(frCore).toHaveProperty('home', fr.home);
    expect(frCore).toHaveProperty('search', fr.search);
    expect(frCore).not.toHaveProperty('history');
  });

  it('keeps the labels and enumerations the home page cards show, not the others', () => {
    expect(Object.keys(frCore.enums as object).sort()).toEqual([...HOME_ENUMS].sort());
    expect(Object.keys(frCore.fields as object).sort()).toEqual([...HOME_FIELDS].sort());
    for (const name of HOME_ENUMS) expect(fr.enums).toHaveProperty(name);
    for (const name of HOME_FIELDS) expect(fr.fields).toHaveProperty(name);
  });
});
