import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { showsAvalancheBox } from '../lib/activities.ts';

const AvalancheBox = lazy(() =>
  import('./avalanche-box.tsx').then((module) => ({ default: module.AvalancheBox })),
);

/**
 * The avalanche box of a route page (spec 3 §2), a chunk of its own loaded only for routes of
 * the snow activities; nothing for other routes.
 */
export function LazyAvalancheBox({ routeId, activities }: { routeId: number; activities: unknown }) {
  // Bulletins change by the hour: the browser asks for them, after hydration.
  if (!useHydrated() || !showsAvalancheBox(activities)) return null;
  return (
    <Suspense fallback={null}>
      <AvalancheBox routeId={routeId} />
    </Suspense>
  );
}
