/**
 * Sums up a V8 CPU profile (`node --cpu-prof`, or `BENCH_CPU_PROF=dir npm run bench`): the busy
 * time, the functions and the packages or source files where it was spent (self time), and the
 * inclusive time of the functions whose name matches `--match` (each sample counted once per
 * function, however deep the recursion).
 *
 *   node --import tsx bench/cpu-profile-summary.ts <file.cpuprofile> [--top 25] [--match a,b]
 *
 * Divide by the requests the server answered in the run (the bench prints its req/s) for the
 * CPU time of one request.
 */
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a));
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
if (!file) {
  console.error('usage: cpu-profile-summary.ts <file.cpuprofile> [--top 25] [--match name,name]');
  process.exit(2);
}
const top = Number(option('top') ?? 25);
const matches = (option('match') ?? '').split(',').filter(Boolean);

const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

/** Where a frame's code lives: a package of node_modules, a source file of the repository, Node or V8. */
function placeOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  if (url.startsWith('node:')) return 'node internals';
  const source = /\/packages\/(.+)$/.exec(url);
  return source ? source[1]! : url;
}
const keyOf = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${placeOf(n.callFrame.url, n.callFrame.functionName)}:${n.callFrame.lineNumber + 1}`;

const self = new Map<string, number>();
const places = new Map<string, number>();
const inclusive = new Map<string, number>();
let busy = 0;
let idle = 0;
profile.samples.forEach((id, i) => {
  const ms = (profile.timeDeltas[i] ?? 0) / 1000;
  const node = byId.get(id)!;
  if (node.callFrame.functionName === '(idle)') {
    idle += ms;
    return;
  }
  busy += ms;
  self.set(keyOf(node), (self.get(keyOf(node)) ?? 0) + ms);
  const place = placeOf(node.callFrame.url, node.callFrame.functionName);
  places.set(place, (places.get(place) ?? 0) + ms);
  if (!matches.length) return;
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const frame = byId.get(at)!;
    const name = frame.callFrame.functionName;
    if (matches.some((m) => name.includes(m))) seen.add(keyOf(frame));
  }
  for (const k of seen) inclusive.set(k, (inclusive.get(k) ?? 0) + ms);
});

const table = (title: string, entries: Map<string, number>, n: number) => {
  console.log(`\n${title}`);
  for (const [k, ms] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, n))
    console.log(`${ms.toFixed(0).padStart(8)} ms ${((100 * ms) / busy).toFixed(1).padStart(5)} %  ${k}`);
};
console.log(`${file}: busy ${busy.toFixed(0)} ms, idle ${idle.toFixed(0)} ms`);
table('self time by package or source file', places, top);
table('self time by function', self, top);
if (matches.length) table(`inclusive time of ${matches.join(', ')}`, inclusive, top);
