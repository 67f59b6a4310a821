// Cook benchmark: realistic ~20 KB route descriptions using every extension,
// then each pathological family of bench/pathological.ts at 300 KB (issue 13).
// Run: node --import tsx bench/cook-bench.ts [family filter]
import { performance } from 'node:perf_hooks';
import { cook } from '../src/index.ts';
import { FAMILIES } from './pathological.ts';

function routeDescription(seed: number): string {
  const parts: string[] = ['[toc]', ''];
  let i = 0;
  while (parts.join('\n').length < 20_000) {
    const n = seed + i++;
    parts.push(
      `# Approach ${n} # 2 h {#approach-${n}}`,
      `From the hut :hut: walk 300 m : follow the path ; then cross the glacier ? Yes ! About 2 h from the car park.`,
      `See [[waypoints/${1000 + n}/fr/refuge-${n}|the hut]] and [[routes/${n}/en#descent|the descent]], or <https://example.org/${n}>.`,
      '',
      `!!!! Rockfall danger in the couloir, *especially* in the **afternoon** :warning:`,
      `!!!! Go early, 5 h at the latest.`,
      '',
      `[img=${20000 + n} right big]Summit view from the *north* ridge[/img]`,
      '',
      `## Pitches`,
      `L#= | grade | notes`,
      `L# | 5c | slab, then a crack :rock_climbing:`,
      `L# | 6a | chimney, see L#1`,
      `L#~ traverse left 20 m`,
      `L# | 4 | exit to [[waypoints/${n}|the summit]]`,
      `R# | 3 | variant`,
      '',
      `* rack: cams 0.3 to 3`,
      `* 2 ropes of 50 m`,
      `    * ice axe in spring`,
      `1. first option`,
      `2. second option`,
      '',
      `> Quote from the guidebook: *beautiful* line, "exposed".`,
      '',
      `[video]https://www.youtube.com/watch?v=AbC_${n}-x&t=42s[/video]`,
      '',
      `[p]`,
      `Some <span class="x">inline HTML</span> & an entity &eacute; and \`code :sunny:\`.`,
      '',
      `    code block line ${n}`,
      '',
      '---',
      '',
    );
  }
  return parts.join('\n');
}

const filter = process.argv[2];
const DOCS = 60;
const ROUNDS = 5;
const docs = Array.from({ length: DOCS }, (_, k) => routeDescription(k * 100));
const bytes = docs.reduce((s, d) => s + new TextEncoder().encode(d).length, 0);

for (const d of docs.slice(0, 10)) cook(d); // warm-up
if (!filter) benchRealistic();

function benchRealistic(): void {
  const times: number[] = [];
  const t0 = performance.now();
  for (let r = 0; r < ROUNDS; r++) {
    for (const d of docs) {
      const s = performance.now();
      cook(d);
      times.push(performance.now() - s);
    }
  }
  const total = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p: number): number =>
    times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] as number;
  console.log(`documents: ${DOCS} × ${ROUNDS} rounds, average size ${(bytes / DOCS / 1024).toFixed(1)} KiB`);
  console.log(`median: ${pct(50).toFixed(2)} ms/doc, p99: ${pct(99).toFixed(2)} ms/doc`);
  console.log(
    `throughput: ${(times.length / total).toFixed(0)} docs/s, ${((bytes * ROUNDS) / total / 1e6).toFixed(2)} MB/s`,
  );
}

// Pathological inputs: median and spread of RUNS cooks of each family at 300 KB.
const SIZE = 300_000;
const RUNS = 5;
console.log(`\npathological inputs, ${SIZE / 1000} KB each, ${RUNS} runs: median (min–max) ms`);
for (const [name, make] of Object.entries(FAMILIES)) {
  if (filter && !name.includes(filter)) continue;
  const text = make(SIZE);
  const runs: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const s = performance.now();
    cook(text);
    runs.push(performance.now() - s);
  }
  runs.sort((a, b) => a - b);
  const median = runs[Math.floor(RUNS / 2)] as number;
  const lo = (runs[0] as number).toFixed(0);
  const hi = (runs[RUNS - 1] as number).toFixed(0);
  console.log(`${name.padEnd(22)} ${median.toFixed(0).padStart(6)} (${lo}–${hi})`);
}
