import { useMemo, useState } from 'react';
import { hasElevation } from '../lib/elevation-profile.ts';
import { mapDocumentsOfDetail } from '../lib/map-documents.ts';
import { ElevationProfile } from './elevation-profile.tsx';
import { MAP_HEIGHT, type MapBoxMapProps } from './map-box.tsx';
import { MapView } from './map-view.tsx';
import styles from './map-box.module.css';
// In this chunk too: loaded with the map, the first download does not wait for it.
import '../lib/download-trace.ts';

/**
 * The map of the map box (`MapBox` draws the box around it): the document and its associated
 * waypoints and routes and, for an outing, its elevation profile with the hover marker.
 */
export function MapBoxMap({ doc, pin, profile }: MapBoxMapProps) {
  const [marker, setMarker] = useState<[number, number]>();
  const documents = useMemo(() => mapDocumentsOfDetail(doc), [doc]);
  return (
    <MapView
      className={styles.map}
      documents={documents}
      // Pinning changes the map's size and the page's: fit again (spec 3 §2).
      fitKey={`${doc.document_id}|${pin}`}
      marker={marker}
      mapHeight={pin === 'off' ? MAP_HEIGHT : undefined}
      activities={(doc.activities as string[] | undefined) ?? undefined}
    >
      {({ isFullscreen }) =>
        hasElevation(profile) && (
          <ElevationProfile points={profile} onHover={setMarker} isCollapsible={isFullscreen} />
        )
      }
    </MapView>
  );
}
