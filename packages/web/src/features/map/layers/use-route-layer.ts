import { useEffect, useRef, useState } from 'react';
import type OlMap from 'ol/Map';
import Feature from 'ol/Feature';
import LineString from 'ol/geom/LineString';
import Point from 'ol/geom/Point';
import Draw from 'ol/interaction/Draw';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Circle as CircleStyle, Fill, Stroke, Style, Text } from 'ol/style';
import type { Position } from '@cairn/domain';
import type { RouteSegment } from '../lib/risk-route.ts';
import { MIN_FIT_ZOOM } from '../lib/map-constants.ts';

const LINE_COLOR = '#1c4f8a';
/** Segments are labelled with their slope while the line has at most this many. */
const MAX_LABELS = 300;

/** The colour of a segment by its slope: the thresholds of the methods (30, 35, 40°). */
export function segmentColour(slope: number | null): string {
  if (slope === null) return LINE_COLOR;
  if (slope >= 40) return '#7a1010';
  if (slope >= 35) return '#c92a2a';
  if (slope >= 30) return '#e8590c';
  return LINE_COLOR;
}

function stylesOf(line: Position[], segments: RouteSegment[]): Style[] {
  const styles = [new Style({ stroke: new Stroke({ color: 'rgba(255,255,255,0.9)', width: 7 }) })];
  segments.forEach((segment, index) => {
    const [x0 = 0, y0 = 0] = line[index]!;
    const [x1 = 0, y1 = 0] = line[index + 1]!;
    styles.push(
      new Style({
        geometry: new LineString([
          [x0, y0],
          [x1, y1],
        ]),
        stroke: new Stroke({ color: segmentColour(segment.slope), width: 4 }),
      }),
    );
    if (segment.slope !== null && segments.length <= MAX_LABELS)
      styles.push(
        new Style({
          geometry: new Point([(x0 + x1) / 2, (y0 + y1) / 2]),
          text: new Text({
            text: `${Math.round(segment.slope)}°`,
            font: 'bold 12px system-ui, sans-serif',
            fill: new Fill({ color: '#1d2729' }),
            stroke: new Stroke({ color: '#fff', width: 3 }),
            offsetY: -10,
          }),
        }),
      );
  });
  return styles;
}

/**
 * The line of the risk tool's map (issue 17): drawn with each segment coloured and labelled by
 * its slope; while `drawing`, a Draw interaction makes a new line (a double click, a click on
 * its last point, or `finish` ends it). The view fits the line whenever `fitKey` changes.
 */
export function useRouteLayer(
  map: OlMap,
  options: {
    line: Position[] | null;
    segments: RouteSegment[];
    drawing: boolean;
    onDrawn: (line: Position[]) => void;
    fitKey: number;
  },
): { finish: () => void } {
  const [source] = useState(() => new VectorSource());
  const [layer] = useState(() => new VectorLayer({ source, zIndex: 10 }));
  const draw = useRef<Draw | null>(null);
  const onDrawn = useRef(options.onDrawn);
  useEffect(() => {
    onDrawn.current = options.onDrawn;
  });

  useEffect(() => {
    map.addLayer(layer);
    return () => {
      map.removeLayer(layer);
    };
  }, [map, layer]);

  const { line, segments, drawing, fitKey } = options;
  useEffect(() => {
    source.clear();
    if (!line || line.length < 2) return;
    const feature = new Feature(new LineString(line.map(([x = 0, y = 0]) => [x, y])));
    feature.setStyle(stylesOf(line, segments));
    source.addFeature(feature);
  }, [source, line, segments]);

  useEffect(() => {
    if (fitKey === 0 || !line || line.length < 2) return;
    // After the map view's own first fit (its effects run after this layer's, on mounting).
    const timer = window.setTimeout(() => {
      const extent = source.getExtent();
      map.updateSize();
      if (extent) map.getView().fit(extent, { padding: [40, 40, 40, 40], maxZoom: MIN_FIT_ZOOM });
    });
    return () => window.clearTimeout(timer);
    // Only a new fit key refits: a drawn line leaves the view where the user put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, fitKey]);

  useEffect(() => {
    if (!drawing) return;
    const interaction = new Draw({
      type: 'LineString',
      style: new Style({
        stroke: new Stroke({ color: LINE_COLOR, width: 3, lineDash: [6, 6] }),
        image: new CircleStyle({ radius: 5, fill: new Fill({ color: LINE_COLOR }) }),
      }),
    });
    // Tells the map's other click handlers (the protection areas') that clicks draw.
    interaction.set('cairn:drawing', true);
    interaction.on('drawend', (event) => {
      const geometry = event.feature.getGeometry() as LineString;
      onDrawn.current(geometry.getCoordinates());
    });
    map.addInteraction(interaction);
    draw.current = interaction;
    return () => {
      map.removeInteraction(interaction);
      draw.current = null;
    };
  }, [map, drawing]);

  return { finish: () => draw.current?.finishDrawing() };
}
