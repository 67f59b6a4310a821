import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR_MAP_HEIGHT } from '../lib/map-heights.ts';
import { MapBoundary, MapWaiting } from './lazy-map.tsx';
import styles from './lazy-map.module.css';

/*
 * The edit form's map, for the document-edit feature (through `features/map/index.ts`). Light
 * on purpose like `lazy-map.tsx`: OpenLayers loads with the editor's own chunk, when a form
 * with a geometry opens.
 */

const GeometryEditor = lazy(() =>
  import('./geometry-editor.tsx').then((module) => ({ default: module.GeometryEditor })),
);

function Unavailable() {
  const { t } = useTranslation();
  return <p className={styles.placeholder}>{t('map.unavailable')}</p>;
}

/** The geometry editor, loaded on first render; without ResizeObserver (jsdom) or if it fails, a notice. */
export function LazyGeometryEditor(props: ComponentProps<typeof GeometryEditor>) {
  if (typeof ResizeObserver === 'undefined') return <Unavailable />;
  return (
    <MapBoundary>
      {/* The editor's own size and border until it comes. */}
      <Suspense fallback={<MapWaiting height={EDITOR_MAP_HEIGHT} bordered />}>
        <GeometryEditor {...props} />
      </Suspense>
    </MapBoundary>
  );
}
