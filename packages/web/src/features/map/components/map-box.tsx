import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { documentPath, parseGeometry, pluralOf, type DocumentType } from '@cairn/domain';
import { titleOf, type FullDocument } from '../../../lib/documents.ts';
import { useWindowHeight, useWindowWidth } from '../../../lib/use-window-size.ts';
import { cx } from '../../../lib/cx.ts';
import type { TraceFormat } from '../lib/download-trace.ts';
import { profileOf, type ProfilePoint } from '../lib/elevation-profile.ts';
import { nextPinMode, pinModesOf, pinPaddingOf, type PinMode } from '../lib/pin-mode.ts';
import styles from './map-box.module.css';

/** The map's height in the box, but pinned (it then fills the box). */
export const MAP_HEIGHT = 300;

/** What the box's map is drawn from (`map-box-map.tsx`). */
export type MapBoxMapProps = { doc: FullDocument; pin: PinMode; profile: ProfilePoint[] };

type Props = {
  type: DocumentType;
  doc: FullDocument;
  title: string;
  /**
   * The map and, for an outing, its elevation profile: a lazy part (`lazy-map.tsx`), so the box
   * — its buttons included — is drawn on the server and keeps its size when the map comes.
   */
  renderMap: (map: MapBoxMapProps) => ReactNode;
};

/**
 * Spec 3 §2 "Map box on detail pages": the document and its associated waypoints and routes,
 * GPX, KML and GeoJSON downloads, map links, pin-to-side modes and, for outings, the elevation profile.
 */
export function MapBox({ type, doc, title, renderMap }: Props) {
  const { t } = useTranslation();
  const width = useWindowWidth();
  const height = useWindowHeight();
  const [pin, setPin] = useState<PinMode>('off');
  const [isMapsOpen, setIsMapsOpen] = useState(false);
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

  const download = (format: TraceFormat) =>
    void import('../lib/download-trace.ts').then(({ downloadTrace }) =>
      downloadTrace(type, doc, title, format),
    );

  const mapsInfo =
    typeof doc.maps_info === 'string' ? doc.maps_info : (doc.cooked?.maps_info as string | undefined);
  const maps = doc.maps ?? [];
  const hasMapLinks = !!mapsInfo || maps.length > 0;

  return (
    <section className={cx(styles.box, shownPin !== 'off' && styles[shownPin])} aria-label={t('map.title')}>
      {renderMap({ doc, pin: shownPin, profile })}
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
