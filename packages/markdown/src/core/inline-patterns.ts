// Python-Markdown 3.7 core inline patterns, except links and emphasis which
// have their own files (markdown.md §5 order and priorities).
import { BacktickRegExp } from './backtick.ts';
import { Element } from './etree.ts';
import type { InlinePattern, InlineResult } from './inline-pattern.ts';
import type { Markdown } from './markdown.ts';
import { AMP_SUBSTITUTE, codeEscape, ETX, STX, strip } from './util.ts';
import html4 from './html4-entities.json' with { type: 'json' };

const HTML4_NAMES = html4 as Record<string, string>;

function simple(
  name: string,
  priority: number,
  re: RegExp,
  handle: InlinePattern['handle'],
  resumable = false,
  triggers?: readonly string[],
): InlinePattern {
  return { name, priority, re, handle, resumable, triggers };
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
    false,
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
): InlinePattern {
  return simple(
    name,
    priority,
    re,
    (m): InlineResult => {
      const raw = md.backslashUnescape(md.unescapeToHtml(m[1] as string));
      return [md.htmlStash.store(raw), m.index, m.index + m[0].length];
    },
    false,
    triggers,
  );
}

export const HTML_RE = /(<(\/?[a-zA-Z][^<>@ ]*( [^<>]*)?|!--(?:(?!<!--|-->).)*--)>)/gsu;
export const ENTITY_RE = /(&(?:#[0-9]+|#x[0-9a-fA-F]+|[a-zA-Z0-9]+);)/gsu;

export function notStrong(): InlinePattern {
  return simple(
    'not_strong',
    70,
    /((^|\s)(\*|_)(\s|$))/gu,
    (m): InlineResult => [m[1] as string, m.index, m.index + m[0].length],
    false,
    ['*', '_'],
  );
}
