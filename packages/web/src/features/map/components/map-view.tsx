import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type OlMap from 'ol/Map';
import { useTranslation } from 'react-i18next';
import { toLonLat, toMercator } from '@cairn/domain';
import { cx } from '../../../lib/cx.ts';
import { useBaseLayer } from '../layers/use-base-layer.ts';
import { useDocumentsLayer } from '../layers/use-documents-layer.ts';
import { useLayerChoice } from '../layers/use-layer-choice.ts';
import { useOverlayLayers } from '../layers/use-overlay-layers.ts';
import { useProtectionLayers } from '../layers/use-protection-layers.ts';
import { useMarkerLayer } from '../layers/use-marker-layer.ts';
import { fitOf } from '../lib/fit.ts';
import type { Place } from '../lib/geocoder.ts';
import { GEOLOCATION_ZOOM, PLACE_EXTENT_MAX_ZOOM, PLACE_ZOOM, type Extent } from '../lib/map-constants.ts';
import { extentOf, type MapDocument } from '../lib/map-documents.ts';
import { createMap } from './create-map.ts';
import { LayerSwitcher } from './layer-switcher.tsx';
import { PlaceSearch } from './place-search.tsx';
import { ProtectionDialog } from './protection-dialog.tsx';
import styles from './map-view.module.css';

const LOCATE =
  'M12 3v3M12 18v3M3 12h3M18 12h3M12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10zM12 11a1 1 0 1 0 0 2a1 1 0 1 0 0-2z';
const FULLSCREEN = 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5';
const EXIT_FULLSCREEN = 'M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5';

const NO_ACTIVITIES: readonly string[] = [];

function MapIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export type MapViewProps = {
  documents: MapDocument[];
  /** The view fits the documents whenever this changes; `null` leaves the view where it is. */
  fitKey: string | null;
  /** Shown first instead of the documents' extent (a `bbox` from the address). */
  initialExtent?: Extent;
  /** The position to mark (the point hovered on the elevation profile). */
  marker?: [number, number];
  /** The visible extent after each move; `byVisitor` is false for the view's own fitting. */
  onMoveEnd?: (extent: Extent, byVisitor: boolean) => void;
  /** Extra controls in the map's toolbar. */
  controls?: ReactNode;
  /** Under the map, inside the full-screen frame. */
  children?: (state: { isFullscreen: boolean }) => ReactNode;
  className?: string;
  /** Height of the map itself when it is not full screen; by default it fills the frame. */
  mapHeight?: number;
  /** More layers and interactions on the map (the edit form's geometry editor), as components. */
  layers?: (map: OlMap) => ReactNode;
  /** The activities of the documents shown: paragliding adds aerial sensitive areas (spec 3 §7). */
  activities?: readonly string[];
};

/**
 * Spec 3 §2 "Map": one OpenLayers map per mounted MapView, its layers as hooks, and the
 * controls (base layer, full screen, own position, place search) as plain React.
 */
export function MapView(props: MapViewProps) {
  const { t } = useTranslation();
  // OpenLayers sizes its map with a ResizeObserver: browsers without one (and jsdom in unit
  // tests) get a notice instead of an error, and the rest of the page still works.
  if (typeof ResizeObserver === 'undefined')
    return (
      <div className={cx(styles.frame, props.className)}>
        <p className={styles.unavailable}>{t('map.unavailable')}</p>
        {props.children?.({ isFullscreen: false })}
      </div>
    );
  return <OpenLayersMapView {...props} />;
}

