// Non-breaking spaces (markdown.md §5.3): `3 m` → `3&nbsp;m`, ` :` → `&nbsp;:`,
// `ok ?` → `ok&#8239;?`. The entity is stashed as raw HTML so nothing escapes it.
import type { InlineResult } from '../core/inline-pattern.ts';
import type { Markdown, MarkdownExtension } from '../core/markdown.ts';

function nbspPattern(
  md: Markdown,
  name: string,
  priority: number,
  re: RegExp,
  entity: string,
  triggers: readonly string[],
) {
  return {
    name,
    priority,
    re,
    resumable: true,
    triggers,
    handle(m: RegExpExecArray): InlineResult {
      const placeholder = md.htmlStash.store(entity);
      return [(m[1] as string).replace(/ /g, placeholder), m.index, m.index + m[0].length];
    },
  };
}

export const nbspExtension: MarkdownExtension = {
  extend(md: Markdown): void {
    md.addInlinePattern(
      nbspPattern(md, 'c2c_nnbsp', 8, /([\p{L}\p{N}_] [;?!])/gu, '&#8239;', [' ;', ' ?', ' !']),
    );
    md.addInlinePattern(nbspPattern(md, 'c2c_nbsp', 7, /(\p{Nd} [a-z]| :)/gu, '&nbsp;', [' ']));
  },
};
