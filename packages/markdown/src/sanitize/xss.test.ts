// XSS suite (markdown.md §6): whatever the input, cooked HTML holds only
// allowed tags and attributes, no script-capable URL, and iframes only from
// the video extension.
import { parseFragment, defaultTreeAdapter, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { cook } from '../index.ts';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from './allow-list.ts';

type Node = DefaultTreeAdapterMap['node'];
const VIDEO_SRC =
  /^\/\/(www\.youtube\.com\/embed\/|www\.dailymotion\.com\/embed\/video\/|player\.vimeo\.com\/video\/)/;

/** Checks the cooked HTML the way a browser would read it. */
function problems(html: string): string[] {
  const found: string[] = [];
  const walk = (nodes: Node[]): void => {
    for (const n of nodes) {
      if (!defaultTreeAdapter.isElementNode(n)) {
        if (defaultTreeAdapter.isCommentNode(n)) found.push('comment');
        continue;
      }
      const tag = n.tagName;
      if (tag === 'iframe') {
        const src = n.attrs.find((a) => a.name === 'src')?.value ?? '';
        if (!VIDEO_SRC.test(src) || n.attrs.length !== 1) found.push(`iframe ${src}`);
      } else if (!ALLOWED_TAGS.has(tag)) found.push(`tag ${tag}`);
      for (const { name, value } of n.attrs) {
        if (tag !== 'iframe' && !(ALLOWED_ATTRIBUTES[tag] ?? []).includes(name))
          found.push(`attr ${tag}.${name}`);
        if (/^on/i.test(name)) found.push(`event ${name}`);
        if (name === 'href' || name === 'src') {
          const v = value.replace(/[\x00-\x20\x7f-\xa0]+/g, '').toLowerCase();
          const m = /^([a-z][a-z0-9+.-]*):/.exec(v);
          if (m && !['http', 'https', 'mailto'].includes(m[1] as string) && !/^[a-z]+:\d+$/.test(v)) {
            found.push(`url ${value}`);
          }
        }
        // Values of allowed properties are kept verbatim, as bleach does; so an
        // IE-only `width: expression(…)` survives, but no URL-taking property does.
        if (name === 'style' && /url\(|javascript|behavior|@import/i.test(value))
          found.push(`style ${value}`);
      }
      walk(n.childNodes as Node[]);
    }
  };
  walk(parseFragment(html).childNodes as Node[]);
  return found;
}

const cases: [string, string][] = [
  ['script tag', '<script>alert(1)</script>'],
  ['script inline', 'a <script>alert(1)</script> b'],
  ['script upper case', '<SCRIPT SRC=//evil.js></SCRIPT>'],
  ['script split', '<scr<script>ipt>alert(1)</script>'],
  ['script in list', '* <script>alert(1)</script>'],
  ['script in alert', '!! <script>alert(1)</script>'],
  ['script in ltag', 'L# | <script>alert(1)</script>'],
  ['event attribute', '<span onclick="alert(1)">x</span>'],
  ['event attribute on img', '<img src=x onerror=alert(1)>'],
  ['event attribute unquoted', '<div onmouseover=alert(1)>x</div>'],
  ['event attribute weird spacing', '<span/onclick=alert(1)>x</span>'],
  ['javascript href', '<a href="javascript:alert(1)">x</a>'],
  ['javascript href mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['javascript href with spaces', '<a href=" java\tscript:alert(1)">x</a>'],
  [
    'javascript href entity-encoded',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  ],
  ['javascript href hex entities', '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>'],
  ['javascript href colon entity', '<a href="javascript&colon;alert(1)">x</a>'],
  ['javascript href newline entity', '<a href="java&#10;script:alert(1)">x</a>'],
  ['vbscript href', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['data href mixed case', '<a href="DaTa:text/html,<script>alert(1)</script>">x</a>'],
  ['markdown link javascript', '[x](javascript:alert(1))'],
  ['markdown link entity javascript', '[x](&#106;avascript:alert(1))'],
  ['markdown link escaped colon', '[x](javascript\\:alert(1))'],
  ['markdown link vbscript title', '[x](vbscript:x "t")'],
  ['markdown reference javascript', '[x][a]\n\n[a]: javascript:alert(1)'],
  ['markdown image javascript', '![x](javascript:alert(1))'],
  ['markdown image onerror title', '![x" onerror="alert(1)](y)'],
  ['autolink javascript', '<javascript:alert(1)>'],
  ['automail script', '<"onmouseover=alert(1)"@x.org>'],
  ['svg', '<svg onload=alert(1)><script>alert(1)</script></svg>'],
  ['svg use', '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>"/></svg>'],
  ['mathml', '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>'],
  ['style tag', '<style>body{background:url(javascript:alert(1))}</style>'],
  [
    'style attribute',
    '<div style="background:url(javascript:alert(1)); width: expression(alert(1))">x</div>',
  ],
  ['style attribute on span', '<span style="position:fixed;top:0">x</span>'],
  ['style import', '<div style="@import url(//evil.css)">x</div>'],
  ['iframe typed by user', '<iframe src="//evil.example"></iframe>'],
  ['iframe inline', 'a <iframe src=javascript:alert(1)></iframe>'],
  ['iframe case', '<IFRAME SRC="//www.youtube.com/embed/x"></IFRAME>'],
  ['iframe guessing secret', '<iframe_0000 src="//evil"></iframe_0000>'],
  ['video bad url', '[video]javascript:alert(1)[/video]'],
  ['video url injection', '[video]https://www.youtube.com/watch?v=x"onload="alert(1)[/video]'],
  ['video with quote in fragment', '[video]https://vimeo.com/1#"><script>alert(1)</script>[/video]'],
  ['object embed', '<object data="x.swf"></object><embed src="x.swf">'],
  ['form', '<form action="javascript:alert(1)"><input type=submit></form>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['link tag', '<link rel=stylesheet href=//evil.css>'],
  ['broken nesting', '<div><span onclick=x><a href="javascript:x"></div></span>'],
  ['unclosed tag', '<a href="javascript:alert(1)"'],
  ['unclosed attribute', '<span title="x onclick=alert(1)>y'],
  ['comment trick', '<!--<script>alert(1)</script>-->'],
  ['comment break out', '<!-- --!><script>alert(1)</script> -->'],
  ['cdata', '<![CDATA[<script>alert(1)</script>]]>'],
  ['entity tag', '&lt;script&gt;alert(1)&lt;/script&gt;'],
  ['double-encoded', '&amp;lt;script&amp;gt;'],
  ['null byte', '<scr\u0000ipt>alert(1)</script>'],
  ['control characters', '<a href="java\u0001script:alert(1)">x</a>'],
  ['attribute quote break', '<span title="a"onclick="alert(1)">x</span>'],
  ['backticks', '<span title=`x`onclick=alert(1)>x</span>'],
  ['wikilink evil label', '[[routes/1|<img src=x onerror=alert(1)>]]'],
  ['wikilink evil type', '[[javascript/1|x]] [[routes/1" onclick="x|y]]'],
  ['img tag evil caption', '[img=1]<script>alert(1)</script>" onerror="alert(1)[/img]'],
  ['img tag evil options', '[img=1 onerror=alert(1)/]'],
  ['emoji code', ':<script>: :" onerror="alert(1):'],
  ['heading id injection', '## x {#a" onclick="alert(1)}'],
  ['heading html', '## <img src=x onerror=alert(1)>'],
  ['toc with html', '[toc]\n\n# <b onclick=x>t</b>'],
  ['nbsp near html', '3 <b onclick=x>m</b> :'],
  ['code span is text', '`<script>alert(1)</script>`'],
  ['raw html block', '<div>\n<script>alert(1)</script>\n</div>'],
  ['table foster', '<table><script>alert(1)</script><tr><td onclick=x>a</td></tr></table>'],
  ['template', '<template><script>alert(1)</script></template>'],
  ['noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['textarea', '<textarea><script>alert(1)</script></textarea>'],
  ['xmp', '<xmp><script>alert(1)</script></xmp>'],
  ['plaintext', '<plaintext><script>alert(1)</script>'],
  ['svg inside allowed', '<p><svg><g onload=alert(1)></g></svg></p>'],
  ['href on span', '<span href="javascript:alert(1)">x</span>'],
  ['formaction', '<button formaction=javascript:alert(1)>x</button>'],
  ['srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  // tree building (fast path and parse5 fallback)
  ['misnested formatting', '<b><a href="javascript:x">x<p>y</b>z</a><script>alert(1)</script>'],
  ['reconstructed formatting', '<p><a href="javascript:x" onclick=x>x</p><div>y</div>'],
  ['nested links', '<a href=1><a href="javascript:alert(1)">x</a></a>'],
  ['table cell close', '<table><td><span onclick=x><script>alert(1)</script><td>b</table>'],
  ['implied tbody', '<table><tr><td><img src=x onerror=alert(1)></table>'],
  ['pre newline', '<pre>\n<script>alert(1)</script></pre>'],
  ['stray end tags', '</p></li></td></table></a><script>alert(1)</script>'],
  ['unclosed everything', '<div><ul><li><p><b><i><a href="javascript:x">x'],
  ['secret tag in table', '<table><tr><td><iframe src=javascript:alert(1)></iframe></td></tr></table>'],
  ['heading in heading', '<h2 onclick=x><h3 id="a" onclick=x>t</h3></h2>'],
];

describe('cook() never lets script through', () => {
  for (const [name, input] of cases) {
    it(name, () => {
      const html = cook(input);
      expect(problems(html), html).toEqual([]);
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(
        /<(svg|math|style|object|embed|form|meta|base|link|template|textarea|noscript)\b/i,
      );
    });
  }

  it('keeps the video iframe', () => {
    const html = cook('[video]https://vimeo.com/123[/video]');
    expect(html).toBe(
      '<div c2c:role="video"><iframe src="//player.vimeo.com/video/123?title=0&amp;byline=0&amp;portrait=0&amp;color=ff9933"></iframe></div>',
    );
    expect(problems(html)).toEqual([]);
  });

  it('escapes a typed iframe as text', () => {
    expect(cook('<iframe src="//x"></iframe>')).toBe('&lt;iframe src="//x"&gt;&lt;/iframe&gt;');
  });

  it('drops javascript: even written with entities', () => {
    expect(cook('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<p><a>x</a></p>');
  });
});

describe('tag names that are object keys', () => {
  it('escapes <constructor> and <__proto__> like any tag that is not allowed', async () => {
    const { cook } = await import('../cook.ts');
    for (const tag of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const html = cook(`a <${tag} x="1">b</${tag}> c`);
      expect(html).not.toMatch(new RegExp(`<${tag}[ >]`));
      if (tag !== '__proto__') expect(html).toContain(`&lt;${tag}`); // __proto__ reads as bold
    }
  });
});
