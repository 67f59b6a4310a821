import { useCallback, useEffect, useState } from 'react';
import type OlMap from 'ol/Map';
import type Feature from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import type { Geometry as OlGeometry } from 'ol/geom';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Fill, Stroke, Style, Text } from 'ol/style';
import { unByKey } from 'ol/Observable';
import { toLonLat } from '@cairn/domain';
import { mapEnv } from '../../../config/map-env.ts';
import {
  parseSensitiveAreas,
  parseSwissZones,
  sensitiveAreasUrl,
  swissIdentifyUrl,
  wrapLabel,
  type SensitiveArea,
  type SwissZone,
} from '../lib/protection-areas.ts';
import { OVERLAY_OPACITY } from '../../../config/map-layers.ts';

/** What the information dialog shows after a click on a protection area. */
export type ProtectionInfo =
  { kind: 'sensitive'; area: SensitiveArea } | { kind: 'swiss'; zones: SwissZone[] };

const AREA = 'cairn:sensitive-area';
const LAYER = 'sensitive-areas';
/** The areas are fetched again once the view has stayed still this long (ms). */
const RELOAD_DEBOUNCE = 300;
const format = new GeoJSON({ dataProjection: 'EPSG:4326', featureProjection: 'EPSG:3857' });

const isLayer = (name: string) => (layer: { get: (key: string) => unknown }) =>
  layer.get('cairn:layer') === name;

function areaStyle(feature: Feature<OlGeometry>): Style {
  const area = feature.get(AREA) as SensitiveArea;
  return new Style({
    fill: new Fill({ color: 'rgba(214, 92, 26, 0.35)' }),
    stroke: new Stroke({ color: '#b8471a', width: 2 }),
    text: new Text({
      text: wrapLabel(area.title),
      font: '600 12px system-ui, sans-serif',
      fill: new Fill({ color: '#5c2107' }),
      stroke: new Stroke({ color: '#fff', width: 3 }),
      overflow: true,
    }),
  });
}

async function getJson(url: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status} from ${url}`);
  return response.json();
}

/**
 * Spec 3 §2 "Protection-area overlay": while switched on, the sensitive areas of the view
 * (biodiversity service, drawn at opacity 0.7 and fetched again after each move) and, on a
 * click that opens no document, the information of the area under it, or of the Swiss rest
 * zones and hunting bans there (the Swiss service's identify). A service without a URL is off.
 * A failing service shows nothing: the overlay is a help, never in the visitor's way.
 */
export function useProtectionLayers(
  map: OlMap,
  { isShown, language, activities }: { isShown: boolean; language: string; activities: readonly string[] },
): { info: ProtectionInfo | undefined; close: () => void } {
  const [info, setInfo] = useState<ProtectionInfo>();
  const activitiesKey = [...activities].sort().join(',');

  useEffect(() => {
    const base = mapEnv.biodivSportsUrl;
    if (!isShown || !base) return;
    const source = new VectorSource<Feature<OlGeometry>>();
    const layer = new VectorLayer({
      source,
      // Spec 3 §9: protection zones at 0.7, between the tile overlays and the documents.
      opacity: OVERLAY_OPACITY.protection,
      zIndex: 5,
      properties: { 'cairn:layer': LAYER },
      style: (feature) => areaStyle(feature as Feature<OlGeometry>),
    });
    map.addLayer(layer);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | undefined;
    const load = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const size = map.getSize();
        if (!size) return;
        const [minX, minY, maxX, maxY] = map.getView().calculateExtent(size) as [
          number,
          number,
          number,
          number,
        ];
        const [west, south] = toLonLat(minX, minY);
        const [east, north] = toLonLat(maxX, maxY);
        request?.abort();
        const controller = new AbortController();
        request = controller;
        const url = sensitiveAreasUrl(base, [west, south, east, north], language, activitiesKey.split(','));
        getJson(url, controller.signal)
          .then((body) => {
            const features = parseSensitiveAreas(body, language).map((area) => {
              const feature = format.readFeature({
                type: 'Feature',
                geometry: area.geometry,
                properties: {},
              });
              (feature as Feature<OlGeometry>).set(AREA, area);
              return feature as Feature<OlGeometry>;
            });
            source.clear();
            source.addFeatures(features);
          })
          .catch(() => {});
      }, RELOAD_DEBOUNCE);
    };
    const key = map.on('moveend', load);
    load();
    return () => {
      unByKey(key);
      clearTimeout(timer);
      request?.abort();
      map.removeLayer(layer);
    };
  }, [map, isShown, language, activitiesKey]);

  useEffect(() => {
    if (!isShown || (!mapEnv.biodivSportsUrl && !mapEnv.swissGeoUrl)) return;
    let request: AbortController | undefined;
    const key = map.on('click', (event) => {
      // Clicks that draw (edit form) or remove a vertex (Alt) are the geometry editor's.
      const isDrawing = map
        .getInteractions()
        .getArray()
        .some((interaction) => interaction.get('cairn:drawing') === true && interaction.getActive());
      if (isDrawing || (event.originalEvent as MouseEvent).altKey) return;
      // A click on a document opens the document (documents layer), not a dialog.
      const onDocument = map.forEachFeatureAtPixel(event.pixel, () => true, {
        layerFilter: isLayer('documents'),
        hitTolerance: 4,
      });
      if (onDocument) return;
      const area = map.forEachFeatureAtPixel(
        event.pixel,
        (feature) => feature.get(AREA) as SensitiveArea | undefined,
        { layerFilter: isLayer(LAYER) },
      );
      if (area) {
        setInfo({ kind: 'sensitive', area });
        return;
      }
      const base = mapEnv.swissGeoUrl;
      const size = map.getSize();
      if (!base || !size) return;
      request?.abort();
      const controller = new AbortController();
      request = controller;
      const [x = 0, y = 0] = event.coordinate;
      const url = swissIdentifyUrl(
        base,
        { type: 'point', x, y },
        { extent: map.getView().calculateExtent(size), size },
        language,
      );
      getJson(url, controller.signal)
        .then((body) => {
          const zones = parseSwissZones(body, language);
          if (zones.length > 0) setInfo({ kind: 'swiss', zones });
        })
        .catch(() => {});
    });
    return () => {
      unByKey(key);
      request?.abort();
    };
  }, [map, isShown, language]);

  const close = useCallback(() => setInfo(undefined), []);
  return { info: isShown ? info : undefined, close };
}
