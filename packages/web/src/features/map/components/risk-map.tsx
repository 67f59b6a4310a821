import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type OlMap from 'ol/Map';
import { mapInputsOf, RISK_CELL_CLASSES, RISK_CELL_COLOURS, type RiskInputs } from '@cairn/domain';
import { mapEnv } from '../../../config/map-env.ts';
import { useLooseT } from '../../../lib/loose-t.ts';
import { useRiskLayer, type RiskLayerState } from '../layers/use-risk-layer.ts';
import type { Extent } from '../lib/map-constants.ts';
import { MapView } from './map-view.tsx';
import styles from './risk-map.module.css';

export type RiskMapProps = {
  /** The risk tool's inputs: every cell is evaluated with them, its slope, aspect and altitude. */
  inputs: RiskInputs;
  /** Where the map opens (a `bbox` of the address). */
  initialExtent?: Extent | undefined;
};

const MAP_HEIGHT = 480;
const LEGEND = RISK_CELL_CLASSES.filter((name) => name !== 'none');

function RiskLayer({
  map,
  inputs,
  onState,
}: {
  map: OlMap;
  inputs: RiskInputs | null;
  onState: (state: RiskLayerState) => React.ReactNode;
}) {
  const state = useRiskLayer(map, {
    template: mapEnv.terrainUrl,
    encoding: mapEnv.terrainEncoding,
    inputs,
  });
  return onState(state);
}

/**
 * The risk tool's map (issue 17, spec 3 "Risk tool"): the slopes under the view coloured by the
 * chosen method's verdict for the entered bulletin, computed from the terrain tiles
 * (`VITE_TERRAIN_URL`) in a worker; a legend of the colours; the spec's messages when the area
 * is too large or not covered, or when no terrain tiles are configured.
 */
export function RiskMap({ inputs, initialExtent }: RiskMapProps) {
  const { t } = useTranslation();
  const { tx } = useLooseT();
  const mapInputs = useMemo(() => mapInputsOf(inputs), [inputs]);
  const configured = mapEnv.terrainUrl !== '';
  const notice = (state: RiskLayerState | null) => {
    const key = !configured
      ? 'notConfigured'
      : !mapInputs
        ? 'needInputs'
        : state && state.status !== 'ok' && state.status !== 'idle'
          ? state.status
          : null;
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
        layers={(map) =>
          configured ? <RiskLayer map={map} inputs={mapInputs} onState={notice} /> : notice(null)
        }
      />
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
    </section>
  );
}
