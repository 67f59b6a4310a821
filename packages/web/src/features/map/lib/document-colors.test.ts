import { describe, expect, it } from 'vitest';
import { CONDITION_COLORS, colorOf, TYPE_COLORS } from './document-colors.ts';

describe('map colours', () => {
  it('spec 3 §9: condition colours run from excellent (green) to awful (dark red)', () => {
    expect(Object.keys(CONDITION_COLORS)).toEqual(['excellent', 'good', 'average', 'poor', 'awful']);
    expect(CONDITION_COLORS.excellent).toBe('#008000');
    expect(CONDITION_COLORS.awful).toBe('#8b0000');
  });

  it.each([
    { type: 'outing', doc: { condition_rating: 'excellent' }, color: '#008000' },
    { type: 'outing', doc: { condition_rating: 'good' }, color: '#9acd32' },
    { type: 'outing', doc: { condition_rating: 'average' }, color: '#f5c400' },
    { type: 'outing', doc: { condition_rating: 'poor' }, color: '#ff7f00' },
    { type: 'outing', doc: { condition_rating: 'awful' }, color: '#8b0000' },
    { type: 'outing', doc: {}, color: TYPE_COLORS.outing },
    { type: 'waypoint', doc: { waypoint_type: 'summit' }, color: '#7f4a1e' },
    { type: 'waypoint', doc: { waypoint_type: 'hut' }, color: '#e8590c' },
    { type: 'waypoint', doc: { waypoint_type: 'access' }, color: '#2b8a3e' },
    { type: 'waypoint', doc: { waypoint_type: 'unknown' }, color: TYPE_COLORS.waypoint },
    { type: 'route', doc: {}, color: TYPE_COLORS.route },
  ] as const)('$type $doc → $color', ({ type, doc, color }) => {
    expect(colorOf(type, doc)).toBe(color);
  });
});
