/**
 * Text as it is indexed and searched: lower case, accents stripped, spaces collapsed.
 * Computed in TypeScript so that PGlite and PostgreSQL index the very same text.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
