// Builds the guidebook's Markdown pipeline: Python-Markdown 3.7 core, nl2br and
// the camptocamp extensions (markdown.md §2 step 1). A fresh instance per call:
// nothing (L# counters, ids, references) carries over (markdown.md §1).
import { Markdown } from './core/markdown.ts';
import { alertExtension } from './extensions/alerts.ts';
import { emojiExtension } from './extensions/emoji.ts';
import { headerExtension } from './extensions/header.ts';
import { imageExtension } from './extensions/image.ts';
import { ltagExtension } from './extensions/ltag.ts';
import { nbspExtension } from './extensions/nbsp.ts';
import { nl2brExtension } from './extensions/nl2br.ts';
import { ptagExtension } from './extensions/ptag.ts';
import { tocExtension } from './extensions/toc.ts';
import { videoExtension } from './extensions/video.ts';
import { wikilinkExtension } from './extensions/wikilinks.ts';

/** Markdown → unsanitised HTML. Videos use `iframeTag` in place of `iframe`. */
export function markdownToHtml(text: string, iframeTag: string): string {
  const md = new Markdown([
    wikilinkExtension,
    imageExtension,
    nl2brExtension,
    tocExtension,
    videoExtension(iframeTag),
    ltagExtension,
    headerExtension,
    ptagExtension,
    alertExtension,
    emojiExtension,
    nbspExtension,
  ]);
  return md.convert(text);
}
