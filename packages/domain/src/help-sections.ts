/**
 * Sections of the help article that help links name (spec 1 §2.1 `article/{id}` with a hash, the
 * help pop-up of spec 1 §2.2): heading ids written with `{#id}` in every language of the article,
 * so that one anchor names the same section whatever the language shown.
 */
export const HELP_SECTIONS = {
  search: 'search',
  reading: 'reading',
  contributing: 'contributing',
  questions: 'questions',
} as const;
