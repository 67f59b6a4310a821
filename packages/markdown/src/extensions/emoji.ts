// `:code:` emojis (markdown.md §5.2). Unknown codes are still taken, so the
// text inside is hidden from emphasis and nbsp.
import { Element } from '../core/etree.ts';
import type { InlineResult } from '../core/inline-pattern.ts';
import type { Markdown, MarkdownExtension } from '../core/markdown.ts';
import { lookupEmoji } from '../emoji/lookup.ts';

export const emojiExtension: MarkdownExtension = {
  extend(md: Markdown): void {
    if (!md.escapedChars.includes(':')) md.escapedChars.push(':');
    md.addInlinePattern({
      name: 'emoji',
      priority: 72,
      re: /(:[+\-\p{L}\p{N}_]+:)/gu,
      resumable: true,
      triggers: [':'],
      handle(m): InlineResult {
        const code = m[1] as string;
        const found = lookupEmoji(code.slice(1, -1));
        const end = m.index + code.length;
        if (!found) return [code, m.index, end];
        // A `title` is generated upstream but always removed by the sanitiser.
        const img = new Element('img', {
          'c2c:role': 'emoji',
          'c2c:emoji-db': found.db,
          'c2c:svg-name': found.svg,
          alt: found.alt ?? code,
        });
        return [img, m.index, end];
      },
    });
  },
};
