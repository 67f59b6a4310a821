import { useEffect, useState } from 'react';
import type OlMap from 'ol/Map';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Circle as CircleStyle, Fill, Stroke, Style } from 'ol/style';

const style = new Style({
  image: new CircleStyle({
    radius: 7,
    fill: new Fill({ color: '#ffd43b' }),
    stroke: new Stroke({ color: '#212529', width: 2 }),
  }),
});

/** A marker at one position (the point hovered on the elevation profile), above everything. */
export function useMarkerLayer(map: OlMap, coordinate: [number, number] | undefined): void {
  const [feature] = useState(() => new Feature<Point>());

  useEffect(() => {
    const layer = new VectorLayer({
      source: new VectorSource({ features: [feature] }),
      style,
      properties: { 'cairn:layer': 'marker' },
      zIndex: 100,
    });
    map.addLayer(layer);
    return () => {
      map.removeLayer(layer);
    };
  }, [map, feature]);

  useEffect(() => {
    feature.setGeometry(coordinate ? new Point(coordinate) : undefined);
  }, [feature, coordinate]);
}
