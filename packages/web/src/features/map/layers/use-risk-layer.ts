import { useEffect, useRef, useState } from 'react';
import type OlMap from 'ol/Map';
import ImageLayer from 'ol/layer/Image';
import ImageStatic from 'ol/source/ImageStatic';
import type { RiskInputs, TerrainEncoding } from '@cairn/domain';
import type { Extent } from '../lib/map-constants.ts';
import { terrainTilesOf, type RiskMapStatus } from '../lib/risk-map.ts';
import type { RiskMapRequest } from '../workers/risk-map.worker.ts';
import type { RiskWorker } from './risk-worker.ts';

/** What the risk map shows: its state and, once computed, the worker's timings. */
export type RiskLayerState =
  | { status: Exclude<RiskMapStatus, 'ok'> }
  | {
      status: 'ok';
      width: number;
      height: number;
      timings: { tiles: number; terrain: number; classes: number };
    };

/** A pause after the last move or change before computing (panning asks once). */
const DEBOUNCE_MS = 300;

/**
 * The risk tool's overlay (issue 17): on each view and each change of the inputs, the worker
 * (`workers/risk-map.worker.ts`) computes the classes of the terrain tiles under the view, drawn
 * as an image layer above the base layer. Its canvas has the class `risk-overlay` (its own, not
 * shared with other layers), which the e2e tests read pixel by pixel. `inputs` null: nothing to
 * colour yet (incomplete bulletin or method).
 */
export function useRiskLayer(
  map: OlMap,
  worker: RiskWorker,
  options: { template: string; encoding: TerrainEncoding; inputs: RiskInputs | null },
): RiskLayerState {
  const [state, setState] = useState<RiskLayerState>({ status: 'idle' });
  const [layer] = useState(() => new ImageLayer({ className: 'risk-overlay', zIndex: 5 }));
  const latest = useRef(0);
  /** The mosaic's extent of each request still waited for. */
  const pending = useRef(new Map<number, Extent>());
  const [viewKey, setViewKey] = useState(0);

  useEffect(() => {
    map.addLayer(layer);
    const key = map.on('moveend', () => setViewKey((value) => value + 1));
    return () => {
      map.un('moveend', key.listener);
      map.removeLayer(layer);
    };
  }, [map, layer]);

  useEffect(
    () =>
      worker.listen((answer) => {
        if (answer.kind !== 'overlay' || answer.id !== latest.current) return;
        if (answer.status !== 'ok') {
          layer.setSource(null);
          setState({ status: answer.status });
          return;
        }
        const extent = pending.current.get(answer.id);
        pending.current.clear();
        if (!extent) return;
        layer.setSource(new ImageStatic({ url: answer.image, imageExtent: extent, interpolate: false }));
        setState({ status: 'ok', width: answer.width, height: answer.height, timings: answer.timings });
      }),
    [worker, layer],
  );

  const { template, encoding, inputs } = options;
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (!inputs) {
        latest.current++;
        layer.setSource(null);
        setState({ status: 'idle' });
        return;
      }
      const size = map.getSize();
      const zoom = map.getView().getZoom();
      if (!size || zoom === undefined) return;
      const tiles = terrainTilesOf(map.getView().calculateExtent(size) as Extent, zoom);
      const id = ++latest.current;
      if (tiles === 'tooLarge') {
        layer.setSource(null);
        setState({ status: 'tooLarge' });
        return;
      }
      setState({ status: 'computing' });
      pending.current.set(id, tiles.extent);
      worker.post({ kind: 'overlay', id, template, encoding, tiles, inputs } satisfies RiskMapRequest);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [map, layer, worker, template, encoding, inputs, viewKey]);

  return state;
}
