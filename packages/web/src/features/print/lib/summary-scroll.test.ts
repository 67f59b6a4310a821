import { describe, expect, it } from 'vitest';
import { printEntryId, summaryScrollTop } from './summary-scroll.ts';

describe('summary jump (spec 1 §2.6: 50 px offset)', () => {
  it('stops 50 px above the document', () => {
    expect(summaryScrollTop(400, 1000)).toBe(1350);
  });
  it('never scrolls above the page', () => {
    expect(summaryScrollTop(20, 0)).toBe(0);
  });
  it('names entries by document id', () => {
    expect(printEntryId(12)).toBe('print-12');
  });
});
