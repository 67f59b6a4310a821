import { describe, expect, it } from 'vitest';
import { diffLines, diffSequences, diffWords, tokenize } from './lcs-diff.ts';

const script = (a: string, b: string) =>
  diffSequences([...a], [...b])
    .map((op) => (op.kind === 'equal' ? op.value : op.kind === 'removed' ? `-${op.value}` : `+${op.value}`))
    .join('');

describe('diffSequences (LCS)', () => {
  it.each([
    ['', '', ''],
    ['abc', 'abc', 'abc'],
    ['', 'ab', '+a+b'],
    ['ab', '', '-a-b'],
    ['abc', 'axc', 'a-b+xc'],
    ['abcd', 'acd', 'a-bcd'],
  ])('%s → %s', (a, b, expected) => {
    expect(script(a, b)).toBe(expected);
  });

  it('keeps every item of both sides, in order', () => {
    const a = [...'ABCBDAB'];
    const b = [...'BDCABA'];
    const ops = diffSequences(a, b);
    expect(ops.filter((op) => op.kind !== 'added').map((op) => op.value)).toEqual(a);
    expect(ops.filter((op) => op.kind !== 'removed').map((op) => op.value)).toEqual(b);
    // The longest common subsequence of these two has length 4.
    expect(ops.filter((op) => op.kind === 'equal')).toHaveLength(4);
  });

  it('puts removals before additions within a change', () => {
    expect(script('a1c', 'a2c')).toBe('a-1+2c');
  });
});

describe('diffWords', () => {
  it('cuts words, spaces and punctuation apart', () => {
    expect(tokenize('Départ, 2 h.')).toEqual(['Départ', ',', ' ', '2', ' ', 'h', '.']);
  });

  it('marks only the changed words on each side', () => {
    const { removed, added } = diffWords(
      'Depuis le parking, prendre le sentier',
      'Depuis le grand parking, suivre le sentier',
    );
    expect(removed).toEqual([
      { text: 'Depuis le parking, ', isChanged: false },
      { text: 'prendre', isChanged: true },
      { text: ' le sentier', isChanged: false },
    ]);
    expect(added.filter((part) => part.isChanged).map((part) => part.text)).toEqual(['grand ', 'suivre']);
  });
});

describe('diffLines', () => {
  it('compares a replaced line word by word and keeps the lines around it', () => {
    expect(diffLines('a\nb c\nd', 'a\nb x\nd')).toEqual([
      { kind: 'equal', text: 'a' },
      {
        kind: 'removed',
        parts: [
          { text: 'b ', isChanged: false },
          { text: 'c', isChanged: true },
        ],
      },
      {
        kind: 'added',
        parts: [
          { text: 'b ', isChanged: false },
          { text: 'x', isChanged: true },
        ],
      },
      { kind: 'equal', text: 'd' },
    ]);
  });

  it('shows added and removed lines whole', () => {
    expect(diffLines('', 'new')).toEqual([{ kind: 'added', parts: [{ text: 'new', isChanged: true }] }]);
    expect(diffLines('old', '')).toEqual([{ kind: 'removed', parts: [{ text: 'old', isChanged: true }] }]);
  });

  it('folds unchanged lines far from a change', () => {
    const before = ['1', '2', '3', '4', '5', '6', '7'].join('\n');
    const after = ['1', '2', '3', '4', '5', '6', 'seven'].join('\n');
    expect(diffLines(before, after, 2).slice(0, 3)).toEqual([
      { kind: 'skipped', count: 4 },
      { kind: 'equal', text: '5' },
      { kind: 'equal', text: '6' },
    ]);
  });
});
