/**
 * The map feature's public entry for other features (docs/ARCHITECTURE.md "Import direction"):
 * the edit form's geometry editor and the risk tool's map, lazy chunks with OpenLayers; a plain
 * map with a detail page's documents, on which a feature draws its own layers (the transport box).
 */
export { LazyGeometryEditor } from './components/lazy-geometry-editor.tsx';
export type { GeometryEditorProps } from './components/geometry-editor.tsx';
export type { DrawMode } from './lib/edit-geometry.ts';
export { LazyMapView, MapWaiting } from './components/lazy-map.tsx';
export { TRANSPORT_MAP_HEIGHT } from './lib/map-heights.ts';
export { mapDocumentsOfDetail } from './lib/map-documents.ts';
export { LazyRiskMap } from './components/lazy-risk-map.tsx';
export type { RiskMapProps } from './components/risk-map.tsx';
export { parseBbox } from './lib/fit.ts';
export { routeLineOf } from './lib/risk-route.ts';
