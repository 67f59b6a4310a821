// The fast tree builder must give exactly what the full HTML5 algorithm
// (parse5) gives, or decline (null) so that parse5 runs.
import { describe, expect, it } from 'vitest';
import { cook, markdownToHtml } from '../index.ts';
import { ALLOWED_TAGS } from './allow-list.ts';
import { sanitizeFast } from './fast-tree.ts';
import { sanitize, sanitizeWithParse5, type SanitizeOptions } from './sanitize.ts';
import { tokenize } from './tokenizer.ts';

const EXTRA = { iframe_0123abcd: ['src'] } as const;

function isAllowedFor(extra: SanitizeOptions['extraTags']): (tag: string) => boolean {
  return (tag) => ALLOWED_TAGS.has(tag) || (extra !== undefined && tag in extra);
}

/** [fast result or null, parse5 result] */
function both(html: string, extra?: SanitizeOptions['extraTags']): [string | null, string] {
  const isAllowed = isAllowedFor(extra);
  const fast = sanitizeFast(html, isAllowed, {
    attrs: () => '',
    text: (s) => s,
  });
  const full = sanitizeWithParse5(tokenize(html, isAllowed), extra);
  return [fast === null ? null : sanitize(html, { extraTags: extra }), full];
}

const FRAGMENTS = [
  '<p>',
  '</p>',
  '<li>',
  '</li>',
  '<ul>',
  '</ul>',
  '<ol>',
  '</ol>',
  '<table>',
  '</table>',
  '<tbody>',
  '</tbody>',
  '<tr>',
  '</tr>',
  '<td>',
  '</td>',
  '<th>',
  '</th>',
  '<b>',
  '</b>',
  '<i>',
  '</i>',
  '<em>',
  '</em>',
  '<strong>',
  '</strong>',
  '<code>',
  '</code>',
  '<s>',
  '<small>',
  '<a href="x">',
  '</a>',
  '<div>',
  '</div>',
  '<span class="x">',
  '</span>',
  '<h2 id="h">',
  '</h2>',
  '<h3>',
  '</h3>',
  '<pre>',
  '</pre>',
  '<blockquote>',
  '</blockquote>',
  '<figure>',
  '</figure>',
  '<figcaption>',
  '</figcaption>',
  '<center>',
  '</center>',
  '<sub>',
  '</sup>',
  '<del>',
  '</ins>',
  '<br>',
  '</br>',
  '<hr>',
  '</hr>',
  '<img alt="a">',
  '</img>',
  '<abbr title="t">',
  '</abbr>',
  '<iframe_0123abcd src="//x">',
  '</iframe_0123abcd>',
  '<script>',
  '<svg>',
  '<select>',
  '<option>',
  '<caption>',
  '<col>',
  '<thead>',
  '<u>',
  '<nobr>',
  '<!-- c -->',
  '</x y>',
  '<?pi?>',
  'text',
  ' ',
  '\n',
  '\n\n',
  '&amp;',
  '&',
  '&eacute;',
  '<',
  '>',
  'a&b',
  '\u0000',
  '\r',
];

function* randomDocs(count: number, seed: number): Generator<string> {
  let s = seed;
  const rnd = (n: number): number => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s % n;
  };
  for (let k = 0; k < count; k++) {
    let doc = '';
    const len = 1 + rnd(16);
    for (let j = 0; j < len; j++) doc += FRAGMENTS[rnd(FRAGMENTS.length)] as string;
    yield doc;
  }
}

