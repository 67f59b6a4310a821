// Python-Markdown 3.7 core inline patterns, except links and emphasis which
// have their own files (markdown.md §5 order and priorities).
import { BacktickRegExp } from './backtick.ts';
import { Element } from './etree.ts';
import { type InlinePattern, type InlineResult, RESTART_AT_SPAN } from './inline-pattern.ts';
import type { Markdown } from './markdown.ts';
import { AMP_SUBSTITUTE, codeEscape, ETX, PY_SPACE_CLASS, STX, strip } from './util.ts';
import html4 from './html4-entities.json' with { type: 'json' };

const HTML4_NAMES = html4 as Record<string, string>;

function simple(
  name: string,
  priority: number,
  re: RegExp,
  handle: InlinePattern['handle'],
  resumable = false,
  triggers?: readonly string[],
  resume?: InlinePattern['resume'],
): InlinePattern {
  return resume
    ? { name, priority, re, handle, resumable, triggers, resume }
    : { name, priority, re, handle, resumable, triggers };
}

/**
 * `resume` for the `<…>` patterns. A failed try at a `<` reads at most up to
 * the next `<`, `>` or other `stops` character; one that got to the replaced
 * span (the last `<` of the chunk, with no stop after it, if it can start a
 * match at all) may match now, so the search goes back to it.
 */
function angleResume(
  canStart: (data: string, lt: number) => boolean,
  stops: string,
): NonNullable<InlinePattern['resume']> {
  return (data, start, _end, from) => {
    const lt = start > 0 ? data.lastIndexOf('<', start - 1) : -1;
    if (lt < from || !canStart(data, lt)) return start;
    for (let i = lt + 1; i < start; i++) if (stops.includes(data[i] as string)) return start;
    return lt;
  };
}

export function backtick(): InlinePattern {
  const escapedBslash = `${STX}${'\\'.charCodeAt(0)}${ETX}`;
  return simple(
    'backtick',
    190,
    // BACKTICK_RE, run without backtracking (see backtick.ts).
    new BacktickRegExp(),
    (m): InlineResult => {
      if (m[3]) {
        const el = new Element('code');
        el.text = codeEscape(strip(m[3]));
        el.atomic = true;
        return [el, m.index, m.index + m[0].length];
      }
      return [(m[1] as string).replace(/\\\\/g, escapedBslash), m.index, m.index + m[0].length];
    },
    false,
    ['`', '\\'],
    // A failed backtick run stays failed (removing a span never makes a
    // closing run). After an escaped-backslash match the next run is no
    // longer preceded by a backslash: search the rebuilt text from there.
    (data, start, end) => (data.charCodeAt(end - 1) === 92 ? RESTART_AT_SPAN : start),
  );
}

export function escape(md: Markdown): InlinePattern {
  return simple(
    'escape',
    180,
    /\\(.)/gsu,
    (m): InlineResult => {
      const ch = m[1] as string;
      const end = m.index + m[0].length;
      if (md.escapedChars.includes(ch)) return [`${STX}${ch.codePointAt(0)}${ETX}`, m.index, end];
      return [null, m.index, end];
    },
    // Two characters, no lookbehind: a `\` before a match would have matched first.
    true,
    ['\\'],
  );
}

export function autolink(md: Markdown): InlinePattern {
  return simple(
    'autolink',
    120,
    /<((?:[Ff]|[Hh][Tt])[Tt][Pp][Ss]?:\/\/[^<>]*)>/gsu,
    (m): InlineResult => {
      const el = new Element('a');
      el.set('href', md.unescape(m[1] as string));
      el.text = m[1] as string;
      el.atomic = true;
      return [el, m.index, m.index + m[0].length];
    },
    false,
    ['<'],
    angleResume((d, i) => /[FfHh]/.test(d[i + 1] ?? ''), '<>'),
  );
}

export function automail(md: Markdown): InlinePattern {
  return simple(
    'automail',
    110,
    /<([^<> !]+@[^@<> ]+)>/gsu,
    (m): InlineResult => {
      // Obfuscated mailto (markdown.md §3 "Links").
      const el = new Element('a');
      let email = md.unescape(m[1] as string);
      if (email.startsWith('mailto:')) email = email.slice('mailto:'.length);
      const letters = [...email].map((ch) => {
        const code = ch.codePointAt(0) as number;
        const name = HTML4_NAMES[String(code)];
        return name ? `${AMP_SUBSTITUTE}${name};` : `${AMP_SUBSTITUTE}#${code};`;
      });
      el.text = letters.join('');
      el.atomic = true;
      const mailto = [...`mailto:${email}`].map((ch) => `${AMP_SUBSTITUTE}#${ch.codePointAt(0)};`).join('');
      el.set('href', mailto);
      return [el, m.index, m.index + m[0].length];
    },
    false,
    ['@'],
    angleResume((d, i) => !'<> !'.includes(d[i + 1] ?? '<'), '<> '),
  );
}

export function lineBreak(): InlinePattern {
  return simple(
    'linebreak',
    100,
    / {2}\n/gu,
    (m): InlineResult => [new Element('br'), m.index, m.index + m[0].length],
    true,
    ['  \n'],
  );
}

export function html(
  md: Markdown,
  name: string,
  priority: number,
  re: RegExp,
  triggers: readonly string[],
  resumable = false,
  resume?: InlinePattern['resume'],
): InlinePattern {
  return simple(
    name,
    priority,
    re,
    (m): InlineResult => {
      const raw = md.backslashUnescape(md.unescapeToHtml(m[1] as string));
      return [md.htmlStash.store(raw), m.index, m.index + m[0].length];
    },
    resumable,
    triggers,
    resume,
  );
}

/**
 * `resume` of the inline HTML pattern: a tag's try stops at the next `<` or
 * `>`, a comment's (`<!--`) only at the next `<!--` or `-->`: the last one of
 * the chunk may reach the span.
 */
const tagResume = angleResume((d, i) => /[A-Za-z/!]/.test(d[i + 1] ?? ''), '<>');
export const htmlResume: InlinePattern['resume'] = (data, start, end, from, attempts) => {
  const tag = tagResume(data, start, end, from, attempts);
  const c = data.slice(from, start).lastIndexOf('<!--');
  return c >= 0 && from + c < tag ? from + c : tag;
};

export const HTML_RE = /(<(\/?[a-zA-Z][^<>@ ]*( [^<>]*)?|!--(?:(?!<!--|-->).)*--)>)/gsu;
export const ENTITY_RE = /(&(?:#[0-9]+|#x[0-9a-fA-F]+|[a-zA-Z0-9]+);)/gsu;

/**
 * A stand-alone run of 1–3 `*` or `_`, kept as text. The whitespace around it
 * is only looked at, not taken: a newline before `* ` must stay in the text
 * for nl2br, so `x⏎* y` keeps its `<br>` (markdown.md §3 "Block starts need a new block").
 */
export function notStrong(): InlinePattern {
  return simple(
    'not_strong',
    70,
    new RegExp(`((^|(?<=${PY_SPACE_CLASS}))(\\*{1,3}|_{1,3})(?=${PY_SPACE_CLASS}|$))`, 'gu'),
    (m): InlineResult => [m[1] as string, m.index, m.index + m[0].length],
    // Preceded by whitespace: the character before the next match is never a
    // replaced run's last one, so the search goes on from the run's end.
    true,
    ['*', '_'],
  );
}
