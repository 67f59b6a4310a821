import { describe, expect, it } from 'vitest';
import { mergeEdits, type EditedDocument } from '@cairn/domain';
import {
  changesOf,
  cleanMergesOf,
  conflictKey,
  handTextOf,
  hasMarkers,
  isSettled,
  partlySettled,
  settledDocument,
  unsettledCount,
  type Resolutions,
} from './conflict-summary.ts';

const DESCRIPTION = 'Approach by the hut.\n\nClimb the ridge.\n\nDescend by the glacier.';

const route = (
  fields: Record<string, unknown> & { description?: string; title?: string; version?: number } = {},
): EditedDocument => {
  const { description = DESCRIPTION, title = 'Arête des Cosmiques', version = 1, ...rest } = fields;
  return {
    document_id: 12,
    version,
    activities: ['mountain_climbing'],
    elevation_max: 3600,
    height_diff_up: 300,
    global_rating: 'AD',
    geometry: { version: 1, geom: '{"type":"Point","coordinates":[1,2]}' },
    locales: [{ lang: 'fr', version, title, description }],
    associations: { waypoints: [{ document_id: 5, locales: [{ lang: 'fr', title: 'Refuge' }] }] },
    ...rest,
  };
};

const labels = { mine: 'yours', theirs: 'theirs' };

describe('changesOf: what one side changed, in catalog order', () => {
  it('fields with their level, text sections, linked documents added and removed', () => {
    const base = route();
    const theirs = route({
      version: 2,
      elevation_max: 3700,
      description: DESCRIPTION.replace('glacier', 'rappels'),
      title: 'Cosmiques',
      associations: { waypoints: [{ document_id: 9 }] },
    });
    const { theirChanges } = mergeEdits('route', 'fr', { base, mine: base, theirs });
    expect(changesOf('route', 'fr', theirChanges, base, theirs)).toEqual([
      { kind: 'value', name: 'title', level: 'locale', before: 'Arête des Cosmiques', after: 'Cosmiques' },
      { kind: 'value', name: 'elevation_max', level: 'document', before: 3600, after: 3700 },
      {
        kind: 'text',
        name: 'description',
        before: DESCRIPTION,
        after: DESCRIPTION.replace('glacier', 'rappels'),
      },
      {
        kind: 'associations',
        name: 'associations',
        added: [{ key: 'waypoints', documentId: 9, title: undefined }],
        removed: [{ key: 'waypoints', documentId: 5, title: 'Refuge' }],
      },
    ]);
  });

  it('a moved geometry is one change', () => {
    const base = route();
    const mine = route({ geometry: { version: 1, geom: '{"type":"Point","coordinates":[3,4]}' } });
    const { myChanges } = mergeEdits('route', 'fr', { base, mine, theirs: route({ version: 2 }) });
    expect(changesOf('route', 'fr', myChanges, base, mine)).toEqual([{ kind: 'geometry', name: 'geometry' }]);
  });
});

describe('cleanMergesOf: what merged by itself', () => {
  it('names each change with the side it came from; conflicts are left out', () => {
    const outcome = mergeEdits('route', 'fr', {
      base: route(),
      mine: route({
        height_diff_up: 350,
        global_rating: 'D',
        description: DESCRIPTION.replace('hut', 'lift'),
      }),
      theirs: route({
        version: 2,
        elevation_max: 3700,
        global_rating: 'TD',
        description: DESCRIPTION.replace('glacier', 'rappels'),
      }),
    });
    expect(cleanMergesOf('route', outcome)).toEqual([
      { name: 'elevation_max', from: 'theirs' },
      { name: 'height_diff_up', from: 'mine' },
      { name: 'description', from: 'both' },
    ]);
  });
});

