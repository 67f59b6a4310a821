import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';
import { handleProtectionRequest } from './fake-protection.ts';
import { handleTerrainRequest } from './fake-terrain.ts';

/**
 * A tiny XYZ tile server for end-to-end tests (DESIGN.md: tests run third-party services
 * against a small local fake). Any GET /{z}/{x}/{y}.png answers a 256×256 PNG made here in
 * code: a light ground with a darker border, alternating shades like a checkerboard so that
 * panning is visible in screenshots. Point the app at it with
 *   VITE_MAP_LAYERS='[{"name":"Test tiles","url":"http://127.0.0.1:PORT/{z}/{x}/{y}.png"}]'
 * at build (or dev server) time. Other layers live under a first path segment:
 * /members/{z}/{x}/{y}.png is a bluish base layer (for a restricted layer), and
 * /slope/{z}/{x}/{y}.png a plain SLOPE_COLOUR overlay, so that its opacity shows in pixels.
 * The protection-area services' fakes (fake-protection.ts) answer under /biodiv and /swissgeo,
 * the risk map's terrain tiles (fake-terrain.ts) under /terrain.
 * Run alone: `node --import tsx e2e/fake-tiles.ts [port]`.
 */

const SIZE = 256;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 256×256 RGB PNG of one colour with a 1 px border of another. */
export function tilePng(fill: [number, number, number], border: [number, number, number]): Buffer {
  return rgbPng((x, y) => (x === 0 || y === 0 ? border : fill));
}

/** A 256×256 RGB PNG whose pixel (x, y) has the colour `pixel` gives. */
export function rgbPng(pixel: (x: number, y: number) => readonly [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  // compression, filter and interlace methods stay 0
  const raw = Buffer.alloc(SIZE * (1 + SIZE * 3));
  for (let y = 0; y < SIZE; y++) {
    const row = y * (1 + SIZE * 3);
    raw[row] = 0; // filter: none
    for (let x = 0; x < SIZE; x++) {
      raw.set(pixel(x, y), row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The slope overlay's one colour, edge to edge. */
export const SLOPE_COLOUR: [number, number, number] = [230, 40, 20];

const TILES: Record<string, Buffer[]> = {
  '': [tilePng([236, 240, 228], [200, 206, 190]), tilePng([226, 233, 219], [200, 206, 190])],
  members: [tilePng([214, 226, 245], [170, 190, 225]), tilePng([204, 218, 240], [170, 190, 225])],
  slope: [tilePng(SLOPE_COLOUR, SLOPE_COLOUR)],
};
const TILE_PATH = /^\/(?:([a-z]+)\/)?(\d+)\/(\d+)\/(\d+)\.png$/;

export type FakeTileServer = {
  server: Server;
  /** The XYZ template to configure, e.g. http://127.0.0.1:41234/{z}/{x}/{y}.png */
  urlTemplate: string;
  close: () => Promise<void>;
};

/** Starts the fake tile server on `port` (0: any free port) of 127.0.0.1. */
export async function startFakeTileServer(port = 0): Promise<FakeTileServer> {
  const server = createServer((request, response) => {
    if (handleProtectionRequest(request, response)) return;
    if (handleTerrainRequest(request, response)) return;
    const match = TILE_PATH.exec(new URL(request.url ?? '/', 'http://localhost').pathname);
    const tiles = match && TILES[match[1] ?? ''];
    if (request.method !== 'GET' || !match || !tiles) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not a tile');
      return;
    }
    const tile = tiles[(Number(match[3]) + Number(match[4])) % tiles.length]!;
    response
      .writeHead(200, {
        'Content-Type': 'image/png',
        'Content-Length': tile.length,
        'Cache-Control': 'public, max-age=3600',
        // OpenLayers may read tiles through a canvas: allow any origin.
        'Access-Control-Allow-Origin': '*',
      })
      .end(tile);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    server,
    urlTemplate: `http://127.0.0.1:${actual}/{z}/{x}/{y}.png`,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const tiles = await startFakeTileServer(Number(process.argv[2] ?? 0));
  console.log(`fake tiles at ${tiles.urlTemplate}`);
}
