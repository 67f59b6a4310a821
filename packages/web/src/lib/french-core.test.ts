import { describe, expect, it } from 'vitest';
import frCore from 'virtual:fr-core';
import fr from '../locales/fr.json';
import { DEFERRED_SECTIONS, HOME_KEYS } from '../locales/french-core-sections.ts';

describe('the bundled part of the French catalogue', () => {
  it('holds every section but those of other pages, which load with them', () => {
    const expected = Object.keys(fr).filter((key) => !DEFERRED_SECTIONS.includes(key));
    expect(Object.keys(frCore).sort()).toEqual(expected.sort());
    expect(frCore).toHaveProperty('home', fr.home);
    expect(frCore).toHaveProperty('search.placeholder', fr.search.placeholder);
    expect(frCore).not.toHaveProperty('history');
  });

  it('keeps the labels and enumerations the home page cards show, not the others', () => {
    const all = fr as unknown as Record<string, Record<string, unknown>>;
    for (const [section, keys] of Object.entries(HOME_KEYS)) {
      expect(Object.keys(frCore[section] as object).sort()).toEqual([...keys].sort());
      for (const key of keys) expect(all[section]).toHaveProperty([key]);
    }
    expect(frCore).not.toHaveProperty('feed.action');
  });
});
