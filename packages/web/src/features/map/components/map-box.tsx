import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { documentPath, parseGeometry, pluralOf, type DocumentType } from '@cairn/domain';
import { titleOf, type FullDocument } from '../../../lib/documents.ts';
import { useWindowHeight, useWindowWidth } from '../../../lib/use-window-size.ts';
import { cx } from '../../../lib/cx.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { GEOJSON_MIME, GPX_MIME, KML_MIME } from '../lib/download.ts';
import { downloadName } from '../lib/download-name.ts';
import { hasElevation, profileOf } from '../lib/elevation-profile.ts';
import { toGeoJson } from '../lib/geojson.ts';
import { toGpx } from '../lib/gpx.ts';
import { toKml } from '../lib/kml.ts';
import { exportFeaturesOf, mapDocumentsOfDetail } from '../lib/map-documents.ts';
import { nextPinMode, pinModesOf, pinPaddingOf, type PinMode } from '../lib/pin-mode.ts';
import { ElevationProfile } from './elevation-profile.tsx';
import { MapView } from './map-view.tsx';
import styles from './map-box.module.css';

const MAP_HEIGHT = 300;

type Props = { type: DocumentType; doc: FullDocument; title: string };

/**
 * Spec 3 §2 "Map box on detail pages": the document and its associated waypoints and routes,
 * GPX, KML and GeoJSON downloads, map links, pin-to-side modes and, for outings, the elevation profile.
 */
export function MapBox({ type, doc, title }: Props) {
  const { t } = useTranslation();
  const width = useWindowWidth();
  const height = useWindowHeight();
  const [pin, setPin] = useState<PinMode>('off');
  const [isMapsOpen, setIsMapsOpen] = useState(false);
  const [marker, setMarker] = useState<[number, number]>();
  const documents = useMemo(() => mapDocumentsOfDetail(doc), [doc]);
  const profile = useMemo(
    () => (type === 'outing' ? profileOf(parseGeometry(doc.geometry?.geom_detail)) : []),
    [type, doc.geometry?.geom_detail],
  );
  // A window resized below the breakpoint may no longer offer the current mode.
  const shownPin = pinModesOf(width, height).includes(pin) ? pin : 'off';

  // Spec 3 §2: the page makes room for the pinned map.
  useEffect(() => {
    const padding = pinPaddingOf(shownPin);
    if (!padding) return;
    const { style } = document.body;
    style[padding.side] = padding.value;
    return () => {
      style[padding.side] = '';
    };
  }, [shownPin]);

  const download = (format: 'gpx' | 'kml' | 'geojson') => {
    const features = exportFeaturesOf(doc, title);
    // Spec 3 §5: download does nothing if there is no feature.
    if (features.length === 0) return;
    const name = downloadName(
      {
        document_id: doc.document_id,
        title,
        date_start: doc.date_start as string | undefined,
        isOuting: type === 'outing',
      },
      format,
    );
    if (format === 'gpx') downloadFile(toGpx(features), name, GPX_MIME);
    else if (format === 'kml') downloadFile(toKml(features), name, KML_MIME);
    else downloadFile(toGeoJson(features), name, GEOJSON_MIME);
  };

  const mapsInfo =
    typeof doc.maps_info === 'string' ? doc.maps_info : (doc.cooked?.maps_info as string | undefined);
  const maps = doc.maps ?? [];
  const hasMapLinks = !!mapsInfo || maps.length > 0;

  return (
    <section className={cx(styles.box, shownPin !== 'off' && styles[shownPin])} aria-label={t('map.title')}>
      <MapView
        className={styles.map}
        documents={documents}
        // Pinning changes the map's size and the page's: fit again (spec 3 §2).
        fitKey={`${doc.document_id}|${shownPin}`}
        marker={marker}
        mapHeight={shownPin === 'off' ? MAP_HEIGHT : undefined}
        activities={(doc.activities as string[] | undefined) ?? undefined}
      >
        {({ isFullscreen }) =>
          hasElevation(profile) && (
            <ElevationProfile points={profile} onHover={setMarker} isCollapsible={isFullscreen} />
          )
        }
      </MapView>
      <div className={styles.actions}>
        <button type="button" onClick={() => download('gpx')}>
          {t('map.downloadGpx')}
        </button>
        <button type="button" onClick={() => download('kml')}>
          {t('map.downloadKml')}
        </button>
        <button type="button" onClick={() => download('geojson')}>
          {t('map.downloadGeoJson')}
        </button>
        {hasMapLinks && (
          <button type="button" aria-expanded={isMapsOpen} onClick={() => setIsMapsOpen((open) => !open)}>
            {t('map.mapLinks')}
          </button>
        )}
        <button
          type="button"
          aria-pressed={shownPin !== 'off'}
          onClick={() => setPin(nextPinMode(shownPin, width, height))}
          title={t(`map.pin.${nextPinMode(shownPin, width, height)}`)}
        >
          {t(`map.pin.${nextPinMode(shownPin, width, height)}`)}
        </button>
      </div>
      {isMapsOpen && hasMapLinks && (
        <div className={styles.maps}>
          {mapsInfo && <p>{mapsInfo}</p>}
          {maps.length > 0 && (
            <ul>
              {maps.map((map) => (
                <li key={map.document_id}>
                  <Link
                    to={documentPath(pluralOf('map'), map.document_id, map.locales?.[0]?.lang, titleOf(map))}
                  >
                    {[map.editor, map.code, titleOf(map)].filter(Boolean).join(' ')}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
