/**
 * Generated landscape pictures for the demo image documents: an SVG with a
 * sky gradient, a sun or moon, layered mountain ridges and a lake or snow
 * band, rasterised to JPEG with sharp. Deterministic per index.
 *
 * Indexes are 0-based: the n-th image document of the demo guidebook (in
 * document order, n = 0, 1, …) uses `demoPictureFilename(n)` (`demo-0001.jpg`
 * for n = 0) and its file is `renderDemoPicture(n)`. sharp is imported lazily so that the data
 * generators can be used without loading the native module.
 */
import { Random } from './random.ts';

/** Number of pictures used by the demo guidebook (image documents 1…N). */
export const DEMO_PICTURE_COUNT = 42;

export function demoPictureFilename(index: number): string {
  return `demo-${String(index + 1).padStart(4, '0')}.jpg`;
}

/** The file names used by the image documents of the demo guidebook. */
export const DEMO_PICTURE_FILENAMES: readonly string[] = Array.from({ length: DEMO_PICTURE_COUNT }, (_, i) =>
  demoPictureFilename(i),
);

/** Picture index from a file name produced by demoPictureFilename, or null. */
export function demoPictureIndex(filename: string): number | null {
  const match = /^demo-(\d{4,})\.jpg$/.exec(filename);
  return match ? Number(match[1]) - 1 : null;
}

/** Landscape 1600×1067, every fifth picture (index 4, 9, …) portrait 1067×1600. */
export function demoPictureSize(index: number): { width: number; height: number } {
  return index % 5 === 4 ? { width: 1067, height: 1600 } : { width: 1600, height: 1067 };
}

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  ridges: [string, string];
  snow: string;
}

const PALETTES: Palette[] = [
  {
    skyTop: '#1e3c72',
    skyBottom: '#9fd3f5',
    sun: '#fff6c8',
    ridges: ['#8aa6c1', '#1f2d3d'],
    snow: '#f4f8fb',
  },
  {
    skyTop: '#2b1055',
    skyBottom: '#f7a072',
    sun: '#ffe29a',
    ridges: ['#9b6b8f', '#2a1b3d'],
    snow: '#ffe9e0',
  },
  {
    skyTop: '#0f2027',
    skyBottom: '#2c5364',
    sun: '#f0f0f0',
    ridges: ['#3a5a6a', '#0b1418'],
    snow: '#dfe9ee',
  },
  {
    skyTop: '#4facfe',
    skyBottom: '#e0f7ff',
    sun: '#ffffff',
    ridges: ['#7fa88f', '#2f4a35'],
    snow: '#ffffff',
  },
  {
    skyTop: '#ff7e5f',
    skyBottom: '#feb47b',
    sun: '#fff3b0',
    ridges: ['#b06a5a', '#3b1f1a'],
    snow: '#ffe6d5',
  },
  {
    skyTop: '#355c7d',
    skyBottom: '#c06c84',
    sun: '#ffd5c2',
    ridges: ['#6c5b7b', '#22192b'],
    snow: '#f7e3ea',
  },
];

function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  const out = pa.map((v, i) => Math.round(v + ((pb[i] ?? 0) - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function ridgePath(
  rng: Random,
  width: number,
  height: number,
  base: number,
  amplitude: number,
  peaks: number,
): string {
  // Sum of a few sines with random phases, plus a little jitter: smooth
  // enough for distant ridges, rough enough to look like rock.
  const waves = [1, 2.3, 5.1, 11.7].map((f, i) => ({
    f: f * peaks,
    phase: rng.float(0, Math.PI * 2),
    weight: [1, 0.5, 0.22, 0.08][i] ?? 0,
  }));
  const steps = 120;
  const points: string[] = [`M0,${height}`];
  for (let i = 0; i <= steps; i++) {
    const u = i / steps;
    let v = 0;
    for (const w of waves) v += Math.sin(u * Math.PI * w.f + w.phase) * w.weight;
    const peak = Math.abs(v) / 1.8; // 0…1, sharp valleys between peaks
    const y = base - amplitude * (0.25 + 0.75 * peak) - rng.float(0, amplitude * 0.03);
    points.push(`L${(u * width).toFixed(1)},${y.toFixed(1)}`);
  }
  points.push(`L${width},${height}`, 'Z');
  return points.join(' ');
}

/** SVG source of picture `index` (exported for tests and previews). */
export function demoPictureSvg(index: number): string {
  const { width, height } = demoPictureSize(index);
  const rng = new Random(0x5eed + index * 7919);
  const palette = PALETTES[index % PALETTES.length] as Palette;
  const sunX = rng.float(0.15, 0.85) * width;
  const sunY = rng.float(0.1, 0.28) * height;
  const sunR = rng.float(0.025, 0.05) * Math.max(width, height);
  const layers = rng.int(3, 5);
  const ridges: string[] = [];
  const defs: string[] = [];
  for (let l = 0; l < layers; l++) {
    const t = layers === 1 ? 1 : l / (layers - 1);
    const colour = mix(palette.ridges[0], palette.ridges[1], t);
    const base = height * (0.62 + (0.36 * l) / layers);
    const amplitude = height * (l === 0 ? 0.34 : 0.26 - 0.035 * l);
    if (l === 0) {
      // snow-capped farthest ridge: vertical gradient from snow to rock
      defs.push(
        `<linearGradient id="snow" x1="0" y1="${(base - amplitude).toFixed(0)}" x2="0" y2="${base.toFixed(0)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${palette.snow}"/><stop offset="0.45" stop-color="${mix(palette.snow, colour, 0.6)}"/><stop offset="0.7" stop-color="${colour}"/></linearGradient>`,
      );
      ridges.push(
        `<path d="${ridgePath(rng, width, height, base, amplitude, rng.int(2, 4))}" fill="url(#snow)"/>`,
      );
    } else {
      ridges.push(
        `<path d="${ridgePath(rng, width, height, base, amplitude, rng.int(2, 6))}" fill="${colour}"/>`,
      );
    }
  }
  const lake = rng.chance(0.4)
    ? `<rect x="0" y="${(height * 0.9).toFixed(0)}" width="${width}" height="${(height * 0.1).toFixed(0)}" fill="${mix(palette.skyBottom, palette.ridges[1], 0.45)}" opacity="0.9"/>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs>',
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="${palette.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/></radialGradient>`,
    ...defs,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(sunR * 3).toFixed(0)}" fill="url(#glow)"/>`,
    `<circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${sunR.toFixed(0)}" fill="${palette.sun}"/>`,
    ...ridges,
    lake,
    '</svg>',
  ].join('');
}

/** JPEG bytes of picture `index` (0-based, see demoPictureFilename). */
export async function renderDemoPicture(index: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(demoPictureSvg(index)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
