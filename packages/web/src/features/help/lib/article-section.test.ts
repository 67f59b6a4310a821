import { describe, expect, it } from 'vitest';
import { articleSection } from './article-section.ts';

const HTML = [
  '<p>Lead</p>',
  '<h3 id="finding-a-route">Finding a route</h3>',
  '<p>Search box.</p>',
  '<h4 id="filters">Filters</h4>',
  '<p>Activity, grades.</p>',
  '<h3 id="contributing">Contributing</h3>',
  '<p>Create an account.</p>',
].join('\n');

describe('articleSection', () => {
  it('keeps the named heading and what follows, down to its sub-sections', () => {
    expect(articleSection(HTML, 'finding-a-route')).toBe(
      [
        '<h3 id="finding-a-route">Finding a route</h3>',
        '<p>Search box.</p>',
        '<h4 id="filters">Filters</h4>',
        '<p>Activity, grades.</p>',
      ].join('\n'),
    );
  });

  it('stops a sub-section at the next heading of its level or above', () => {
    expect(articleSection(HTML, 'filters')).toBe('<h4 id="filters">Filters</h4>\n<p>Activity, grades.</p>');
  });

  it('runs the last section to the end', () => {
    expect(articleSection(HTML, 'contributing')).toBe(
      '<h3 id="contributing">Contributing</h3>\n<p>Create an account.</p>',
    );
  });

  it('gives nothing without an anchor or for one that names no heading', () => {
    expect(articleSection(HTML, '')).toBeUndefined();
    expect(articleSection(HTML, 'nowhere')).toBeUndefined();
    expect(articleSection('<p id="x">not a heading</p>', 'x')).toBeUndefined();
  });
});
