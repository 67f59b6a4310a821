/**
 * The avalanche bulletin box's public entry (issue 17; docs/ARCHITECTURE.md "Import
 * direction"): the route page composes `LazyAvalancheBox` through the detail page's slot; the
 * box itself is a lazy chunk.
 */
export { LazyAvalancheBox } from './components/lazy-avalanche-box.tsx';
export { AVALANCHE_ACTIVITIES, showsAvalancheBox } from './lib/activities.ts';