function OpenLayersMapView({
  documents,
  fitKey,
  initialExtent,
  marker,
  onMoveEnd,
  controls,
  children,
  className,
  mapHeight,
  layers: extraLayers,
  activities = NO_ACTIVITIES,
}: MapViewProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // Created once per mounted component and never replaced: React only attaches it.
  const [map] = useState(createMap);
  const target = useRef<HTMLDivElement>(null);
  const [isFullscreen, setIsFullscreen] = useState(false);
  const isFitting = useRef(false);
  const onMoveEndRef = useRef(onMoveEnd);
  useEffect(() => {
    onMoveEndRef.current = onMoveEnd;
  });

  const layers = useLayerChoice();
  useBaseLayer(map, layers.baseLayer);
  useOverlayLayers(map, layers.shownOverlays);
  const protection = useProtectionLayers(map, {
    isShown: layers.showsProtection,
    language: i18n.language,
    activities,
  });
  const handleOpen = useCallback(
    (doc: MapDocument, inNewTab: boolean) => {
      if (inNewTab) window.open(doc.href, '_blank', 'noopener');
      else void navigate(doc.href);
    },
    [navigate],
  );
  const hovered = useDocumentsLayer(map, documents, handleOpen);
  useMarkerLayer(map, marker);

  useEffect(() => {
    const element = target.current;
    map.setTarget(element ?? undefined);
    const key = map.on('moveend', () => {
      // Moves made by fitting are not the visitor's: they must not write a bbox filter.
      const byVisitor = !isFitting.current;
      isFitting.current = false;
      const size = map.getSize();
      if (size) onMoveEndRef.current?.(map.getView().calculateExtent(size) as Extent, byVisitor);
    });
    // A move the visitor starts before a fit has ended is theirs: the map reports one moveend
    // for both, which must write the bbox the visitor chose.
    const handleVisitor = () => {
      isFitting.current = false;
    };
    const events = ['pointerdown', 'wheel', 'keydown'] as const;
    for (const name of events) element?.addEventListener(name, handleVisitor, { passive: true });
    return () => {
      for (const name of events) element?.removeEventListener(name, handleVisitor);
      map.un('moveend', key.listener);
      map.setTarget(undefined);
    };
  }, [map]);

  const moveTo = useCallback(
    (center: [number, number], zoom: number, isProgrammatic: boolean) => {
      const view = map.getView();
      const next = Math.min(zoom, view.getMaxZoom());
      if (
        view.getCenter()?.[0] === center[0] &&
        view.getCenter()?.[1] === center[1] &&
        view.getZoom() === next
      )
        return;
      isFitting.current = isProgrammatic;
      view.setCenter(center);
      view.setZoom(next);
    },
    [map],
  );

  // Fit on the documents (or the address's extent the first time) when the fit key changes,
  // and when the map enters or leaves full screen (its size changes a lot).
  const hasFitted = useRef(false);
  useEffect(() => {
    if (fitKey === null && hasFitted.current) return;
    map.updateSize();
    const size = (map.getSize() ?? [800, 600]) as [number, number];
    const extent = !hasFitted.current && initialExtent ? initialExtent : extentOf(documents);
    hasFitted.current = true;
    const { center, zoom } = fitOf(extent, size);
    moveTo(center, zoom, true);
    // `documents` changes with the fit key; the key alone says when to refit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, fitKey, moveTo, isFullscreen]);

  useEffect(() => {
    if (!isFullscreen) return;
    const handleKey = (event: KeyboardEvent) => event.key === 'Escape' && setIsFullscreen(false);
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [isFullscreen]);

  const handleLocate = () => {
    if (!('geolocation' in navigator)) {
      window.alert(t('map.geolocationUnsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => moveTo(toMercator(coords.longitude, coords.latitude), GEOLOCATION_ZOOM, false),
      () => window.alert(t('map.geolocationFailed')),
    );
  };

  const handlePlace = (place: Place) => {
    if (place.extent) {
      const [minX, minY] = toMercator(place.extent[0], place.extent[1]);
      const [maxX, maxY] = toMercator(place.extent[2], place.extent[3]);
      map.getView().fit([minX, minY, maxX, maxY], { maxZoom: PLACE_EXTENT_MAX_ZOOM });
    } else moveTo(toMercator(...place.lonLat), PLACE_ZOOM, false);
  };

  const center = (): [number, number] => {
    const [x = 0, y = 0] = map.getView().getCenter() ?? [];
    return toLonLat(x, y);
  };

  return (
    <div className={cx(styles.frame, isFullscreen && styles.fullscreen, className)}>
      <div
        className={cx(styles.mapArea, (isFullscreen || !mapHeight) && styles.fill)}
        style={isFullscreen || !mapHeight ? undefined : { height: mapHeight }}
      >
        <div ref={target} className={styles.map} data-testid="map" />
        <div className={styles.toolbar}>
          <PlaceSearch center={center} onPlace={handlePlace} />
          <LayerSwitcher choice={layers} />
          <button type="button" className={styles.control} onClick={handleLocate} title={t('map.locate')}>
            <MapIcon path={LOCATE} />
            <span className={styles.hidden}>{t('map.locate')}</span>
          </button>
          <button
            type="button"
            className={styles.control}
            aria-pressed={isFullscreen}
            onClick={() => setIsFullscreen((value) => !value)}
            title={isFullscreen ? t('map.exitFullscreen') : t('map.fullscreen')}
          >
            <MapIcon path={isFullscreen ? EXIT_FULLSCREEN : FULLSCREEN} />
            <span className={styles.hidden}>
              {isFullscreen ? t('map.exitFullscreen') : t('map.fullscreen')}
            </span>
          </button>
          {controls}
        </div>
        {hovered && (
          <div
            className={styles.tooltip}
            style={{ left: hovered.pixel[0], top: hovered.pixel[1] }}
            role="tooltip"
          >
            {hovered.doc.title}
          </div>
        )}
      </div>
      {protection.info && <ProtectionDialog info={protection.info} onClose={protection.close} />}
      {extraLayers?.(map)}
      {children?.({ isFullscreen })}
    </div>
  );
}