describe('fast tree builder', () => {
  it('agrees with parse5 on random tag soup, and handles a good part of it itself', () => {
    let fastCount = 0;
    let total = 0;
    for (const extra of [undefined, EXTRA]) {
      for (const doc of randomDocs(4000, extra ? 7 : 3)) {
        const [fast, full] = both(doc, extra);
        total++;
        if (fast === null) continue;
        fastCount++;
        expect(fast, JSON.stringify(doc)).toBe(full);
      }
    }
    expect(fastCount / total).toBeGreaterThan(0.2);
  });

  const handled: [string, string][] = [
    ['<p>a<div>b</div>c</p>', '<p>a</p><div>b</div>c<p></p>'],
    ['<ul><li>a<li>b</ul>', '<ul><li>a</li><li>b</li></ul>'],
    ['<li><p>x<li>y', '<li><p>x</p></li><li>y</li>'],
    ['<h2>a<h3>b</h2>c', '<h2>a</h2><h3>b</h3>c'],
    ['<p>a<table><tr><td>x</td></tr></table>', '<p>a</p><table><tbody><tr><td>x</td></tr></tbody></table>'],
    [
      '<table><td>a<td>b<tr><th>c</table>',
      '<table><tbody><tr><td>a</td><td>b</td></tr><tr><th>c</th></tr></tbody></table>',
    ],
    ['<table> <tr><td><b>a</td></tr></table>', '<table> <tbody><tr><td><b>a</b></td></tr></tbody></table>'],
    ['<pre>\nx</pre><pre>\n\ny</pre>', '<pre>x</pre><pre>\ny</pre>'],
    ['</p>x</span>y</b>', '<p></p>xy'],
    ['<span>a</span>b</span>c', '<span>a</span>bc'],
    ['<div><span>a</div>b', '<div><span>a</span></div>b'],
    ['<iframe_0123abcd src="//x"></iframe_0123abcd>', '<iframe_0123abcd src="//x"></iframe_0123abcd>'],
  ];
  for (const [html, expected] of handled) {
    it(`handles ${JSON.stringify(html)}`, () => {
      const [fast, full] = both(html, EXTRA);
      expect(full).toBe(expected);
      expect(fast).toBe(expected);
    });
  }

  const declined = [
    '<p><b>x</p>y', // formatting element reconstructed
    '<a href="x">a<a href="y">b</a>', // adoption agency
    '<b>a<i>b</b>c</i>', // misnested formatting
    '<table>x<tr><td>a</td></tr></table>', // foster parenting
    '<table><span>x</span></table>',
    '<b>\u0000x</b>', // NUL is dropped by the HTML5 parser
    '<p title="a\rb">x', // CR is normalised
  ];
  for (const html of declined) {
    it(`leaves ${JSON.stringify(html)} to parse5`, () => {
      const [fast, full] = both(html, EXTRA);
      expect(fast).toBeNull();
      expect(sanitize(html, { extraTags: EXTRA })).toBe(full);
    });
  }

  it('handles the whole output of a realistic document', () => {
    const md = [
      '[toc]',
      '# Approach # 2 h {#approach}',
      'From the hut :hut: walk 300 m : follow the path ; then cross the glacier ? Yes !',
      'See [[waypoints/1000/fr/refuge|the hut]] or <https://example.org/x>.',
      '',
      '!!!! Rockfall danger, *especially* in the **afternoon** :warning:',
      '',
      '[img=20000 right big]Summit view[/img]',
      '',
      'L#= | grade | notes',
      'L# | 5c | slab :rock_climbing:',
      'L#~ traverse left',
      '',
      '* rack\n    * ice axe\n1. first',
      '',
      '> Quote *beautiful*',
      '',
      '[video]https://www.youtube.com/watch?v=AbC_1-x&t=42s[/video]',
      '',
      '[p]',
      'Some <span class="x">inline HTML</span> & &eacute; and `code :sunny:`.',
      '',
      '    code block',
    ].join('\n');
    const html = cook(md);
    expect(html).toContain('<iframe src="//www.youtube.com/embed/AbC_1-x"></iframe>');
    expect(html).toContain('<table c2c:role="ltag">');
    // the sanitiser's input for this document never needs parse5
    const input = markdownToHtml(md, 'iframe_0123abcd');
    const [fast, full] = both(input, EXTRA);
    expect(fast).not.toBeNull();
    expect(fast).toBe(full);
  });
});
