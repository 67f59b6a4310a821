import { useMemo } from 'react';
import type { Journey, Stoparea } from '@cairn/domain';
import type { FullDocument } from '../../../lib/documents.ts';
import { LazyMapView, mapDocumentsOfDetail, TRANSPORT_MAP_HEIGHT } from '../../map/index.ts';
import { TransportLayers } from './transport-layers.tsx';

/** The route, its waypoints, the stops near its access points and the chosen journey. */
export function TransportMap({
  doc,
  stops,
  journey,
}: {
  doc: FullDocument;
  stops: Stoparea[];
  journey?: Journey;
}) {
  const documents = useMemo(() => mapDocumentsOfDetail(doc), [doc]);
  return (
    <div data-testid="transport-map">
      <LazyMapView
        documents={documents}
        fitKey={`transport-${doc.document_id}-${stops.length}`}
        mapHeight={TRANSPORT_MAP_HEIGHT}
        layers={(map) => <TransportLayers map={map} stops={stops} journey={journey} />}
      />
    </div>
  );
}
