// The Python-Markdown 3.7 pipeline: preprocess → block parse → tree
// processors → serialise → postprocess (markdown.md §2 step 1, §8.1).
import { BlockParser, type BlockProcessor } from './block-parser.ts';
import {
  CodeBlockProcessor,
  EmptyBlockProcessor,
  HRProcessor,
  ListIndentProcessor,
  ParagraphProcessor,
  ReferenceProcessor,
  SetextHeaderProcessor,
} from './block-processors.ts';
import { BlockQuoteProcessor } from './blockquote.ts';
import { asteriskEmphasis, underscoreEmphasis } from './emphasis.ts';
import type { Element } from './etree.ts';
import { HtmlExtractor } from './html-extractor.ts';
import type { InlinePattern } from './inline-pattern.ts';
import {
  automail,
  autolink,
  backtick,
  ENTITY_RE,
  escape,
  html,
  HTML_RE,
  htmlResume,
  lineBreak,
  notStrong,
} from './inline-patterns.ts';
import { InlineTreeProcessor } from './inline-processor.ts';
import { image, imageReference, link, referenceLink, shortImageReference, shortReference } from './links.ts';
import { ListProcessor } from './lists.ts';
import { ampSubstitute, rawHtmlPostprocess } from './postprocessors.ts';
import { serialize } from './serializer.ts';
import { prettify, unescapeText, unescapeTree } from './tree-processors.ts';
import { expandTabs, hasNonSpace, HtmlStash, INLINE_PLACEHOLDER_RE, strip } from './util.ts';

/**
 * Inserts into a list kept sorted by descending priority, after the items of
 * equal priority: the same order as push + stable sort (util.Registry).
 */
export function insertByPriority<T extends { readonly priority: number }>(list: T[], item: T): void {
  let i = list.length;
  while (i > 0 && (list[i - 1] as T).priority < item.priority) i--;
  list.splice(i, 0, item);
}

export interface TreeProcessor {
  readonly name: string;
  readonly priority: number;
  run(root: Element): void;
}

export interface MarkdownExtension {
  extend(md: Markdown): void;
}

export class Markdown {
  readonly htmlStash = new HtmlStash();
  readonly references = new Map<string, [string, string | null]>();
  readonly escapedChars = ['\\', '`', '*', '_', '{', '}', '[', ']', '(', ')', '>', '#', '+', '-', '.', '!'];
  readonly parser = new BlockParser(this);
  readonly inlinePatterns: InlinePattern[] = [];
  readonly treeProcessors: TreeProcessor[] = [];
  readonly inline: InlineTreeProcessor;

  constructor(extensions: MarkdownExtension[]) {
    const p = this.parser;
    const blocks: BlockProcessor[] = [
      new EmptyBlockProcessor(p),
      new ListIndentProcessor(p),
      new CodeBlockProcessor(),
      new SetextHeaderProcessor(),
      new HRProcessor(p),
      new ListProcessor(p, 'ol'),
      new ListProcessor(p, 'ul'),
      new BlockQuoteProcessor(p),
      new ReferenceProcessor(p),
      new ParagraphProcessor(p),
    ];
    for (const b of blocks) p.register(b);
    for (const pat of [
      backtick(),
      escape(this),
      referenceLink(this),
      link(this),
      image(this),
      imageReference(this),
      shortReference(this),
      shortImageReference(this),
      autolink(this),
      automail(this),
      lineBreak(),
      html(this, 'html', 90, HTML_RE, ['<'], false, htmlResume),
      // `&`, then letters or digits, then `;`: nothing in it can cross a placeholder.
      html(this, 'entity', 80, ENTITY_RE, ['&'], true),
      notStrong(),
      asteriskEmphasis(),
      underscoreEmphasis(),
    ])
      this.addInlinePattern(pat);
    this.inline = new InlineTreeProcessor(this.inlinePatterns);
    this.addTreeProcessor({ name: 'inline', priority: 20, run: (root) => void this.inline.run(root) });
    this.addTreeProcessor({ name: 'prettify', priority: 10, run: prettify });
    this.addTreeProcessor({ name: 'unescape', priority: 0, run: unescapeTree });
    for (const ext of extensions) ext.extend(this);
  }

  addInlinePattern(p: InlinePattern): void {
    insertByPriority(this.inlinePatterns, p);
  }

  addTreeProcessor(t: TreeProcessor): void {
    insertByPriority(this.treeProcessors, t);
  }

  /** Pattern.unescape: inline placeholders → their text. */
  unescape(text: string): string {
    const stash = this.inline.stashedNodes;
    return text.replace(INLINE_PLACEHOLDER_RE, (whole, id: string) => {
      const v = stash.get(id);
      if (v === undefined) return '';
      return typeof v === 'string' ? v : v.itertext().join('');
    });
  }

  /** HtmlInlineProcessor.unescape: inline placeholders → serialised HTML. */
  unescapeToHtml(text: string): string {
    const stash = this.inline.stashedNodes;
    return text.replace(INLINE_PLACEHOLDER_RE, (_w, id: string) => {
      const v = stash.get(id);
      if (v === undefined) return '';
      return typeof v === 'string' ? `\\${v}` : serialize(v);
    });
  }

  backslashUnescape(text: string): string {
    return unescapeText(text);
  }

  convert(source: string): string {
    if (!hasNonSpace(source)) return '';
    // NormalizeWhitespace preprocessor.
    // Each replace only when its pattern can occur (same result, no scan).
    let text =
      source.includes('\u0002') || source.includes('\u0003') ? source.replace(/[\u0002\u0003]/g, '') : source;
    if (text.includes('\r')) text = text.replace(/\r\n/g, '\n').replace(/\r/g, '\n');
    text += '\n\n';
    text = expandTabs(text, 4);
    if (text.includes(' \n')) text = text.replace(/(?<=\n) +\n/g, '\n');
    // HtmlBlockPreprocessor.
    text = new HtmlExtractor(this.htmlStash).run(text);
    const root = this.parser.parseText(text);
    for (const tp of this.treeProcessors) tp.run(root);
    let output = serialize(root);
    const start = output.indexOf('<div>') + 5;
    const end = output.lastIndexOf('</div>');
    output = strip(output.slice(start, end));
    output = rawHtmlPostprocess(output, this.htmlStash);
    output = ampSubstitute(output);
    return strip(output);
  }
}
