// nl2br: every newline left in inline text becomes <br> (markdown.md §5.4).
import { Element } from '../core/etree.ts';
import type { InlineResult } from '../core/inline-pattern.ts';
import type { Markdown, MarkdownExtension } from '../core/markdown.ts';

export const nl2brExtension: MarkdownExtension = {
  extend(md: Markdown): void {
    md.addInlinePattern({
      name: 'nl',
      priority: 5,
      re: /\n/g,
      resumable: true,
      triggers: ['\n'],
      handle: (m): InlineResult => [new Element('br'), m.index, m.index + 1],
    });
  },
};
