/** FIT activity files (Garmin's binary format) read with Garmin's SDK. */
import { Decoder, Stream } from '@garmin/fitsdk';
import type { ParsedFile, TrackPoint } from './tracks.ts';

const SEMICIRCLE = 180 / 2 ** 31;

/** Whether the bytes start with a FIT header (".FIT" at offset 8). */
export function isFit(data: Uint8Array): boolean {
  return data.length >= 12 && String.fromCharCode(...data.subarray(8, 12)) === '.FIT';
}

interface RecordMesg {
  positionLat?: number;
  positionLong?: number;
  altitude?: number;
  enhancedAltitude?: number;
  timestamp?: Date;
}

/** The record messages of a FIT file as one track (semicircles to degrees, dates to seconds). */
export function parseFit(data: Uint8Array): ParsedFile {
  const decoder = new Decoder(Stream.fromByteArray(data));
  if (!decoder.isFIT()) return { tracks: [], waypoints: [] };
  const { messages } = decoder.read();
  const records = (messages.recordMesgs ?? []) as RecordMesg[];
  const track: TrackPoint[] = records
    .filter((r) => r.positionLat != null && r.positionLong != null)
    .map((r) => {
      const ele = r.enhancedAltitude ?? r.altitude;
      return {
        lat: r.positionLat! * SEMICIRCLE,
        lon: r.positionLong! * SEMICIRCLE,
        ...(ele != null ? { ele } : {}),
        ...(r.timestamp ? { time: Math.round(r.timestamp.getTime() / 1000) } : {}),
      };
    });
  return { tracks: [track], waypoints: [] };
}
