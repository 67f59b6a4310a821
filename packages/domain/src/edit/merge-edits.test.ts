import { describe, expect, it } from 'vitest';
import {
  hasConflictMarkers,
  mergeEdits,
  resolveText,
  textWithMarkers,
  type EditedDocument,
} from './merge-edits.ts';

const route = (
  fields: Partial<EditedDocument> & { description?: string; title?: string; version?: number },
) => {
  const {
    description = 'Para one.\n\nPara two.\n\nPara three.',
    title = 'Arête des Cosmiques',
    version = 1,
    ...rest
  } = fields;
  return {
    document_id: 12,
    version,
    activities: ['mountain_climbing'],
    elevation_max: 3600,
    global_rating: 'AD',
    locales: [{ lang: 'fr', version, title, description }],
    associations: { waypoints: [{ document_id: 5 }], routes: [] },
    ...rest,
  } as EditedDocument;
};

describe('mergeEdits: the user’s edits re-applied onto the version saved meanwhile', () => {
  it('fields only one side changed merge by themselves; version numbers come from the newer version', () => {
    const base = route({});
    const mine = route({ elevation_max: 3613 });
    const theirs = route({ version: 2, global_rating: 'D' });
    const outcome = mergeEdits('route', 'fr', { base, mine, theirs });
    expect(outcome.conflicts).toEqual([]);
    expect(outcome.merged).toMatchObject({ version: 2, elevation_max: 3613, global_rating: 'D' });
    expect(outcome.merged.locales![0]!.version).toBe(2);
    expect(outcome.theirChanges).toEqual(['global_rating']);
    expect(outcome.myChanges).toEqual(['elevation_max']);
  });

  it('a field both changed differently is a conflict that keeps the user’s value until settled', () => {
    const outcome = mergeEdits('route', 'fr', {
      base: route({}),
      mine: route({ global_rating: 'TD' }),
      theirs: route({ version: 2, global_rating: 'D' }),
    });
    expect(outcome.conflicts).toEqual([
      { kind: 'value', level: 'document', name: 'global_rating', base: 'AD', mine: 'TD', theirs: 'D' },
    ]);
    expect(outcome.merged.global_rating).toBe('TD');
  });

  it('the same change on both sides, or blank values written differently, are no conflict', () => {
    const outcome = mergeEdits('route', 'fr', {
      base: route({ height_diff_up: null }),
      mine: route({ global_rating: 'D', height_diff_up: '' }),
      theirs: route({ version: 2, global_rating: 'D', height_diff_up: undefined }),
    });
    expect(outcome.conflicts).toEqual([]);
    expect(outcome.merged.global_rating).toBe('D');
  });

  it('arrays compare by value: activities changed only by the other person are kept', () => {
    const outcome = mergeEdits('route', 'fr', {
      base: route({}),
      mine: route({ elevation_max: 3700 }),
      theirs: route({ version: 2, activities: ['mountain_climbing', 'rock_climbing'] }),
    });
    expect(outcome.merged.activities).toEqual(['mountain_climbing', 'rock_climbing']);
    expect(outcome.conflicts).toEqual([]);
  });

  it('a text section both changed in different paragraphs merges line by line: no paragraph lost', () => {
    const outcome = mergeEdits('route', 'fr', {
      base: route({}),
      mine: route({ description: 'Para one, with the approach.\n\nPara two.\n\nPara three.' }),
      theirs: route({
        version: 2,
        description: 'Para one.\n\nPara two.\n\nPara three, descent by the rappels.',
      }),
    });
    expect(outcome.conflicts).toEqual([]);
    expect(outcome.merged.locales![0]!.description).toBe(
      'Para one, with the approach.\n\nPara two.\n\nPara three, descent by the rappels.',
    );
    expect(outcome.theirChanges).toEqual(['description']);
    expect(outcome.myChanges).toEqual(['description']);
  });

  it('the same line changed by both is a text conflict with its regions; the markers show both sides', () => {
    const outcome = mergeEdits('route', 'fr', {
      base: route({}),
      mine: route({ description: 'Para one.\n\nPara two, icy in autumn.\n\nPara three.' }),
      theirs: route({ version: 2, description: 'Para one.\n\nPara two, loose rock.\n\nPara three.' }),
    });
    expect(outcome.conflicts).toHaveLength(1);
    const conflict = outcome.conflicts[0]!;
    expect(conflict).toMatchObject({ kind: 'text', name: 'description' });
    if (conflict.kind !== 'text') throw new Error('text conflict expected');
    expect(conflict.regions).toEqual([
      { ok: ['Para one.', ''] },
      {
        conflict: {
          mine: ['Para two, icy in autumn.'],
          base: ['Para two.'],
          theirs: ['Para two, loose rock.'],
        },
      },
      { ok: ['', 'Para three.'] },
    ]);
    const marked = textWithMarkers(conflict.regions, { mine: 'your version', theirs: 'their version' });
    expect(marked).toBe(
      'Para one.\n\n<<<<<<< your version\nPara two, icy in autumn.\n=======\nPara two, loose rock.\n>>>>>>> their version\n\nPara three.',
    );
    expect(hasConflictMarkers(marked)).toBe(true);
    expect(hasConflictMarkers(outcome.merged.locales![0]!.description as string)).toBe(false);
    expect(resolveText(conflict.regions, ['theirs'])).toBe(
      'Para one.\n\nPara two, loose rock.\n\nPara three.',
    );
    expect(resolveText(conflict.regions, ['both'])).toBe(
      'Para one.\n\nPara two, loose rock.\nPara two, icy in autumn.\n\nPara three.',
    );
    // Unsettled, the merged text keeps the user's lines.
    expect(outcome.merged.locales![0]!.description).toBe(
      'Para one.\n\nPara two, icy in autumn.\n\nPara three.',
    );
  });

  it('a short text field (the title) is a value: both changing it is a conflict', () => {
    const outcome = mergeEdits('route', 'fr', {
      base: route({}),
      mine: route({ title: 'Arête des Cosmiques (traversée)' }),
      theirs: route({ version: 2, title: 'Arête des Cosmiques – intégrale' }),
    });
    expect(outcome.conflicts.map((c) => [c.kind, c.name])).toEqual([['value', 'title']]);
  });

  it('associations merge as sets: the user’s additions and removals are replayed on the new links', () => {
    const outcome = mergeEdits('route', 'fr', {
      base: route({}),
      mine: route({ associations: { waypoints: [{ document_id: 5 }, { document_id: 7 }], routes: [] } }),
      theirs: route({ version: 2, associations: { waypoints: [], routes: [{ document_id: 40 }] } }),
    });
    expect(outcome.merged.associations).toEqual({
      waypoints: [{ document_id: 7 }],
      routes: [{ document_id: 40 }],
    });
    expect(outcome.conflicts).toEqual([]);
  });

  it('other languages of the newer version are kept; a locale someone else created meanwhile is merged with the user’s', () => {
    const theirs = route({ version: 2 });
    theirs.locales!.push({ lang: 'en', version: 1, title: 'Cosmiques ridge' });
    const outcome = mergeEdits('route', 'fr', {
      base: route({}),
      mine: route({ elevation_max: 3610 }),
      theirs,
    });
    expect(outcome.merged.locales!.map((l) => l.lang).sort()).toEqual(['en', 'fr']);

    const base = route({});
    base.locales = [];
    const mine = route({ title: 'Cosmiques', description: 'Mine.' });
    const created = route({ version: 2, title: 'Cosmiques', description: 'Theirs.' });
    const translated = mergeEdits('route', 'fr', { base, mine, theirs: created });
    expect(translated.conflicts.map((c) => c.name)).toEqual(['description']);
    expect(translated.merged.locales![0]!.version).toBe(2);
  });
});
