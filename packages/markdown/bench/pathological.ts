// Pathological inputs for cook(): each family builds a document of about
// `size` characters that hit one worst case of a naive implementation
// (issue 13). Shared by bench/cook-bench.ts and src/pathological.test.ts.

/** Repeats `unit(i)` until the text reaches `size` characters. */
function fill(size: number, unit: (i: number) => string, head = '', tail = ''): string {
  const parts: string[] = [head];
  let len = head.length + tail.length;
  for (let i = 0; len < size; i++) {
    const u = unit(i);
    parts.push(u);
    len += u.length;
  }
  parts.push(tail);
  return parts.join('');
}

/** `open` repeated, a core, then `close` repeated: one deeply nested construct. */
function nested(size: number, open: string, core: string, close: string): string {
  const n = Math.max(1, Math.floor((size - core.length) / (open.length + close.length)));
  return open.repeat(n) + core + close.repeat(n);
}

export const FAMILIES: Record<string, (size: number) => string> = {
  'pipe table': (s) => fill(s, (i) => `| a${i} | b |\n`),
  'L# rows': (s) => fill(s, (i) => `L# | ${i} | 5c | *slab* [[routes/${i}|x]] L#2\n`),
  'headers + [toc]': (s) => fill(s, (i) => `# Head ${i} # 2 h\ntext\n`, '[toc]\n\n'),
  'one long paragraph': (s) => fill(s, (i) => `line ${i} with *em* and \`code\`\n`),
  'nested [': (s) => nested(s, '[', 'x', ']'),
  'unclosed [': (s) => '['.repeat(s),
  '[[ runs': (s) => fill(s, () => '[['),
  'nested links': (s) => nested(s, '[a ', 'x', '](u)'),
  'link-like unclosed': (s) => fill(s, () => '[a](b '),
  'nested emphasis': (s) => nested(s, '*_', 'x', '_*'),
  'run of *': (s) => '*'.repeat(s),
  'run of _': (s) => '_'.repeat(s),
  'spaced * _': (s) => fill(s, (i) => (i % 2 ? '* ' : '_ ')),
  'unclosed **a': (s) => fill(s, () => '**a '),
  'emphasis pairs': (s) => fill(s, () => '*a* _b_ '),
  'run of `': (s) => '`'.repeat(s),
  'backtick pairs': (s) => fill(s, () => '`a` '),
  'run of <': (s) => '<'.repeat(s),
  'inline tags': (s) => fill(s, () => '<span>x</span> '),
  'unclosed <a': (s) => fill(s, () => '<a '),
  'unclosed </a': (s) => fill(s, () => '</a '),
  'unclosed <!--': (s) => fill(s, () => '<!-- '),
  'unclosed <? and <!': (s) => fill(s, () => '<?x <!x '),
  'run of &': (s) => '&'.repeat(s),
  entities: (s) => fill(s, () => '&eacute; &amp; '),
  escapes: (s) => fill(s, () => '\\* \\_ \\q '),
  autolinks: (s) => fill(s, (i) => `<http://x.org/${i}> <a@b.c> `),
  'emojis + nbsp': (s) => fill(s, () => ':summit: :nope: 3 m : ok ? '),
  wikilinks: (s) => fill(s, (i) => `[[routes/${i}|r]] `),
  'nested blockquotes': (s) => nested(s, '> ', 'x', ''),
  'blockquote ladder': (s) => fill(s, (i) => `${'> '.repeat(i % 50)}x\n`),
  'list items': (s) => fill(s, (i) => `* item ${i}\n`),
  'nested lists': (s) => fill(s, (i) => `${'    '.repeat(i % 20)}* item\n`),
  'raw html blocks': (s) => fill(s, () => '<div>\nx\n'),
  'code block': (s) => fill(s, (i) => `    code ${i} <&>\n`),
  alerts: (s) => fill(s, (i) => `!! tip ${i}\n`),
  'images [img]': (s) => fill(s, (i) => `[img=${i} left]cap[/img]\n`),
  'many paragraphs': (s) => fill(s, (i) => `p ${i}\n\n`),
  'same heading': (s) => fill(s, () => '## Descent\n', '[toc]\n\n'),
  'nested inline html': (s) => nested(s, '<b>', 'x', '</b>'),
  'unclosed inline html': (s) => fill(s, () => '<b>x <i>y '),
  'misnested inline html': (s) => fill(s, () => '<b><i>x</b></i> '),
  'nested html blocks': (s) => nested(s, '<div>\n', 'x', '</div>\n'),
};
