/** A heading element's level (`h3` → 3), or 0 for anything else. */
const headingLevel = (element: Element): number => {
  const match = /^H([1-6])$/.exec(element.tagName);
  return match ? Number(match[1]) : 0;
};

/**
 * Spec 1 §2.2 help pop-up: the part of an article's cooked HTML that a help link's anchor names.
 * The markdown dialect gives every heading an id (`## Reading a page` → `reading-a-page`, or the
 * `{#id}` written after it); the section is that heading and what follows it up to the next
 * heading of the same or a higher level. Without an anchor, or with one that names no heading
 * among the top-level elements, the answer is `undefined`: the whole article is shown.
 */
export function articleSection(html: string, anchor: string): string | undefined {
  if (!anchor) return undefined;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const elements = [...body.children];
  const start = elements.findIndex((element) => headingLevel(element) > 0 && element.id === anchor);
  if (start < 0) return undefined;
  const level = headingLevel(elements[start]!);
  const section: string[] = [];
  for (const element of elements.slice(start)) {
    const other = headingLevel(element);
    if (section.length > 0 && other > 0 && other <= level) break;
    section.push(element.outerHTML);
  }
  return section.join('\n');
}
