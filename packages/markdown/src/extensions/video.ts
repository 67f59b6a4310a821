// `[video]URL[/video]` embeds (markdown.md §4.4). The iframe is written under
// a secret tag name so that only this extension can produce one (§2 step 3).
import type { BlockParser, BlockProcessor, BlockQueue } from '../core/block-parser.ts';
import { Element } from '../core/etree.ts';
import type { Markdown, MarkdownExtension } from '../core/markdown.ts';

interface VideoKind {
  name: string;
  priority: number;
  pattern: string;
  src: (id: string) => string;
}
const youtube = (id: string): string => `//www.youtube.com/embed/${id}`;
const dailymotion = (id: string): string =>
  `//www.dailymotion.com/embed/video/${id}?theme=none&wmode=transparent`;

const KINDS: VideoKind[] = [
  {
    name: 'youtube',
    priority: 14,
    pattern: `https?:\\/\\/(?:www\\.)?youtube\\.com/watch\\?(?:[=&\\p{L}\\p{N}_]+&)?v=([-\\p{L}\\p{N}_]+)(?:&.+)?(?:#.*)?`,
    src: youtube,
  },
  {
    name: 'youtube_short',
    priority: 13,
    pattern: `https?:\\/\\/(?:www\\.)?youtu\\.be/([-\\p{L}\\p{N}_]+)(?:#.*)?`,
    src: youtube,
  },
  {
    name: 'dailymotion',
    priority: 12,
    pattern: `https?://(?:www\\.)?dailymotion\\.com/video/([\\da-zA-Z]+)_[-&;\\p{L}\\p{N}_]+(?:#.*)?`,
    src: dailymotion,
  },
  {
    name: 'dailymotion_short',
    priority: 11,
    pattern: `https?://(?:www\\.)?dai\\.ly/([\\da-zA-Z]+)`,
    src: dailymotion,
  },
  {
    name: 'vimeo',
    priority: 10.5,
    pattern: `https?://(?:www\\.)?vimeo\\.com/(\\p{Nd}+)(?:#.*)?`,
    src: (id) => `//player.vimeo.com/video/${id}?title=0&byline=0&portrait=0&color=ff9933`,
  },
];

const REGEXPS = new Map<VideoKind, RegExp>();
/** Compiled once per kind (no g/y flag: no state between uses). */
function videoRegExp(kind: VideoKind): RegExp {
  let re = REGEXPS.get(kind);
  if (!re) {
    re = new RegExp(`(^|\\n)\\[video\\]${kind.pattern}\\[/video\\]`, 'u');
    REGEXPS.set(kind, re);
  }
  return re;
}

class VideoProcessor implements BlockProcessor {
  readonly name: string;
  readonly priority: number;
  private readonly re: RegExp;
  constructor(
    private readonly parser: BlockParser,
    private readonly kind: VideoKind,
    private readonly iframeTag: string,
  ) {
    this.name = kind.name;
    this.priority = kind.priority;
    this.re = videoRegExp(kind);
  }
  test(_p: Element, block: string): boolean {
    return block.includes('[video]') && this.parser.lineTest(this, block, (b) => this.re.test(b));
  }
  run(parent: Element, blocks: BlockQueue): void {
    const block = blocks.shift() as string;
    const m = this.re.exec(block) as RegExpExecArray;
    this.parser.parseBlocks(parent, [block.slice(0, m.index)]);
    const div = new Element('div', { 'c2c:role': 'video' });
    div.append(new Element(this.iframeTag, { src: this.kind.src(m[2] as string) }));
    parent.append(div);
    this.parser.parseBlocks(parent, [this.parser.tail(block, m.index + m[0].length)]);
  }
}

export function videoExtension(iframeTag: string): MarkdownExtension {
  return {
    extend(md: Markdown): void {
      for (const kind of KINDS) md.parser.register(new VideoProcessor(md.parser, kind, iframeTag));
    },
  };
}
