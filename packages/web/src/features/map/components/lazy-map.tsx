import { Component, lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/cx.ts';
import { associated, type FullDocument } from '../../../lib/documents.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { hasElevation } from '../lib/elevation-profile.ts';
import { MAP_HEIGHT, MapBox, type MapBoxMapProps } from './map-box.tsx';
import styles from './lazy-map.module.css';

/*
 * The entry points of the map feature for pages. This module is light on purpose: OpenLayers
 * and d3 load with the map's own chunk, only when a map shows (the first page of most
 * visitors has none, and those libraries weigh more than the rest of the app).
 */

const ListMap = lazy(() => import('./list-map.tsx').then((module) => ({ default: module.ListMap })));
const MapView = lazy(() => import('./map-view.tsx').then((module) => ({ default: module.MapView })));
const MapBoxMap = lazy(() => import('./map-box-map.tsx').then((module) => ({ default: module.MapBoxMap })));

function MapUnavailable() {
  const { t } = useTranslation();
  return <p className={styles.placeholder}>{t('map.unavailable')}</p>;
}

/** A map that fails (its chunk cannot load, no WebGL or canvas) must not take the page down. */
export class MapBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  override render() {
    return this.state.hasFailed ? <MapUnavailable /> : this.props.children;
  }
}

const loading = <div className={styles.placeholder} aria-busy="true" />;

/** A lazy part of the map feature: `waiting` until its chunk comes, a notice if it fails. */
function MapPart({ waiting = loading, children }: { waiting?: ReactNode; children: ReactNode }) {
  return (
    <MapBoundary>
      <Suspense fallback={waiting}>{children}</Suspense>
    </MapBoundary>
  );
}

export function LazyListMap(props: ComponentProps<typeof ListMap>) {
  // Maps are drawn in the browser only, after a server-rendered page is hydrated.
  if (!useHydrated()) return loading;
  // Without ResizeObserver (old browsers, jsdom) OpenLayers cannot run: the list map has
  // nothing else to show, so its chunk is not even loaded.
  if (typeof ResizeObserver === 'undefined') return <MapUnavailable />;
  return (
    <MapPart>
      <ListMap {...props} />
    </MapPart>
  );
}

/**
 * The map box of detail pages: the box and its buttons drawn at once (on the server too), the
 * map in it once the page is hydrated, in a space of its size until then (no layout shift).
 */
export function LazyMapBox(props: Omit<ComponentProps<typeof MapBox>, 'renderMap'>) {
  const isHydrated = useHydrated();
  const renderMap = (map: MapBoxMapProps) => {
    const waiting = (
      <div
        className={cx(styles.mapWaiting, hasElevation(map.profile) && styles.withProfile)}
        style={{ height: map.pin === 'off' ? MAP_HEIGHT : undefined }}
        aria-busy="true"
      />
    );
    if (!isHydrated) return waiting;
    return (
      <MapPart waiting={waiting}>
        <MapBoxMap {...map} />
      </MapPart>
    );
  };
  return <MapBox {...props} renderMap={renderMap} />;
}

/** The room of a map of `height` px (and its border) while its chunk loads. */
export function MapWaiting({ height, bordered = false }: { height: number; bordered?: boolean }) {
  return (
    <div
      className={cx(styles.mapWaiting, bordered && styles.bordered)}
      style={{ height: bordered ? height + 2 : height }}
      aria-busy="true"
    />
  );
}

/** A plain map (other features draw their own layers on it: the transport box's journeys). */
export function LazyMapView(props: ComponentProps<typeof MapView>) {
  if (typeof ResizeObserver === 'undefined') return <MapUnavailable />;
  return (
    <MapPart waiting={props.mapHeight ? <MapWaiting height={props.mapHeight} /> : loading}>
      <MapView {...props} />
    </MapPart>
  );
}

/**
 * Detail pages show a map box for documents with a geometry (spec 3 §2), and for books, which
 * have none, only when waypoints are associated (spec 2 "Book"): the box draws those.
 */
export const hasMapGeometry = (doc: FullDocument): boolean =>
  !!(doc.geometry?.geom || doc.geometry?.geom_detail) ||
  (doc.type === 'b' && associated(doc, 'waypoints').length > 0);
