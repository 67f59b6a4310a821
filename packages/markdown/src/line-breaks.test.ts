// Issue 13: a line starting with `* ` (or `_ `, `** `…) inside a paragraph or
// cell lost the <br> of the newline before it. Every newline inside a
// paragraph becomes <br> (markdown.md §3 "Paragraphs and line breaks", §5.4);
// a list needs a blank line before it (§3 "Block starts need a new block").
import { describe, expect, it } from 'vitest';
import { cook } from './index.ts';

const L1 = '<span class="pitch"><span translate="">L</span>1</span>';

const cases: [string, string, string][] = [
  [
    'the issue example',
    '[toc]\n* refuge col\n* *piton*',
    '<p>[toc]<br>\n* refuge col<br>\n* <em>piton</em></p>',
  ],
  ['after plain text', 'refuge\n* col', '<p>refuge<br>\n* col</p>'],
  ['after emphasis', '*piton*\n* col', '<p><em>piton</em><br>\n* col</p>'],
  ['after strong', '**dur**\n* col', '<p><strong>dur</strong><br>\n* col</p>'],
  ['after a link', '[topo](http://x.org)\n* col', '<p><a href="http://x.org">topo</a><br>\n* col</p>'],
  ['after an image', '![topo](t.png)\n* col', '<p><img alt="topo"><br>\n* col</p>'],
  [
    'after a wikilink',
    '[[routes/5|voie]]\n* col',
    '<p><a c2c:document-id="5" c2c:document-type="routes" c2c:role="internal-link">voie</a><br>\n* col</p>',
  ],
  ['after a two-space break', 'x  \n* y', '<p>x<br>\n* y</p>'],
  ['`- ` line', 'x\n- y', '<p>x<br>\n- y</p>'],
  ['`+ ` line', 'x\n+ y', '<p>x<br>\n+ y</p>'],
  ['`1. ` line', 'x\n1. y', '<p>x<br>\n1. y</p>'],
  ['`_ ` line', 'x\n_ y', '<p>x<br>\n_ y</p>'],
  ['`** ` line', 'x\n** y', '<p>x<br>\n** y</p>'],
  ['`*** ` line', 'x\n*** y', '<p>x<br>\n*** y</p>'],
  ['a stand-alone `*` ending a line', 'a *\nb', '<p>a *<br>\nb</p>'],
  ['in a blockquote', '> quote\n> * b', '<blockquote>\n<p>quote<br>\n* b</p>\n</blockquote>'],
  ['in an alert', '!! note\n!! * tip', '<div c2c:role="info">\n<p>note<br>\n * tip</p>\n</div>'],
  [
    'inside an L# cell',
    'L# | a | relais\n* spit\n* *piton*',
    `<table c2c:role="ltag">\n<tbody>\n<tr>\n<td>${L1}</td>\n<td>a</td>\n<td>relais<br>\n* spit<br>\n* <em>piton</em></td>\n</tr>\n</tbody>\n</table>`,
  ],
  [
    'inside an L# cell, before the next cell',
    'L# | relais\n* spit | 5c',
    `<table c2c:role="ltag">\n<tbody>\n<tr>\n<td>${L1}</td>\n<td>relais<br>\n* spit</td>\n<td>5c</td>\n</tr>\n</tbody>\n</table>`,
  ],
  // A real list still needs (and gets) its blank line.
  ['a list after a blank line', 'x\n\n* y\n* z', '<p>x</p>\n<ul>\n<li>y</li>\n<li>z</li>\n</ul>'],
  ['a `-` list after a blank line', 'x\n\n- y', '<p>x</p>\n<ul>\n<li>y</li>\n</ul>'],
  ['a list item keeps its own line breaks', '* a\n* b\nc', '<ul>\n<li>a</li>\n<li>b<br>\nc</li>\n</ul>'],
  ['stand-alone runs stay text', 'a * b _ c *** d', '<p>a * b _ c *** d</p>'],
];

describe('a newline before a list-like line keeps its <br>', () => {
  for (const [name, input, html] of cases) {
    it(name, () => {
      expect(cook(input)).toBe(html);
    });
  }
});
