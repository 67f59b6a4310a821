import { useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type OlMap from 'ol/Map';
import { parseGeometry } from '@cairn/domain';
import { cx } from '../../../lib/cx.ts';
import { hasElevation, profileOf } from '../lib/elevation-profile.ts';
import { EDITOR_MAP_HEIGHT } from '../lib/map-heights.ts';
import { removeVertex, type DrawMode, type VertexPath } from '../lib/edit-geometry.ts';
import {
  editExtentOf,
  useEditLayer,
  type EditChange,
  type EditLayerOptions,
} from '../layers/use-edit-layer.ts';
import { ElevationProfile } from './elevation-profile.tsx';
import { MapView } from './map-view.tsx';
import mapStyles from './map-view.module.css';
import styles from './geometry-editor.module.css';

export type GeometryEditorProps = {
  geom: string | null;
  geomDetail: string | null;
  drawMode: DrawMode;
  /** Vertices can be moved and deleted. */
  canModify: boolean;
  /** Every tool off, files refused (a simplification waits for an answer). */
  disabled: boolean;
  /** The view fits the geometry whenever this changes (an import, a reset). */
  fitKey: number;
  onChange: (next: EditChange, how: 'draw' | 'modify') => void;
  /** A file dropped on the map. */
  onFile?: (file: File) => void;
  /** The elevation profile of the detail geometry under the map (outings). */
  showProfile: boolean;
  /** What the map is, for assistive technologies. */
  label: string;
};

function EditLayer({ map, ...options }: EditLayerOptions & { map: OlMap }) {
  useEditLayer(map, options);
  return null;
}

/**
 * The edit form's map (spec 3 §2 "Map", §4 "Geometry editing"): the base layer and controls of
 * every map, the geometry being edited (`useEditLayer`), a "Delete vertex" control for the
 * selected vertex, a GPS file dropped anywhere on it, and for outings the elevation profile of
 * the track.
 */
export function GeometryEditor(props: GeometryEditorProps) {
  const { t } = useTranslation();
  const { geom, geomDetail, onChange, onFile, disabled } = props;
  const [selected, setSelected] = useState<VertexPath>();
  const [marker, setMarker] = useState<[number, number]>();
  const [isDropTarget, setIsDropTarget] = useState(false);
  // The view starts on the geometry the form opened with; later changes refit by `fitKey`.
  const [initialExtent] = useState(() => editExtentOf(geom, geomDetail));
  const profile = useMemo(
    () => (props.showProfile ? profileOf(parseGeometry(geomDetail)) : []),
    [props.showProfile, geomDetail],
  );
  const withoutSelected = useMemo(() => {
    const detail = selected && parseGeometry(geomDetail);
    return selected && detail ? removeVertex(detail, selected) : undefined;
  }, [selected, geomDetail]);

  const deleteSelected = () => {
    if (!withoutSelected) return;
    setSelected(undefined);
    onChange({ geom, geomDetail: JSON.stringify(withoutSelected) }, 'modify');
  };

  const isFileDrag = (event: DragEvent) =>
    !!onFile && !disabled && event.dataTransfer.types.includes('Files');
  const handleDragOver = (event: DragEvent) => {
    if (!isFileDrag(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setIsDropTarget(true);
  };
  const handleDrop = (event: DragEvent) => {
    setIsDropTarget(false);
    if (!isFileDrag(event)) return;
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    if (file) onFile?.(file);
  };

  return (
    <div
      className={cx(styles.editor, isDropTarget && styles.dropTarget)}
      role="group"
      aria-label={props.label}
      onDragOver={handleDragOver}
      onDragLeave={() => setIsDropTarget(false)}
      onDrop={handleDrop}
      data-testid="geometry-editor"
    >
      <MapView
        documents={[]}
        fitKey={null}
        initialExtent={initialExtent}
        marker={marker}
        mapHeight={EDITOR_MAP_HEIGHT}
        controls={
          // Lines and polygons have vertices to delete; a point alone has none.
          props.canModify &&
          geomDetail && (
            <button
              type="button"
              className={mapStyles.control}
              disabled={disabled || !withoutSelected}
              onClick={deleteSelected}
              title={t('map.deleteVertexHint')}
            >
              {t('map.deleteVertex')}
            </button>
          )
        }
        layers={(map) => (
          <EditLayer
            map={map}
            geom={geom}
            geomDetail={geomDetail}
            drawMode={props.drawMode}
            canModify={props.canModify}
            disabled={disabled}
            fitKey={props.fitKey}
            selected={selected}
            onSelect={setSelected}
            onChange={onChange}
          />
        )}
      >
        {({ isFullscreen }) =>
          hasElevation(profile) && (
            <ElevationProfile points={profile} onHover={setMarker} isCollapsible={isFullscreen} />
          )
        }
      </MapView>
      {isDropTarget && (
        <p className={styles.dropHint} aria-hidden="true">
          {t('map.dropFile')}
        </p>
      )}
    </div>
  );
}
