/**
 * The avalanche bulletin box's public entry (issue 17; docs/ARCHITECTURE.md "Import
 * direction"): the route page composes `LazyAvalancheBox` through the detail page's slot; the
 * box itself is a lazy chunk. The risk tool asks `bulletinsAt` for the point clicked on its map.
 */
export { LazyAvalancheBox } from './components/lazy-avalanche-box.tsx';
export { AVALANCHE_ACTIVITIES, showsAvalancheBox } from './lib/activities.ts';
export { bulletinsAt } from './api/get-bulletins.ts';
