import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, TYPE_LETTERS } from '../documents/document-types.ts';
import {
  ASSOCIATION_PAIRS,
  associationBody,
  canBeAssociated,
  isAssociationPair,
} from './association-pairs.ts';
import {
  ASSOCIATION_KEY_TYPES,
  EDITABLE_ASSOCIATIONS,
  UPDATABLE_ASSOCIATION_KEYS,
  associationKeyOf,
} from './association-keys.ts';

describe('association pairs (fields.md §15, api.md §10.1)', () => {
  it('are the 27 pairs of api.md §10.1, in order', () => {
    expect(ASSOCIATION_PAIRS.map(([p, c]) => `${TYPE_LETTERS[p]}→${TYPE_LETTERS[c]}`).join(' ')).toBe(
      'r→o u→o w→w r→r w→r i→i w→i o→i r→i u→i a→i c→c c→i w→c o→c r→c u→c b→r b→c b→i b→w w→x u→x r→x o→x x→c x→i',
    );
  });
  it('have a direction', () => {
    expect(isAssociationPair('route', 'outing')).toBe(true);
    expect(isAssociationPair('outing', 'route')).toBe(false);
    expect(canBeAssociated('outing', 'route')).toBe(true);
    expect(canBeAssociated('map', 'route')).toBe(false);
  });
  it.each([
    [{ type: 'outing', document_id: 1 }, { type: 'route', document_id: 2 }, undefined, [2, 1]],
    [{ type: 'route', document_id: 2 }, { type: 'outing', document_id: 1 }, undefined, [2, 1]],
    [{ type: 'waypoint', document_id: 3 }, { type: 'route', document_id: 2 }, undefined, [3, 2]],
    // spec 2 §7: for waypoint lists the order is reversed.
    [{ type: 'waypoint', document_id: 3 }, { type: 'waypoint', document_id: 4 }, 'waypoints', [4, 3]],
    [{ type: 'waypoint', document_id: 3 }, { type: 'waypoint', document_id: 4 }, 'waypoint_children', [3, 4]],
    [{ type: 'map', document_id: 5 }, { type: 'route', document_id: 2 }, undefined, null],
  ] as const)('POST /associations body for %j + %j (%s)', (doc, other, list, expected) => {
    const body = associationBody(doc, other, list);
    expect(body && [body.parent_document_id, body.child_document_id]).toEqual(expected);
  });
});

describe('association keys (fields.md §15, api.md §8.4)', () => {
  it('name their type', () => {
    expect(ASSOCIATION_KEY_TYPES.users).toBe('profile');
    expect(ASSOCIATION_KEY_TYPES.waypoint_children).toBe('waypoint');
    expect(associationKeyOf('profile')).toBe('users');
    expect(associationKeyOf('xreport')).toBe('xreports');
  });
  it.each(DOCUMENT_TYPES)('%s: editable lists join valid pairs', (type) => {
    for (const key of [...EDITABLE_ASSOCIATIONS[type], ...UPDATABLE_ASSOCIATION_KEYS[type]]) {
      expect(canBeAssociated(type, ASSOCIATION_KEY_TYPES[key]), `${type} ${key}`).toBe(true);
    }
  });
  it('gives the outing editor order', () => {
    expect(EDITABLE_ASSOCIATIONS.outing).toEqual(['routes', 'users', 'images', 'xreports', 'articles']);
    expect(EDITABLE_ASSOCIATIONS.area).toEqual([]);
  });
});
