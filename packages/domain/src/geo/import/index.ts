export * from './import-geometry.ts';
export { parseXmlTracks, type ParseXml } from './parse-xml.ts';
export { GpsImportError, NO_GPS_DATA, fillZeroElevations, ELEVATION_FILL_DISTANCE } from './tracks.ts';
