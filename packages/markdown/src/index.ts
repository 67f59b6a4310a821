// @cairn/markdown: the guidebook's markdown dialect → sanitised HTML.
// Specification: shared/reference/markdown.md.
export { cook, PARSER_ERROR_HTML } from './cook.ts';
export { markdownToHtml } from './convert.ts';
export { sanitize } from './sanitize/sanitize.ts';
export { toPlainText } from './plain-text.ts';
