/**
 * The public transport box's public entry (issue 18; docs/ARCHITECTURE.md "Import direction"):
 * the route page composes `LazyTransportBox` through the detail page's slot; the box, its
 * planner and its map are lazy chunks.
 */
export { LazyTransportBox } from './components/lazy-transport-box.tsx';
