/** GPX, KML and TCX read with togeojson on an XML DOM (the browser's or one passed in). */
import { gpx, kml, tcx } from '@tmcw/togeojson';
import { fromGeoJson } from './parse-geojson.ts';
import type { ParsedFile } from './tracks.ts';

/** A DOM Document as togeojson takes it (the domain builds without the DOM library). */
export type XmlDocument = Parameters<typeof gpx>[0];

/** Parses XML text into a DOM Document (the browser's DOMParser by default). */
export type ParseXml = (text: string) => XmlDocument;

interface DomParserClass {
  new (): { parseFromString(text: string, type: string): XmlDocument };
}

/** The browser's DOMParser; under Node pass e.g. @xmldom/xmldom's instead. */
export const browserParseXml: ParseXml = (text) => {
  const Parser = (globalThis as { DOMParser?: DomParserClass }).DOMParser;
  if (!Parser) throw new Error('No DOMParser: pass parseXml');
  return new Parser().parseFromString(text, 'text/xml');
};

/** Tracks and waypoints of a GPX, KML or TCX text; empty for another or broken XML. */
export function parseXmlTracks(text: string, parseXml: ParseXml = browserParseXml): ParsedFile {
  let doc: XmlDocument;
  try {
    doc = parseXml(text);
  } catch {
    return { tracks: [], waypoints: [] };
  }
  const root = doc.documentElement?.localName ?? doc.documentElement?.nodeName;
  const convert =
    root === 'gpx' ? gpx : root === 'kml' ? kml : root === 'TrainingCenterDatabase' ? tcx : undefined;
  return convert ? fromGeoJson(convert(doc)) : { tracks: [], waypoints: [] };
}
