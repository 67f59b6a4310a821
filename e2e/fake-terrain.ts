import type { IncomingMessage, ServerResponse } from 'node:http';
import { rgbPng } from './fake-tiles.ts';

/**
 * A fake terrain tile service for the risk tool's map (issue 17), served by the fake tile server
 * under /terrain/{z}/{x}/{y}.png in the Terrarium encoding (R×256 + G + B/256 − 32768 m).
 * Its synthetic ground has known slopes and aspects:
 * - west of longitude 7.05, PLANE: a plane of 32° rising to the north (it faces south);
 * - east of it, CONE: a cone of 38° whose summit is at 7.12, 45.9, 1500 m wide (on the ground)
 *   around it, flat beyond.
 * Tiles are served within COVERED (lon/lat) only; elsewhere 404, the "not covered" case.
 */

export const PLANE = { centre: [6.975, 45.9] as const, degrees: 32 };
export const CONE = { summit: [7.12, 45.9] as const, degrees: 38, radius: 1500 };
export const COVERED = { west: 6.9, south: 45.8, east: 7.2, north: 46.0 };

const R = 6378137;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const mercatorY = (lat: number) => R * Math.log(Math.tan(Math.PI / 4 + rad(lat) / 2));
const mercatorX = (lon: number) => R * rad(lon);

/** The ground's elevation (metres) at an EPSG:3857 position. */
export function fakeElevation(x: number, y: number): number {
  // Ground metres per EPSG:3857 metre around the fake's latitude.
  const scale = Math.cos(rad(PLANE.centre[1]));
  if (x < mercatorX(7.05))
    return 2000 + Math.tan(rad(PLANE.degrees)) * (y - mercatorY(PLANE.centre[1])) * scale;
  const distance = Math.hypot(x - mercatorX(CONE.summit[0]), y - mercatorY(CONE.summit[1])) * scale;
  return 3000 - Math.tan(rad(CONE.degrees)) * Math.min(distance, CONE.radius);
}

function terrariumOf(metres: number): [number, number, number] {
  const value = metres + 32768;
  return [Math.floor(value / 256), Math.floor(value) % 256, Math.floor((value % 1) * 256)];
}

const TERRAIN_PATH = /^\/terrain\/(\d+)\/(\d+)\/(\d+)\.png$/;

function tileCovers(z: number, x: number, y: number): boolean {
  const n = 2 ** z;
  const lon = (column: number) => (column / n) * 360 - 180;
  const lat = (row: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * row) / n))) * 180) / Math.PI;
  return (
    lon(x + 1) > COVERED.west && lon(x) < COVERED.east && lat(y) > COVERED.south && lat(y + 1) < COVERED.north
  );
}

/** Answers a terrain tile request; false when the request is not one. */
export function handleTerrainRequest(request: IncomingMessage, response: ServerResponse): boolean {
  const match = TERRAIN_PATH.exec(new URL(request.url ?? '/', 'http://localhost').pathname);
  if (!match) return false;
  const [z, x, y] = match.slice(1).map(Number) as [number, number, number];
  const headers = { 'Access-Control-Allow-Origin': '*' };
  if (request.method !== 'GET' || !tileCovers(z, x, y)) {
    response.writeHead(404, { ...headers, 'Content-Type': 'text/plain' }).end('not covered');
    return true;
  }
  const span = (2 * Math.PI * R) / 2 ** z;
  const png = rgbPng((px, py) =>
    terrariumOf(
      fakeElevation(
        x * span - Math.PI * R + ((px + 0.5) * span) / 256,
        Math.PI * R - y * span - ((py + 0.5) * span) / 256,
      ),
    ),
  );
  response
    .writeHead(200, { ...headers, 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' })
    .end(png);
  return true;
}

/** The EPSG:3857 position of a longitude and latitude, for the tests' `bbox`. */
export const toMercator = (lon: number, lat: number): [number, number] => [mercatorX(lon), mercatorY(lat)];
