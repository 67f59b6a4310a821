/**
 * The access points of a route (its associated waypoints of type access) with their position,
 * and how an address proposition reads.
 */
import { parseGeometry, toLonLat, type AddressProposition } from '@cairn/domain';
import { associated, titleOf, type FullDocument } from '../../../lib/documents.ts';

export interface AccessPoint {
  id: number;
  title: string;
  /** EPSG:3857. */
  xy: [number, number];
  /** WGS84 longitude, latitude. */
  lonLat: [number, number];
}

export function accessPointsOf(doc: FullDocument): AccessPoint[] {
  return associated(doc, 'waypoints').flatMap((w) => {
    if ((w as { waypoint_type?: unknown }).waypoint_type !== 'access') return [];
    const g = parseGeometry(w.geometry?.geom);
    if (g?.type !== 'Point') return [];
    const [x = 0, y = 0] = g.coordinates;
    return [{ id: w.document_id, title: titleOf(w), xy: [x, y], lonLat: toLonLat(x, y) }];
  });
}

/** `lon;lat` as the journey service takes a place. */
export const placeParam = ([lon, lat]: [number, number]) => `${lon.toFixed(6)};${lat.toFixed(6)}`;

/** One line of an address: name, number and street, postcode and city, country. */
export function addressLabel(a: AddressProposition): string {
  const p = a.properties;
  const street = [p.housenumber, p.street].filter(Boolean).join(' ');
  const city = [p.postcode, p.city].filter(Boolean).join(' ');
  return [p.name, street !== p.name ? street : '', city !== p.name ? city : '', p.country]
    .filter(Boolean)
    .join(', ');
}

/** The route's first area decides whether the box shows (spec 3 §2). */
export const showsTransportBox = (doc: FullDocument, areas: readonly number[]): boolean => {
  const first = (doc.areas as { document_id: number }[] | undefined)?.[0];
  return !!first && areas.includes(first.document_id);
};
