/**
 * Demo-data command line (no database: it only generates and counts).
 *
 *   node --import tsx src/demo/cli.ts demo                 summary of the demo guidebook per type
 *   node --import tsx src/demo/cli.ts synthetic 100000     generate synthetic documents, print timing
 *   node --import tsx src/demo/cli.ts pictures <dir> [n]   write the demo pictures (JPEG) into <dir>
 *
 * The loader that inserts the data lives with the database code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { countByType, generateDemoData } from './guidebook.ts';
import { DEMO_PICTURE_COUNT, demoPictureFilename, renderDemoPicture } from './pictures.ts';
import { syntheticBatches } from './synthetic.ts';
import type { DocumentLetter } from './types.ts';

const TYPE_NAMES: Record<DocumentLetter, string> = {
  a: 'areas',
  c: 'articles',
  b: 'books',
  i: 'images',
  m: 'maps',
  o: 'outings',
  u: 'profiles',
  r: 'routes',
  w: 'waypoints',
  x: 'xreports',
};

function demo(): void {
  const started = performance.now();
  const data = generateDemoData();
  const ms = performance.now() - started;
  const counts = countByType(data);
  console.log(`demo guidebook generated in ${ms.toFixed(0)} ms`);
  console.log(`  users          ${data.users.length}`);
  for (const [letter, n] of Object.entries(counts))
    console.log(`  ${TYPE_NAMES[letter as DocumentLetter].padEnd(14)} ${n}`);
  console.log(`  documents      ${data.documents.length}`);
  console.log(`  associations   ${data.associations.length}`);
  const tracks = data.documents.filter((d) => d.type === 'o' && d.geometry?.geom_detail).length;
  console.log(`  outing tracks  ${tracks}`);
}

function synthetic(count: number): void {
  const started = performance.now();
  const cpu = process.cpuUsage();
  let documents = 0;
  let associations = 0;
  let batches = 0;
  const counts: Partial<Record<DocumentLetter, number>> = {};
  for (const batch of syntheticBatches(count)) {
    batches++;
    documents += batch.documents.length;
    associations += batch.associations.length;
    for (const d of batch.documents) counts[d.type] = (counts[d.type] ?? 0) + 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  console.log(`${documents} synthetic documents, ${associations} associations in ${batches} batches`);
  for (const [letter, n] of Object.entries(counts))
    console.log(`  ${TYPE_NAMES[letter as DocumentLetter].padEnd(10)} ${n}`);
  console.log(
    `generated in ${seconds.toFixed(2)} s wall, ${((used.user + used.system) / 1e6).toFixed(2)} s CPU (${Math.round(documents / seconds)} documents/s)`,
  );
}

async function pictures(dir: string, count: number): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const started = performance.now();
  for (let i = 0; i < count; i++)
    fs.writeFileSync(path.join(dir, demoPictureFilename(i)), await renderDemoPicture(i));
  console.log(
    `${count} pictures written to ${dir} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

const [command, arg, arg2] = process.argv.slice(2);
switch (command) {
  case 'demo':
    demo();
    break;
  case 'synthetic':
    synthetic(Number(arg ?? 100000));
    break;
  case 'pictures':
    if (!arg) throw new Error('usage: cli.ts pictures <dir> [count]');
    await pictures(arg, Number(arg2 ?? DEMO_PICTURE_COUNT));
    break;
  default:
    console.log('usage: cli.ts demo | synthetic <count> | pictures <dir> [count]');
    process.exitCode = 1;
}
