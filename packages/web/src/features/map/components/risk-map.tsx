import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type OlMap from 'ol/Map';
import {
  mapInputsOf,
  RISK_CELL_CLASSES,
  RISK_CELL_COLOURS,
  SPACING_ASCENT_M,
  SPACING_DESCENT_M,
  toLonLat,
  type Position,
  type RiskInputs,
} from '@cairn/domain';
import { mapEnv } from '../../../config/map-env.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { useLooseT } from '../../../lib/loose-t.ts';
import { createRiskWorker, type RiskWorker } from '../layers/risk-worker.ts';
import { useLineElevations } from '../layers/use-line-elevations.ts';
import { useRiskLayer, type RiskLayerState } from '../layers/use-risk-layer.ts';
import { useRouteLayer } from '../layers/use-route-layer.ts';
import { GPX_MIME } from '../lib/download.ts';
import type { Extent } from '../lib/map-constants.ts';
import { riskMapNoticeOf } from '../lib/risk-map.ts';
import { routeGpx, routeSegments, simplifiedRoute, type RouteSegment } from '../lib/risk-route.ts';
import { MapView } from './map-view.tsx';
import mapStyles from './map-view.module.css';
import styles from './risk-map.module.css';

export type RiskMapProps = {
  /** The risk tool's inputs: every cell is evaluated with them, its slope, aspect and altitude. */
  inputs: RiskInputs;
  /** Where the map opens (a `bbox` of the address). */
  initialExtent?: Extent | undefined;
  /** The line on the map (EPSG:3857), drawn or read from a route. */
  line: Position[] | null;
  /** A new line drawn (already simplified), or null when cleared. */
  onLineChange: (line: Position[] | null) => void;
  /** The view fits the line whenever this changes (a route loaded); 0: never. */
  lineFitKey: number;
  /** The GPX file's name and track name. */
  lineName: string;
  /** A click on the map while not drawing, at a WGS84 point (the bulletin there fills the form). */
  onPointClick?: (lon: number, lat: number) => void;
};

const MAP_HEIGHT = 480;
const LEGEND = RISK_CELL_CLASSES.filter((name) => name !== 'none');
/** Segments are listed one by one up to this many; beyond, a summary. */
const MAX_LISTED_SEGMENTS = 60;

const TERRAIN = { template: mapEnv.terrainUrl, encoding: mapEnv.terrainEncoding };

function Layers({
  map,
  worker,
  inputs,
  line,
  segments,
  drawing,
  onDrawn,
  fitKey,
  finishRef,
  onPointClick,
  children,
}: {
  map: OlMap;
  worker: RiskWorker;
  inputs: RiskInputs | null;
  line: Position[] | null;
  segments: RouteSegment[];
  drawing: boolean;
  onDrawn: (line: Position[]) => void;
  fitKey: number;
  finishRef: { current: (() => void) | null };
  onPointClick: ((lon: number, lat: number) => void) | undefined;
  children: (state: RiskLayerState | null) => ReactNode;
}) {
  const onClick = useRef(onPointClick);
  useEffect(() => {
    onClick.current = onPointClick;
  });
  useEffect(() => {
    if (drawing) return;
    const key = map.on('singleclick', (event) => {
      const [x = 0, y = 0] = event.coordinate;
      onClick.current?.(...toLonLat(x, y));
    });
    return () => map.un('singleclick', key.listener);
  }, [map, drawing]);
  const state = useRiskLayer(map, worker, { ...TERRAIN, inputs: TERRAIN.template ? inputs : null });
  const { finish } = useRouteLayer(map, { line, segments, drawing, onDrawn, fitKey });
  useEffect(() => {
    finishRef.current = finish;
  });
  return children(TERRAIN.template ? state : null);
}

/**
 * The risk tool's map (issue 17, spec 3 "Risk tool"): the slopes under the view coloured by the
 * chosen method's verdict for the entered bulletin, computed from the terrain tiles
 * (`VITE_TERRAIN_URL`) in a worker; a legend of the colours; the spec's messages when the area
 * is too large or not covered, or when no terrain tiles are configured. A line drawn on it (or
 * read from a route) shows each segment's slope, the load-shedding spacing it asks for, and
 * downloads as GPX.
 */
