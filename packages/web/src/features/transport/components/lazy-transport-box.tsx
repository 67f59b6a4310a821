import { lazy, Suspense } from 'react';
import type { FullDocument } from '../../../lib/documents.ts';
import { useTransportSettings } from '../api/transport-api.ts';
import { showsTransportBox } from '../lib/access-points.ts';

const TransportBox = lazy(() => import('./transport-box.tsx').then((m) => ({ default: m.TransportBox })));

/**
 * The public transport box of a route page (spec 3 §2), a chunk of its own loaded only for
 * routes whose first area is France (14274) or an area the server's TRANSPORT_AREAS names.
 */
export function LazyTransportBox({ doc }: { doc: FullDocument }) {
  const settings = useTransportSettings();
  if (!settings.data || !showsTransportBox(doc, settings.data.areas)) return null;
  return (
    <Suspense fallback={null}>
      <TransportBox doc={doc} journeysEnabled={settings.data.journeys} />
    </Suspense>
  );
}
