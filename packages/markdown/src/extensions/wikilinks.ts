// `[[type/id/lang/slug#anchor|label]]` internal links (markdown.md §5.1).
import { Element } from '../core/etree.ts';
import type { InlineResult } from '../core/inline-pattern.ts';
import type { Markdown, MarkdownExtension } from '../core/markdown.ts';

const RE = /\[\[([a-z]+)\/(\p{Nd}+)(\/([a-z]{2})(\/([a-z0-9-]+))?)?(#([a-z0-9\-_]+))?\|([^\]]+)\]\]/gu;

export const wikilinkExtension: MarkdownExtension = {
  extend(md: Markdown): void {
    md.addInlinePattern({
      name: 'c2cwikilink',
      priority: 75,
      re: RE,
      // A try that failed before the span stopped at a `]` or in the type/id
      // part (a label reaching the span would have matched): search on.
      resumable: true,
      triggers: ['[['],
      handle(m): InlineResult {
        const a = new Element('a', {
          'c2c:role': 'internal-link',
          'c2c:document-id': m[2] as string,
          'c2c:document-type': m[1] as string,
        });
        a.text = m[9] as string;
        if (m[4]) a.set('c2c:lang', m[4]);
        if (m[8]) a.set('c2c:anchor', m[8]);
        if (m[6]) a.set('c2c:slug', m[6]);
        return [a, m.index, m.index + m[0].length];
      },
    });
  },
};
