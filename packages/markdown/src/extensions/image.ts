// `[img=ID options]caption[/img]` and `[img=ID options/]` figures (markdown.md §4.3).
import type { BlockParser, BlockProcessor, BlockQueue } from '../core/block-parser.ts';
import { Element } from '../core/etree.ts';
import type { Markdown, MarkdownExtension } from '../core/markdown.ts';
import { strip } from '../core/util.ts';

const RE = /(?:^|\n)\[img=(\p{Nd}+)([a-z_ ]*)(\/\]|\]([\s\S]*?)\[\/img\])/u;
const POSITIONS = new Set(['left', 'right', 'center', 'inline']);

export function buildFigure(id: string, options: string, rawCaption: string | undefined): Element {
  const caption = rawCaption ? strip(rawCaption) : '';
  let position = 'inline';
  let size = 'MI';
  for (const opt of options.split(/\s+/).filter(Boolean)) {
    if (POSITIONS.has(opt)) position = opt;
    else if (opt === 'big') size = 'BI';
    else if (opt === 'small') size = 'SI';
    else if (opt === 'orig') size = '';
  }
  const img = new Element('img');
  img.set('alt', (caption || id).replace(/\n/g, ' '));
  img.set('c2c:url-proxy', `/images/proxy/${id}${size ? `?size=${size}` : ''}`);
  img.set('c2c:role', 'embedded-image');
  img.set('c2c:document-id', id);
  img.set('c2c:size', size);
  const fig = new Element('figure', {
    'c2c:position': position,
    'c2c:role': 'embedded-figure',
    'c2c:size': size,
  });
  fig.append(img);
  if (caption) {
    const fc = new Element('figcaption');
    fc.text = caption;
    fig.append(fc);
  }
  return fig;
}

class ImageProcessor implements BlockProcessor {
  readonly name = 'c2cimgblock';
  readonly priority = 15;
  constructor(private readonly parser: BlockParser) {}
  test(_p: Element, block: string): boolean {
    return block.includes('[img=') && this.parser.lineTest(this, block, (b) => RE.test(b));
  }
  run(parent: Element, blocks: BlockQueue): void {
    const block = blocks.shift() as string;
    const m = RE.exec(block) as RegExpExecArray;
    this.parser.parseBlocks(parent, [block.slice(0, m.index)]);
    parent.append(buildFigure(m[1] as string, m[2] ?? '', m[4]));
    this.parser.parseBlocks(parent, [this.parser.tail(block, m.index + m[0].length)]);
  }
}

export const imageExtension: MarkdownExtension = {
  extend(md: Markdown): void {
    md.parser.register(new ImageProcessor(md.parser));
  },
};
