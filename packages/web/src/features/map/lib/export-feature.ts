import type { Geometry, Position } from '@cairn/domain';
import { toLonLat } from '@cairn/domain';

/** A geometry to download (EPSG:3857, as on the wire) with the name it carries in the file. */
export type ExportFeature = { name: string; geometry: Geometry };

/** 6 decimals of a degree are about 0.1 m: finer than any GPS. */
const degrees = (value: number) => String(Number(value.toFixed(6)));

/** WGS84 [lon, lat] text parts of a position, plus its elevation and time when it has them. */
export function exportPosition(position: Position): {
  lon: string;
  lat: string;
  ele?: number;
  time?: string;
} {
  const [x = 0, y = 0, z, t] = position;
  const [lon, lat] = toLonLat(x, y);
  return {
    lon: degrees(lon),
    lat: degrees(lat),
    ...(typeof z === 'number' ? { ele: Math.round(z * 10) / 10 } : {}),
    ...(typeof t === 'number' && Number.isFinite(t) ? { time: new Date(t * 1000).toISOString() } : {}),
  };
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
