/// <reference types="node" />
// Runs the shared conformance corpus (shared/conformance/markdown/README.md):
// whole input to cook(), both sides compared after trimming trailing whitespace.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { cook } from './index.ts';

function findRepoRoot(start: string): string | null {
  for (let dir = start; ; dir = dirname(dir)) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        if ((JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'cairn') return dir;
      } catch {
        // not JSON we can read: keep walking up
      }
    }
    if (dirname(dir) === dir) return null;
  }
}

const root = findRepoRoot(dirname(fileURLToPath(import.meta.url)));
const corpus = root ? resolve(root, '..', 'shared', 'conformance', 'markdown') : null;

interface Case {
  name: string;
  md: string;
  html: string;
}

function loadCases(dir: string): Case[] {
  const cases: Case[] = [];
  for (const group of readdirSync(dir, { withFileTypes: true })) {
    if (!group.isDirectory()) continue; // the top-level README.md is not a case
    const gdir = join(dir, group.name);
    for (const file of readdirSync(gdir).sort()) {
      if (!file.endsWith('.md')) continue;
      const base = file.slice(0, -3);
      cases.push({ name: `${group.name}/${base}`, md: join(gdir, file), html: join(gdir, `${base}.html`) });
    }
  }
  return cases.sort((a, b) => a.name.localeCompare(b.name));
}

if (!corpus || !existsSync(corpus)) {
  describe('markdown conformance corpus', () => {
    it.skip(`skipped: corpus not found (looked for ${corpus ?? '../shared/conformance/markdown next to the repo'})`, () => {});
  });
} else {
  const cases = loadCases(corpus);
  let passed = 0;
  let failed = 0;
  describe('markdown conformance corpus', () => {
    afterAll(() => {
      console.log(`conformance: ${passed} passed, ${failed} failed`);
    });
    for (const c of cases) {
      it(c.name, () => {
        const input = readFileSync(c.md, 'utf8');
        const expected = readFileSync(c.html, 'utf8');
        const actual = cook(input);
        const ok = actual.trimEnd() === expected.trimEnd();
        if (ok) passed++;
        else failed++;
        expect(actual.trimEnd()).toBe(expected.trimEnd());
      });
    }
  });
}