describe('settling the conflicts (issue 12 §7)', () => {
  const base = route();
  const mine = route({
    global_rating: 'D',
    geometry: { version: 1, geom: '{"type":"Point","coordinates":[3,4]}' },
    description: DESCRIPTION.replace('Climb the ridge.', 'Climb the ridge, icy in autumn.'),
  });
  const theirs = route({
    version: 2,
    global_rating: 'TD',
    geometry: { version: 2, geom: '{"type":"Point","coordinates":[5,6]}' },
    description: DESCRIPTION.replace('Climb the ridge.', 'Climb the ridge, loose rock.'),
  });
  const outcome = mergeEdits('route', 'fr', { base, mine, theirs });
  const [value, , text] = outcome.conflicts;
  const settle = (resolutions: Resolutions) => settledDocument(outcome, 'fr', resolutions, theirs);

  it('nothing is sent while a conflict is unsettled', () => {
    expect(outcome.conflicts.map(conflictKey)).toEqual([
      'document.global_rating',
      'document.geometry',
      'locale.description',
    ]);
    expect(unsettledCount(outcome.conflicts, {})).toBe(3);
    const partly = {
      'document.global_rating': { kind: 'value', choice: 'theirs' },
      'document.geometry': { kind: 'value', choice: 'mine' },
    } as const;
    expect(unsettledCount(outcome.conflicts, partly)).toBe(1);
    expect(settle(partly)).toBeUndefined();
    expect(isSettled(text!, { kind: 'text', choices: [] })).toBe(false);
  });

  it('a value taken from theirs and a text kept as both: the user’s line stays, on the new version numbers', () => {
    const document = settle({
      'document.global_rating': { kind: 'value', choice: 'theirs' },
      // The user's point, sent on the geometry's new version number.
      'document.geometry': { kind: 'value', choice: 'mine' },
      'locale.description': { kind: 'text', choices: ['both'] },
    })!;
    expect(document).toMatchObject({
      version: 2,
      global_rating: 'TD',
      geometry: { version: 2, geom: '{"type":"Point","coordinates":[3,4]}' },
    });
    expect(document.locales![0]).toMatchObject({
      version: 2,
      description:
        'Approach by the hut.\n\nClimb the ridge, loose rock.\nClimb the ridge, icy in autumn.\n\nDescend by the glacier.',
    });
  });

  it('"keep mine" keeps the user’s value and text', () => {
    const document = settle({
      'document.global_rating': { kind: 'value', choice: 'mine' },
      'document.geometry': { kind: 'value', choice: 'theirs' },
      'locale.description': { kind: 'text', choices: ['mine'] },
    })!;
    expect(document.global_rating).toBe('D');
    expect(document.locales![0]!.description).toBe(mine.locales![0]!.description);
  });

  it('by hand: the editor opens with markers around what is unsettled; markers left refuse the text', () => {
    if (text?.kind !== 'text') throw new Error('text conflict expected');
    const opened = handTextOf(text.regions, [], labels);
    expect(opened).toContain(
      '<<<<<<< yours\nClimb the ridge, icy in autumn.\n=======\nClimb the ridge, loose rock.\n>>>>>>> theirs',
    );
    expect(isSettled(text, { kind: 'text', choices: [], handText: opened })).toBe(false);
    // Removing only the separator still leaves a marker.
    expect(hasMarkers(opened.replace('\n=======', ''))).toBe(true);
    // A lone setext underline is markdown, not a marker.
    expect(hasMarkers('Title\n=======')).toBe(false);
    const written =
      'Approach by the hut.\n\nClimb the ridge: loose rock, icy in autumn.\n\nDescend by the glacier.';
    const resolutions = {
      'document.global_rating': { kind: 'value', choice: 'mine' },
      'document.geometry': { kind: 'value', choice: 'mine' },
      'locale.description': { kind: 'text', choices: [], handText: written },
    } as const;
    expect(unsettledCount(outcome.conflicts, resolutions)).toBe(0);
    expect(settle(resolutions)!.locales![0]!.description).toBe(written);
    expect(value).toMatchObject({ kind: 'value', name: 'global_rating' });
  });

  it('the hand editor opens with the regions already chosen settled', () => {
    if (text?.kind !== 'text') throw new Error('text conflict expected');
    expect(handTextOf(text.regions, ['theirs'], labels)).toBe(theirs.locales![0]!.description);
    expect(partlySettled(text.regions, [undefined])).toEqual(text.regions);
  });
});
