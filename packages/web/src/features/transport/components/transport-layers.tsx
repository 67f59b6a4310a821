import { useEffect, useState } from 'react';
import type OlMap from 'ol/Map';
import Feature from 'ol/Feature';
import LineString from 'ol/geom/LineString';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Circle as CircleStyle, Fill, Stroke, Style, Text } from 'ol/style';
import { toMercator, type Journey, type Stoparea } from '@cairn/domain';
import { isWalk, sectionColor } from '../lib/journey-format.ts';

const stopStyle = (name: string) =>
  new Style({
    image: new CircleStyle({
      radius: 6,
      fill: new Fill({ color: '#ffffff' }),
      stroke: new Stroke({ color: '#1c7ed6', width: 3 }),
    }),
    text: new Text({
      text: name,
      offsetY: -14,
      font: '12px sans-serif',
      stroke: new Stroke({ color: '#fff', width: 3 }),
    }),
  });

/**
 * The transport box's layers (issue 18): the stops near the access points, and the chosen
 * journey section by section in its line's colour, walks dashed.
 */
export function TransportLayers({
  map,
  stops,
  journey,
}: {
  map: OlMap;
  stops: Stoparea[];
  journey?: Journey;
}) {
  const [source] = useState(() => new VectorSource());
  useEffect(() => {
    const layer = new VectorLayer({ source, properties: { 'cairn:layer': 'transport' }, zIndex: 50 });
    map.addLayer(layer);
    return () => {
      map.removeLayer(layer);
    };
  }, [map, source]);

  useEffect(() => {
    source.clear();
    const seen = new Set<string>();
    for (const s of stops) {
      if (seen.has(s.navitia_id)) continue;
      seen.add(s.navitia_id);
      const f = new Feature(new Point([s.coordinates.x, s.coordinates.y]));
      f.setStyle(stopStyle(s.stoparea_name));
      source.addFeature(f);
    }
    for (const section of journey?.sections ?? []) {
      const coordinates = section.geojson?.coordinates;
      if (!coordinates || coordinates.length < 2) continue;
      const f = new Feature(new LineString(coordinates.map(([lon = 0, lat = 0]) => toMercator(lon, lat))));
      f.setStyle(
        new Style({
          stroke: new Stroke({
            color: sectionColor(section),
            width: isWalk(section) ? 3 : 5,
            lineDash: isWalk(section) ? [6, 6] : undefined,
          }),
        }),
      );
      source.addFeature(f);
    }
  }, [source, stops, journey]);

  // The journey drawn comes into view.
  useEffect(() => {
    if (!journey) return;
    const extent = source.getExtent();
    if (extent?.every(Number.isFinite))
      map.getView().fit(extent, { padding: [30, 30, 30, 30], maxZoom: 15, duration: 300 });
  }, [map, source, journey]);
  return null;
}
