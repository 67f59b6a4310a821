import { describe, expect, it } from 'vitest';
import { withInternalLinks } from './cooked-html.ts';

describe('internal links of cooked markdown (markdown.md wikilinks)', () => {
  it('get the address of the document page, with language, slug and anchor', () => {
    expect(
      withInternalLinks(
        '<a c2c:anchor="approach" c2c:document-id="56789" c2c:document-type="routes" c2c:lang="en" c2c:role="internal-link" c2c:slug="walker-spur">Walker</a>',
      ),
    ).toBe(
      '<a href="/routes/56789/en/walker-spur#approach" c2c:anchor="approach" c2c:document-id="56789" c2c:document-type="routes" c2c:lang="en" c2c:role="internal-link" c2c:slug="walker-spur">Walker</a>',
    );
    expect(
      withInternalLinks(
        '<a c2c:document-id="287" c2c:document-type="waypoints" c2c:role="internal-link">x</a>',
      ),
    ).toContain('href="/waypoints/287"');
  });

  it('leave other links, and anything that is not a plain type and id, alone', () => {
    const external = '<a href="https://example.org" rel="nofollow">out</a>';
    expect(withInternalLinks(external)).toBe(external);
    const odd = '<a c2c:document-id="1 onclick" c2c:document-type="routes" c2c:role="internal-link">x</a>';
    expect(withInternalLinks(odd)).toBe(odd);
  });
});
