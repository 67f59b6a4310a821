import { useEffect, useRef, useState } from 'react';
import type OlMap from 'ol/Map';
import Collection from 'ol/Collection';
import Feature from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import type { Geometry as OlGeometry } from 'ol/geom';
import MultiPoint from 'ol/geom/MultiPoint';
import Point from 'ol/geom/Point';
import type SimpleGeometry from 'ol/geom/SimpleGeometry';
import Draw from 'ol/interaction/Draw';
import Modify from 'ol/interaction/Modify';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { unByKey } from 'ol/Observable';
import { Circle as CircleStyle, Fill, Stroke, Style } from 'ol/style';
import { parseGeometry, type Geometry } from '@cairn/domain';
import {
  nearestVertex,
  uniformPositions,
  vertexAt,
  withoutMissingTimes,
  type DrawMode,
  type VertexPath,
} from '../lib/edit-geometry.ts';
import { fitOf } from '../lib/fit.ts';
import type { Extent } from '../lib/map-constants.ts';

// Geometries are EPSG:3857 like the view: read and written as they are.
const format = new GeoJSON();

const EDIT_COLOR = '#d9480f';
/** Vertices are drawn while a line has fewer than this many (a long track would be a blur). */
const MAX_DRAWN_VERTICES = 1000;
/** How near (pixels) a click must fall to a vertex to select it. */
const SELECT_TOLERANCE = 10;

const vertexStyle = new Style({
  image: new CircleStyle({
    radius: 4,
    fill: new Fill({ color: '#fff' }),
    stroke: new Stroke({ color: EDIT_COLOR, width: 2 }),
  }),
  geometry: (feature) => {
    // The edit layer holds points, lines and polygons only: simple geometries.
    const geometry = feature.getGeometry() as SimpleGeometry | undefined;
    if (!geometry || geometry.getType() === 'Point') return undefined;
    const stride = geometry.getStride();
    const coordinates = geometry.getFlatCoordinates();
    if (coordinates.length / stride > MAX_DRAWN_VERTICES) return undefined;
    const points: number[][] = [];
    for (let i = 0; i < coordinates.length; i += stride) points.push([coordinates[i]!, coordinates[i + 1]!]);
    return new MultiPoint(points);
  },
});
/** A line or polygon as the user may not change it: no vertices drawn. */
const lockedDetailStyles = [
  new Style({
    stroke: new Stroke({ color: 'rgba(255,255,255,0.9)', width: 6 }),
    fill: new Fill({ color: 'rgba(217,72,15,0.12)' }),
  }),
  new Style({ stroke: new Stroke({ color: EDIT_COLOR, width: 3 }) }),
];
const detailStyles = [...lockedDetailStyles, vertexStyle];
const pointStyle = new Style({
  image: new CircleStyle({
    radius: 8,
    fill: new Fill({ color: EDIT_COLOR }),
    stroke: new Stroke({ color: '#fff', width: 2 }),
  }),
  zIndex: 2,
});
const selectedStyle = new Style({
  image: new CircleStyle({
    radius: 7,
    fill: new Fill({ color: '#ffd43b' }),
    stroke: new Stroke({ color: '#212529', width: 2 }),
  }),
});

const KIND = 'cairn:kind';

/** OpenLayers' geometry of a stored text, positions made uniform (see `uniformPositions`). */
function readGeometry(text: string | null): OlGeometry | undefined {
  const geometry = parseGeometry(text);
  return geometry ? (format.readGeometry(uniformPositions(geometry)) ?? undefined) : undefined;
}

/** The stored text of an OpenLayers geometry, without the times OpenLayers invents. */
function writeGeometry(geometry: OlGeometry | undefined): string | null {
  if (!geometry) return null;
  return JSON.stringify(withoutMissingTimes(format.writeGeometryObject(geometry) as Geometry));
}

/** The extent of the point and the detail geometry; undefined when there is neither. */
export function editExtentOf(geom: string | null, detail: string | null): Extent | undefined {
  const extents = [readGeometry(geom), readGeometry(detail)]
    .filter((g): g is OlGeometry => !!g)
    .map((g) => g.getExtent() as Extent);
  if (extents.length === 0) return undefined;
  return extents.reduce((a, b) => [
    Math.min(a[0], b[0]),
    Math.min(a[1], b[1]),
    Math.max(a[2], b[2]),
    Math.max(a[3], b[3]),
  ]);
}

export type EditChange = { geom: string | null; geomDetail: string | null };

export type EditLayerOptions = {
  geom: string | null;
  geomDetail: string | null;
  drawMode: DrawMode;
  /** Vertices can be moved and deleted. */
  canModify: boolean;
  /** Every tool off (a simplification waits for an answer). */
  disabled: boolean;
  /** The view fits the geometry whenever this changes. */
  fitKey: number;
  selected: VertexPath | undefined;
  onSelect: (path: VertexPath | undefined) => void;
  onChange: (next: EditChange, how: 'draw' | 'modify') => void;
};

