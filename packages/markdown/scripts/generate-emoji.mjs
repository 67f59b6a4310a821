#!/usr/bin/env node
// Builds src/emoji/data.json from emojione@2.2.7's emoji.json (MIT).
// Reference (markdown.md §5.2, §8.8): the emojione table shipped in
// pymdown-extensions' emoji1_db is the same data as emojione 2.2.7's JSON.
// Only what rendering needs is kept:
//   emoji: short name (no colons) -> "svg" or "svg|alt" (hex code points,
//          alt only when unicode_alt differs from unicode)
//   aliases: alias (no colons) -> target short name (no colons)
//
// Usage:
//   mkdir -p /tmp/emoji-src && cd /tmp/emoji-src && npm init -y && npm install emojione@2.2.7
//   node scripts/generate-emoji.mjs /tmp/emoji-src/node_modules/emojione
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const source = process.argv[2] ?? '/tmp/emoji-src/node_modules/emojione';
const pkg = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'));
if (pkg.version !== '2.2.7') throw new Error(`expected emojione 2.2.7, got ${pkg.version}`);
const table = JSON.parse(readFileSync(join(source, 'emoji.json'), 'utf8'));

const strip = (code) => code.replace(/^:|:$/g, '');
const emoji = {};
const aliases = {};
for (const [name, entry] of Object.entries(table)) {
  const alt = entry.unicode_alt && entry.unicode_alt !== entry.unicode ? `|${entry.unicode_alt}` : '';
  emoji[strip(entry.shortname)] = entry.unicode + alt;
  for (const alias of entry.aliases) aliases[strip(alias)] = strip(entry.shortname);
  if (strip(entry.shortname) !== name) throw new Error(`unexpected key ${name}`);
}

const out = join(here, '..', 'src', 'emoji');
writeFileSync(join(out, 'data.json'), JSON.stringify({ emoji, aliases }) + '\n');
writeFileSync(
  join(out, 'LICENSE-emoji.txt'),
  `The emoji table in data.json is derived from emoji.json of the npm package
emojione ${pkg.version} (EmojiOne non-artwork files, MIT licence). No artwork is
included.

The MIT License (MIT)

Copyright (c) ${pkg.author}

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
`,
);
console.log(`emoji: ${Object.keys(emoji).length}, aliases: ${Object.keys(aliases).length}`);
