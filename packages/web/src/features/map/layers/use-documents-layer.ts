import { useEffect, useState } from 'react';
import type OlMap from 'ol/Map';
import Feature from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import type { Geometry as OlGeometry } from 'ol/geom';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { unByKey } from 'ol/Observable';
import type { MapDocument } from '../lib/map-documents.ts';
import { documentStyles } from './document-styles.ts';

const DOCUMENT = 'cairn:document';
// Geometries arrive in EPSG:3857, the view's projection: read as they are.
const format = new GeoJSON();

export type HoveredDocument = { doc: MapDocument; pixel: [number, number] };

/**
 * The documents layer (spec 3 §2 "Map"): draws the documents, opens one on click (a new tab
 * with ctrl or cmd) and reports the hovered one, whose title the map shows.
 */
export function useDocumentsLayer(
  map: OlMap,
  documents: MapDocument[],
  onOpen: (doc: MapDocument, inNewTab: boolean) => void,
): HoveredDocument | undefined {
  const [source] = useState(() => new VectorSource<Feature<OlGeometry>>());
  const [hovered, setHovered] = useState<HoveredDocument>();

  useEffect(() => {
    source.clear();
    source.addFeatures(
      documents.map((doc) => {
        const feature = new Feature(format.readGeometry(doc.geometry) ?? undefined);
        feature.set(DOCUMENT, doc);
        return feature;
      }),
    );
  }, [source, documents]);

  useEffect(() => {
    const hoveredRef: { id?: number } = {};
    const layer = new VectorLayer({
      source,
      properties: { 'cairn:layer': 'documents' },
      zIndex: 10,
      style: (feature) => {
        const doc = feature.get(DOCUMENT) as MapDocument;
        return documentStyles(doc, doc.id === hoveredRef.id);
      },
    });
    map.addLayer(layer);
    const docAt = (pixel: number[]) =>
      map.forEachFeatureAtPixel(pixel, (feature) => feature.get(DOCUMENT) as MapDocument | undefined, {
        layerFilter: (candidate) => candidate === layer,
        hitTolerance: 4,
      });
    const keys = [
      map.on('click', (event) => {
        const doc = docAt(event.pixel);
        const original = event.originalEvent as MouseEvent;
        if (doc) onOpen(doc, original.ctrlKey || original.metaKey);
      }),
      map.on('pointermove', (event) => {
        if (event.dragging) return;
        const doc = docAt(event.pixel);
        map.getTargetElement()?.style.setProperty('cursor', doc ? 'pointer' : '');
        if (hoveredRef.id !== doc?.id) {
          hoveredRef.id = doc?.id;
          layer.changed();
        }
        setHovered(doc ? { doc, pixel: [event.pixel[0]!, event.pixel[1]!] } : undefined);
      }),
    ];
    const handleLeave = () => setHovered(undefined);
    // The viewport exists from the map's creation on, though its type says it may not.
    const viewport = map.getViewport() as HTMLElement | undefined;
    viewport?.addEventListener('mouseleave', handleLeave);
    return () => {
      unByKey(keys);
      viewport?.removeEventListener('mouseleave', handleLeave);
      map.removeLayer(layer);
    };
  }, [map, source, onOpen]);

  return hovered;
}