/**
 * The geometry being edited on a map (spec 3 §4 "Geometry editing"): the point and the detail
 * geometry drawn with their vertices; a click draws what `drawMode` says (a line or polygon
 * ends with a double click; Shift draws freehand); vertices are dragged, removed with Alt-click,
 * or selected by a click for the editor's "Delete vertex".
 */
export function useEditLayer(map: OlMap, options: EditLayerOptions): void {
  const { geom, geomDetail, drawMode, canModify, disabled, fitKey, selected } = options;
  const [point] = useState(() => new Feature<OlGeometry>());
  const [detail] = useState(() => new Feature<OlGeometry>());
  const [marker] = useState(() => new Feature<Point>());
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });

  useEffect(() => {
    point.set(KIND, 'point');
    detail.set(KIND, 'detail');
    const layer = new VectorLayer({
      source: new VectorSource({ features: [detail, point, marker] }),
      properties: { 'cairn:layer': 'edit' },
      zIndex: 50,
      style: (feature) => {
        if (feature === marker) return selectedStyle;
        if (feature.get(KIND) === 'point') return pointStyle;
        return canModify ? detailStyles : lockedDetailStyles;
      },
    });
    map.addLayer(layer);
    return () => {
      map.removeLayer(layer);
    };
  }, [map, point, detail, marker, canModify]);

  useEffect(() => {
    point.setGeometry(readGeometry(geom));
  }, [point, geom]);
  useEffect(() => {
    detail.setGeometry(readGeometry(geomDetail));
  }, [detail, geomDetail]);

  useEffect(() => {
    const position =
      selected && vertexAt(parseGeometry(geomDetail) ?? { type: 'Point', coordinates: [] }, selected);
    marker.setGeometry(position ? new Point([position[0] ?? 0, position[1] ?? 0]) : undefined);
  }, [marker, selected, geomDetail]);

  // Fits the view on the geometry when the key changes (not on the first render: the map
  // view starts on it).
  const lastFit = useRef(fitKey);
  useEffect(() => {
    if (lastFit.current === fitKey) return;
    lastFit.current = fitKey;
    const extent = editExtentOf(geom, geomDetail);
    if (!extent) return;
    const { center, zoom } = fitOf(extent, (map.getSize() ?? [800, 600]) as [number, number]);
    map.getView().setCenter(center);
    map.getView().setZoom(zoom);
  }, [map, fitKey, geom, geomDetail]);

  useEffect(() => {
    if (disabled || !canModify) return;
    const modify = new Modify({ features: new Collection([point, detail]) });
    modify.on('modifyend', () => {
      callbacks.current.onSelect(undefined);
      callbacks.current.onChange(
        { geom: writeGeometry(point.getGeometry()), geomDetail: writeGeometry(detail.getGeometry()) },
        'modify',
      );
    });
    map.addInteraction(modify);
    return () => {
      map.removeInteraction(modify);
    };
  }, [map, point, detail, canModify, disabled]);

  useEffect(() => {
    if (disabled || !drawMode) return;
    const draw = new Draw({
      type: drawMode === 'point' ? 'Point' : drawMode === 'line' ? 'LineString' : 'Polygon',
      style: [
        new Style({
          stroke: new Stroke({ color: EDIT_COLOR, width: 3, lineDash: [6, 6] }),
          fill: new Fill({ color: 'rgba(217,72,15,0.12)' }),
          image: new CircleStyle({ radius: 5, fill: new Fill({ color: EDIT_COLOR }) }),
        }),
      ],
    });
    // Tells the map's other click handlers (the protection areas') that clicks draw.
    draw.set('cairn:drawing', true);
    draw.on('drawend', (event) => {
      const text = writeGeometry(event.feature.getGeometry());
      const current = callbacks.current;
      current.onChange(
        drawMode === 'point'
          ? { geom: text, geomDetail: current.geomDetail }
          : { geom: current.geom, geomDetail: text },
        'draw',
      );
    });
    map.addInteraction(draw);
    return () => {
      map.removeInteraction(draw);
    };
  }, [map, drawMode, disabled]);

  // A click near a vertex of the detail geometry selects it (for "Delete vertex").
  useEffect(() => {
    if (disabled || !canModify || drawMode) return;
    const key = map.on('singleclick', (event) => {
      if ((event.originalEvent as MouseEvent).altKey) return;
      const geometry = parseGeometry(callbacks.current.geomDetail);
      const resolution = map.getView().getResolution() ?? 1;
      const path = geometry
        ? nearestVertex(geometry, [event.coordinate[0]!, event.coordinate[1]!], SELECT_TOLERANCE * resolution)
        : undefined;
      callbacks.current.onSelect(path);
    });
    return () => unByKey(key);
  }, [map, canModify, drawMode, disabled]);
}
