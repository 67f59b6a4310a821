// Fixture tables for each extension and for reference examples the shared
// corpus does not cover (markdown.md §3–§7). Each row: input → exact output.
import { describe, expect, it } from 'vitest';
import { cook } from '../index.ts';

const L = (n: string, t = 'L'): string => `<span class="pitch"><span translate="">${t}</span>${n}</span>`;

const tables: Record<string, [string, string][]> = {
  'base flavour (§3)': [
    [
      'Approach by the north face.\nDescent by the ridge.',
      '<p>Approach by the north face.<br>\nDescent by the ridge.</p>',
    ],
    ['x\n- item', '<p>x<br>\n- item</p>'],
    ['```\ncode\n```', '<p><code>code</code></p>'],
    ['*a **b** c*', '<p><em>a </em><em>b</em><em> c</em></p>'],
    ['**a *b* c**', '<p><strong>a <em>b</em> c</strong></p>'],
    ['snake_case_word 2__3__4', '<p>snake_case_word 2__3__4</p>'],
    ['A raw URL https://x.org here', '<p>A raw URL https://x.org here</p>'],
    ['&foo; &copy &eacute; AT&T', '<p>&amp;foo; &amp;copy &eacute; AT&amp;T</p>'],
    ['a <div>x</div> b', '<p>a </p><div>x</div> b<p></p>'],
    ['\\: \\| \\*', '<p>: | *</p>'],
    ['![alt](src.png "t")', '<p><img alt="alt"></p>'],
    ['1. a\n2. b\n* c', '<ol>\n<li>a</li>\n<li>b</li>\n<li>c</li>\n</ol>'],
    ['* a\n\n* b', '<ul>\n<li>\n<p>a</p>\n</li>\n<li>\n<p>b</p>\n</li>\n</ul>'],
    ['x\n---', '<h3 id="x">x</h3>'],
    ['> q\n\n> r', '<blockquote>\n<p>q</p>\n<p>r</p>\n</blockquote>'],
    ['[r][id]\n\n[id]: http://x.y "T"', '<p><a href="http://x.y" title="T">r</a></p>'],
    ['\u0001x', '<p>?x</p>'],
    ['   ', ''],
  ],
  'headers (§4.1)': [
    ['####### seven', '<h6 id="_1"><span c2c:role="header-emphasis"> seven</span></h6>'],
    ['## Voie C# 6a', '<h3 id="voie-c">Voie C<span c2c:role="header-emphasis"> 6a</span></h3>'],
    [
      '## Approach # 2 h\n### Descent {#descent-west}\n#### Gear # rack {#gear}',
      '<h3 id="approach">Approach<span c2c:role="header-emphasis"> 2&nbsp;h</span></h3>\n<h4 id="descent-west">Descent</h4>\n<h5 id="gear">Gear<span c2c:role="header-emphasis"> rack</span></h5>',
    ],
    ['#hashtag', '<h2 id="hashtag">hashtag</h2>'],
  ],
  'heading ids and toc (§4.2)': [
    ['## a *b* c', '<h3 id="a-b">a <em>b</em> c</h3>'],
    ['# Jour 1 : montée', '<h2 id="jour-1-montee">Jour 1&nbsp;: montée</h2>'],
    ['## a\n## a\n##', '<h3 id="a">a</h3>\n<h3 id="a_1">a</h3>\n<h3 id="_1"></h3>'],
    ['[toc]', '<div c2c:role="toc">\n<ul></ul>\n</div>'],
    [
      '[toc]\n\n# Approach\n## From the hut\n#### Not listed\n# Climb',
      '<div c2c:role="toc">\n<ul>\n<li><a href="#approach">Approach</a><ul>\n<li><a href="#from-the-hut">From the hut</a></li>\n</ul>\n</li>\n<li><a href="#climb">Climb</a></li>\n</ul>\n</div>\n<h2 id="approach">Approach</h2>\n<h3 id="from-the-hut">From the hut</h3>\n<h5 id="not-listed">Not listed</h5>\n<h2 id="climb">Climb</h2>',
    ],
  ],
  'images (§4.3)': [
    [
      '[img=987 right big]Summit view[/img]\n[img=654 orig/]\nText [img=1/] stays.',
      '<figure c2c:position="right" c2c:role="embedded-figure" c2c:size="BI"><img alt="Summit view" c2c:document-id="987" c2c:role="embedded-image" c2c:size="BI" c2c:url-proxy="/images/proxy/987?size=BI"><figcaption>Summit view</figcaption>\n</figure>\n<figure c2c:position="inline" c2c:role="embedded-figure" c2c:size=""><img alt="654" c2c:document-id="654" c2c:role="embedded-image" c2c:size="" c2c:url-proxy="/images/proxy/654"></figure>\n<p>Text [img=1/] stays.</p>',
    ],
    ['[img=1 Left/]', '<p>[img=1 Left/]</p>'],
  ],
  'video (§4.4)': [
    [
      '[video]https://www.youtube.com/watch?v=AbC_12-x&t=42s[/video]\n[video]https://www.dailymotion.com/video/x7tgad0_some-title[/video]\n[video]https://example.com/v.mp4[/video]',
      '<div c2c:role="video"><iframe src="//www.youtube.com/embed/AbC_12-x"></iframe></div>\n<div c2c:role="video"><iframe src="//www.dailymotion.com/embed/video/x7tgad0?theme=none&amp;wmode=transparent"></iframe></div>\n<p>[video]https://example.com/v.mp4[/video]</p>',
    ],
    ['[video]https://youtu.be/abc?t=10[/video]', '<p>[video]https://youtu.be/abc?t=10[/video]</p>'],
  ],
  'alerts (§4.5)': [
    [
      '!!!! Rockfall danger\n!!!! in the couloir\n!!!!\n!!!! Go early.\n!! Tip',
      '<div c2c:role="danger">\n<p>Rockfall danger<br>\n in the couloir</p>\n<p>Go early.</p>\n</div>\n<div c2c:role="info">\n<p>Tip</p>\n</div>',
    ],
    ['* !! x', '<ul>\n<li>\n<div c2c:role="info">x</div>\n</li>\n</ul>'],
  ],
  'L# tables (§4.6)': [
    [
      'L#12\nL#\nL#1-3\nL#',
      `<table c2c:role="ltag">\n<tbody>\n<tr>\n<td>${L('12')}</td>\n</tr>\n<tr>\n<td>${L('13')}</td>\n</tr>\n<tr>\n<td>${L('1-3')}</td>\n</tr>\n<tr>\n<td>${L('4')}</td>\n</tr>\n</tbody>\n</table>`,
    ],
    [
      'L#2bis\nL#',
      `<table c2c:role="ltag">\n<tbody>\n<tr>\n<td>${L('2bis')}</td>\n</tr>\n<tr>\n<td><code>L#</code></td>\n</tr>\n</tbody>\n</table>`,
    ],
    [
      'L# | a L#2 then L#3bis and L#',
      `<table c2c:role="ltag">\n<tbody>\n<tr>\n<td>${L('1')}</td>\n<td>a <code>L#2</code>&nbsp;then <code>L#3bis</code> and <code>L#</code></td>\n</tr>\n</tbody>\n</table>`,
    ],
    [
      '> L# | x',
      '<blockquote>\n<table c2c:role="ltag">\n<tbody>\n<tr>\n<td>L#</td>\n<td>x</td>\n</tr>\n</tbody>\n</table>\n</blockquote>',
    ],
  ],
  '[p] (§4.7)': [
    ['a\n[p]\nb', '<p>a</p>\n<div style="clear:both;"></div>\n<p>b</p>'],
    ['a [p] b', '<p>a [p] b</p>'],
  ],
  'wikilinks (§5.1)': [
    [
      '[[routes/56789/en/walker-spur#approach|Walker]] and [[outings/42|my *outing*]] and [[routes/1/fr/Bad|x]]',
      '<p><a c2c:anchor="approach" c2c:document-id="56789" c2c:document-type="routes" c2c:lang="en" c2c:role="internal-link" c2c:slug="walker-spur">Walker</a> and <a c2c:document-id="42" c2c:document-type="outings" c2c:role="internal-link">my <em>outing</em></a> and [[routes/1/fr/Bad|x]]</p>',
    ],
  ],
  'emojis (§5.2)': [
    [
      ':summit: :skitouring: :sunny: :nope: `:sunny:`',
      '<p><img alt=":summit:" c2c:emoji-db="c2c-waypoints" c2c:role="emoji" c2c:svg-name="summit"> <img alt="⛷" c2c:emoji-db="c2c-activities" c2c:role="emoji" c2c:svg-name="skitouring"> <img alt="☀️" c2c:emoji-db="emojione" c2c:role="emoji" c2c:svg-name="2600"> :nope: <code>:sunny:</code></p>',
    ],
    [
      ':+1: :heart:',
      '<p><img alt="👍" c2c:emoji-db="emojione" c2c:role="emoji" c2c:svg-name="1f44d"> <img alt="❤️" c2c:emoji-db="emojione" c2c:role="emoji" c2c:svg-name="2764"></p>',
    ],
    ['a :my_code:', '<p>a :my_code:</p>'],
  ],
  'nbsp (§5.3)': [
    [
      'Height 300 m : beware ; ok ? 12 km, 5 A',
      '<p>Height 300&nbsp;m&nbsp;: beware&#8239;; ok&#8239;? 12&nbsp;km, 5 A</p>',
    ],
  ],
  'sanitiser (§6)': [
    [
      '<u>x</u> <span class="a" style="color:red" onclick="x()">y</span> [x](javascript:alert(1)) <!-- hidden -->',
      '<p>&lt;u&gt;x&lt;/u&gt; <span class="a">y</span> <a>x</a> </p>',
    ],
    ['<script> alert("x") </script>', '&lt;script&gt; alert("x") &lt;/script&gt;'],
    ['<center>x</center>', '<p></p><center>x</center><p></p>'],
    [
      '<div style="clear: both; color:red; position:absolute">x</div>',
      '<div style="clear: both; color:red;">x</div>',
    ],
    ['<a href="tel:+33123">t</a> <a href="tel:123">u</a>', '<p><a>t</a> <a href="tel:123">u</a></p>'],
    ['<table><tr><td>a</td></tr></table>', '<table><tbody><tr><td>a</td></tr></tbody></table>'],
  ],
};

for (const [group, rows] of Object.entries(tables)) {
  describe(group, () => {
    for (const [input, expected] of rows) {
      it(JSON.stringify(input), () => expect(cook(input)).toBe(expected));
    }
  });
}
