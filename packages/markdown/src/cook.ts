// cook(): markdown → sanitised HTML, the whole pipeline of markdown.md §2.
import { markdownToHtml } from './convert.ts';
import { sanitize } from './sanitize/sanitize.ts';

/** Fixed snippet returned when conversion fails (markdown.md §2 step 4); not sanitised. */
export const PARSER_ERROR_HTML = `<div c2c:role="danger" style="font-weight:bold">
Parser error, please send a mail to
<a href="mailto:dev@camptocamp.org">dev@camptocamp.org</a>
or post a message on
<a href="https://forum.camptocamp.org/c/site-et-association/v6-suggestions-bugs-et-problemes">
forum</a>.
</div>`;

function randomHex(bytes: number): string {
  const a = new Uint8Array(bytes);
  // Web Crypto exists in browsers and in Node ≥ 19 as a global; lib types here are ES-only.
  (
    globalThis as unknown as { crypto: { getRandomValues(a: Uint8Array): Uint8Array } }
  ).crypto.getRandomValues(a);
  return [...a].map((b) => b.toString(16).padStart(2, '0')).join('');
}

// Only the video extension may emit an iframe: it writes this unguessable tag,
// which alone is allowed, and which becomes `iframe` after sanitising (§2 step 3).
const IFRAME_SECRET_TAG = `iframe_${randomHex(32)}`;
const EXTRA_TAGS = { [IFRAME_SECRET_TAG]: ['src'] } as const;

export function cook(markdown: string): string {
  let html: string;
  try {
    html = sanitize(markdownToHtml(markdown, IFRAME_SECRET_TAG), { extraTags: EXTRA_TAGS });
  } catch {
    html = PARSER_ERROR_HTML;
  }
  return html.replaceAll(IFRAME_SECRET_TAG, 'iframe');
}
