/**
 * The map feature's public entry for other features (docs/ARCHITECTURE.md "Import direction"):
 * the edit form's geometry editor, a lazy chunk with OpenLayers.
 */
export { LazyGeometryEditor } from './components/lazy-geometry-editor.tsx';
export type { GeometryEditorProps } from './components/geometry-editor.tsx';
export type { DrawMode } from './lib/edit-geometry.ts';
