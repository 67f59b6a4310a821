// GPS import benchmark (issue 14): a 100,000-point GPX and a 100,000-point FIT, each read by
// importGeometry and simplified by simplifyLine as the browser's edit form does with a file
// (here under Node, with @xmldom/xmldom as the XML DOM, the one the domain's tests inject in
// place of the browser's DOMParser). Prints the first (cold) run, then the median, min and max
// of the following runs (wall time, and the median CPU time of the process, which a busy
// machine disturbs less), and the points read and kept after simplification; for the GPX, also
// the median time of the XML parse alone.
// Run: npm run bench -w @cairn/domain [runs]
import { performance } from 'node:perf_hooks';
import { Encoder, Profile } from '@garmin/fitsdk';
import { DOMParser } from '@xmldom/xmldom';
import { importGeometry, simplifyLine, type ParseXml, type SimplifiableGeometry } from '../src/index.ts';

const POINTS = 100_000;
const RUNS = Math.max(1, Number(process.argv[2]) || 5);
const START = Date.UTC(2024, 6, 1, 6, 0, 0);

const parseXml = ((text: string) =>
  new DOMParser({ onError: () => {} }).parseFromString(text, 'text/xml')) as unknown as ParseXml;

/** A long day out: one point a second, a slow wander north-east with a climb and a descent. */
const pointAt = (i: number) => ({
  lat: 45.9 + i * 2e-6 + Math.sin(i / 300) * 1e-4,
  lon: 6.87 + i * 3e-6 + Math.cos(i / 250) * 1e-4,
  ele: 1200 + 1500 * Math.sin((Math.PI * i) / POINTS) + Math.sin(i / 40) * 2,
  time: START + i * 1000,
});

function gpxText(): string {
  const points: string[] = [];
  for (let i = 0; i < POINTS; i++) {
    const p = pointAt(i);
    points.push(
      `<trkpt lat="${p.lat.toFixed(7)}" lon="${p.lon.toFixed(7)}"><ele>${p.ele.toFixed(1)}</ele>` +
        `<time>${new Date(p.time).toISOString()}</time></trkpt>`,
    );
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<gpx version="1.1" creator="bench" xmlns="http://www.topografix.com/GPX/1/1">' +
    `<trk><name>Bench</name><trkseg>${points.join('\n')}</trkseg></trk></gpx>`
  );
}

/** The FIT of the same track, written by Garmin's SDK encoder (file id, then one record a point). */
function fitBytes(): Uint8Array {
  const encoder = new Encoder();
  encoder.writeMesg({
    mesgNum: Profile.MesgNum.FILE_ID!,
    type: 'activity',
    manufacturer: 'garmin',
    product: 1,
    serialNumber: 1234,
    timeCreated: new Date(START),
  } as never);
  const semicircles = 2 ** 31 / 180;
  for (let i = 0; i < POINTS; i++) {
    const p = pointAt(i);
    encoder.writeMesg({
      mesgNum: Profile.MesgNum.RECORD!,
      timestamp: new Date(p.time),
      positionLat: Math.round(p.lat * semicircles),
      positionLong: Math.round(p.lon * semicircles),
      altitude: p.ele,
    } as never);
  }
  return encoder.close();
}

const ms = (n: number) => `${n.toFixed(0)} ms`;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** Wall and CPU milliseconds of `f`. */
function timed<T>(f: () => T): { value: T; wall: number; cpu: number } {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const value = f();
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { value, wall, cpu: (cpu.user + cpu.system) / 1000 };
}

function bench(label: string, name: string, data: Uint8Array | string, size: number): void {
  const runs: { wall: number; cpu: number }[] = [];
  let result: { imported: number; kept: number; type: string | undefined } | undefined;
  for (let run = 0; run <= RUNS; run++) {
    const { value, wall, cpu } = timed(() => {
      // What the edit form does with a file: import (with the zero-elevation repair), then the
      // simplification it asks the user to confirm.
      const imported = importGeometry({ name, data }, { parseXml });
      const simplified = imported.geomDetail && simplifyLine(imported.geomDetail as SimplifiableGeometry);
      return { imported: imported.points, kept: simplified?.after ?? 0, type: simplified?.geometry.type };
    });
    result = value;
    runs.push({ wall, cpu });
  }
  const [cold, ...warm] = runs;
  const walls = warm.map((r) => r.wall);
  console.log(
    `${label.padEnd(4)} ${(size / 1e6).toFixed(1).padStart(5)} MB  cold ${ms(cold!.wall).padStart(8)}  ` +
      `median ${ms(median(walls)).padStart(8)}  min ${ms(Math.min(...walls)).padStart(8)}  ` +
      `max ${ms(Math.max(...walls)).padStart(8)}  cpu median ${ms(median(warm.map((r) => r.cpu))).padStart(8)}  ` +
      `(${warm.length} runs)  points read ${result!.imported} of ${POINTS}, kept after simplification ${result!.kept}, ${result!.type}`,
  );
  if (typeof data === 'string') {
    const parses = Array.from({ length: RUNS }, () => timed(() => parseXml(data)).wall);
    console.log(`     of which the XML parse alone: median ${ms(median(parses))}`);
  }
}

const t0 = performance.now();
const gpx = gpxText();
const fit = fitBytes();
console.log(
  `importGeometry + simplifyLine, ${POINTS.toLocaleString('en')} points with elevation and time ` +
    `(files built in ${ms(performance.now() - t0)}; Node ${process.version}, XML DOM @xmldom/xmldom)`,
);
bench('GPX', 'bench.gpx', gpx, Buffer.byteLength(gpx));
bench('FIT', 'bench.fit', fit, fit.byteLength);