export function RiskMap({
  inputs,
  initialExtent,
  line,
  onLineChange,
  lineFitKey,
  lineName,
  onPointClick,
}: RiskMapProps) {
  const { t } = useTranslation();
  const { tx } = useLooseT();
  const [worker] = useState(createRiskWorker);
  useEffect(() => () => worker.close(), [worker]);
  const mapInputs = useMemo(() => mapInputsOf(inputs), [inputs]);
  const configured = TERRAIN.template !== '';
  const [drawing, setDrawing] = useState(false);
  const finishRef = useRef<(() => void) | null>(null);
  const elevations = useLineElevations(worker, line, TERRAIN);
  const segments = useMemo(() => (line ? routeSegments(line, elevations) : []), [line, elevations]);

  const handleDrawn = (drawn: Position[]) => {
    setDrawing(false);
    onLineChange(simplifiedRoute(drawn));
  };
  const exportGpx = () => {
    if (line) downloadFile(routeGpx(line, elevations, lineName), `${lineName}.gpx`, GPX_MIME);
  };

  const notice = (state: RiskLayerState | null) => {
    const key = riskMapNoticeOf(configured, !!mapInputs, state?.status);
    return (
      <div className={styles.status} role="status" aria-live="polite" data-testid="risk-map-status">
        {key && <p className={key === 'computing' ? styles.muted : styles.notice}>{tx(`riskMap.${key}`)}</p>}
        {state?.status === 'ok' && (
          <p className={styles.muted} data-testid="risk-map-done">
            {t('riskMap.computed', { cells: (state.width * state.height).toLocaleString() })}
          </p>
        )}
      </div>
    );
  };

  return (
    <section className={styles.section} aria-labelledby="risk-map-title">
      <h2 id="risk-map-title">{t('riskMap.title')}</h2>
      <MapView
        documents={[]}
        fitKey={null}
        initialExtent={initialExtent}
        mapHeight={MAP_HEIGHT}
        className={styles.map}
        controls={
          <>
            <button
              type="button"
              className={mapStyles.control}
              aria-pressed={drawing}
              onClick={() => setDrawing((value) => !value)}
            >
              {drawing ? t('riskMap.stopDrawing') : t('riskMap.draw')}
            </button>
            {drawing && (
              <button type="button" className={mapStyles.control} onClick={() => finishRef.current?.()}>
                {t('riskMap.finish')}
              </button>
            )}
            {line && !drawing && (
              <button type="button" className={mapStyles.control} onClick={() => onLineChange(null)}>
                {t('riskMap.clear')}
              </button>
            )}
          </>
        }
        layers={(map) => (
          <Layers
            map={map}
            worker={worker}
            inputs={mapInputs}
            line={line}
            segments={segments}
            drawing={drawing}
            onDrawn={handleDrawn}
            fitKey={lineFitKey}
            finishRef={finishRef}
            onPointClick={onPointClick}
          >
            {notice}
          </Layers>
        )}
      />
      <p className={styles.muted}>
        {drawing ? t('riskMap.drawHint') : onPointClick && t('riskMap.clickHint')}
      </p>
      <ul className={styles.legend} aria-label={t('riskMap.legend')}>
        {LEGEND.map((name) => {
          const [r, g, b] = RISK_CELL_COLOURS[name];
          return (
            <li key={name}>
              <span
                className={styles.swatch}
                style={{ background: `rgb(${r} ${g} ${b})` }}
                aria-hidden="true"
              />
              {tx(`riskMap.classes.${name}`)}
            </li>
          );
        })}
      </ul>
      {line && <LineDetails segments={segments} onExport={exportGpx} />}
    </section>
  );
}

/** The drawn line's segments: length, slope, ascent or descent and the spacing it asks for. */
function LineDetails({ segments, onExport }: { segments: RouteSegment[]; onExport: () => void }) {
  const { t } = useTranslation();
  const steepest = Math.max(0, ...segments.map((segment) => segment.slope ?? 0));
  const way = (segment: RouteSegment) =>
    segment.climb === null
      ? '–'
      : segment.climb > 0
        ? t('riskMap.up')
        : segment.climb < 0
          ? t('riskMap.down')
          : t('riskMap.level');
  return (
    <div className={styles.line} data-testid="risk-line">
      <div className={styles.lineHeader}>
        <h3>{t('riskMap.lineTitle')}</h3>
        <button type="button" className="button" onClick={onExport}>
          {t('riskMap.exportGpx')}
        </button>
      </div>
      <p className={styles.muted}>
        {t('riskMap.spacingNote', { ascent: SPACING_ASCENT_M, descent: SPACING_DESCENT_M })}
      </p>
      {segments.length > MAX_LISTED_SEGMENTS ? (
        <p>{t('riskMap.manySegments', { count: segments.length, slope: Math.round(steepest) })}</p>
      ) : (
        // Scrolls sideways on narrow screens: reachable by keyboard.
        <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={t('riskMap.lineTitle')}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('riskMap.segment')}</th>
                <th scope="col">{t('riskMap.length')}</th>
                <th scope="col">{t('riskMap.slope')}</th>
                <th scope="col">{t('riskMap.way')}</th>
                <th scope="col">{t('riskMap.spacing')}</th>
              </tr>
            </thead>
            <tbody>
              {segments.map((segment, index) => (
                <tr key={index}>
                  <td>{index + 1}</td>
                  <td>{Math.round(segment.length)}</td>
                  <td>{segment.slope === null ? '–' : `${Math.round(segment.slope)}°`}</td>
                  <td>{way(segment)}</td>
                  <td>{segment.spacing === null ? '–' : `${segment.spacing} m`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
