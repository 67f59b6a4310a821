import {
  bboxOf,
  documentPath,
  parseGeometry,
  pluralOf,
  type DocumentType,
  type Geometry,
} from '@cairn/domain';
import {
  associated,
  titleOf,
  typeOfLetter,
  type FullDocument,
  type Listing,
} from '../../../lib/documents.ts';
import { colorOf } from './document-colors.ts';
import type { ExportFeature } from './export-feature.ts';
import type { Extent } from './map-constants.ts';

/** A document as the documents layer draws it. */
export type MapDocument = {
  id: number;
  type: DocumentType;
  title: string;
  href: string;
  geometry: Geometry;
  color: string;
  /** The document of a detail page, drawn above and thicker than its associations. */
  isMain?: boolean;
};

/** The shown geometry: the detail (track, outline) when asked for and present, else the point. */
function geometryOf(doc: Listing, withDetail: boolean): Geometry | undefined {
  return (withDetail && parseGeometry(doc.geometry?.geom_detail)) || parseGeometry(doc.geometry?.geom);
}

/** A listing or full document as a map document; undefined without type or geometry. */
export function mapDocumentOf(
  doc: Listing,
  { withDetail = false, isMain = false } = {},
): MapDocument | undefined {
  const type = typeOfLetter(doc.type);
  const geometry = geometryOf(doc, withDetail);
  if (!type || !geometry) return undefined;
  const title = titleOf(doc) || `#${doc.document_id}`;
  return {
    id: doc.document_id,
    type,
    title,
    href: documentPath(pluralOf(type), doc.document_id, doc.locales?.[0]?.lang, titleOf(doc, false)),
    geometry,
    color: colorOf(type, doc),
    ...(isMain ? { isMain } : {}),
  };
}

/** The items of a list page with a geometry (points: listings carry no detail). */
export const mapDocumentsOfList = (docs: Listing[]): MapDocument[] =>
  docs.flatMap((doc) => mapDocumentOf(doc) ?? []);

/**
 * The map of a detail page (spec 3 §2 "Map box"): the document with its detail geometry,
 * and its associated waypoints and routes.
 */
export function mapDocumentsOfDetail(doc: FullDocument): MapDocument[] {
  const main = mapDocumentOf(doc, { withDetail: true, isMain: true });
  const others = ['waypoints', 'routes', 'all_routes']
    .flatMap((key) => associated(doc, key))
    .filter((other, index, all) => all.findIndex((o) => o.document_id === other.document_id) === index)
    .filter((other) => other.document_id !== doc.document_id)
    .flatMap((other) => mapDocumentOf(other, { withDetail: true }) ?? []);
  return main ? [...others, main] : others;
}

/** Extent of map documents; undefined for none. */
export function extentOf(documents: MapDocument[]): Extent | undefined {
  if (documents.length === 0) return undefined;
  const boxes = documents.map(({ geometry }) => bboxOf(geometry));
  return [
    Math.min(...boxes.map((b) => b.minX)),
    Math.min(...boxes.map((b) => b.minY)),
    Math.max(...boxes.map((b) => b.maxX)),
    Math.max(...boxes.map((b) => b.maxY)),
  ];
}

/** What a detail page downloads: the document's own geometry, detail first (spec 3 §1). */
export function exportFeaturesOf(doc: FullDocument, title: string): ExportFeature[] {
  const geometry = geometryOf(doc, true);
  return geometry ? [{ name: title || `#${doc.document_id}`, geometry }] : [];
}
