import { useCallback, useMemo, useState } from 'react';
import { mapEnv } from '../../../config/map-env.ts';
import type { MapLayerConfig, MapOverlayConfig } from '../../../config/map-layers.ts';
import { readStored, writeStored } from '../../../lib/storage.ts';
import { useSession } from '../../../lib/use-session.ts';
import {
  PROTECTION_OVERLAY,
  baseLayerOf,
  enabledOverlays,
  hasProtectionOverlay,
  parseOverlayNames,
  visibleLayers,
} from '../lib/layer-choice.ts';

const OVERLAYS_KEY = 'map.overlays';

export type LayerChoice = {
  /** The base layers this visitor may choose from (restricted ones once signed in). */
  baseLayers: MapLayerConfig[];
  baseLayer: MapLayerConfig;
  chooseBaseLayer: (name: string) => void;
  /** The overlays this visitor may switch on. */
  overlays: MapOverlayConfig[];
  /** The overlays switched on and visible, in the configured order. */
  shownOverlays: MapOverlayConfig[];
  toggleOverlay: (name: string, on: boolean) => void;
  /** Whether the protection-area overlay is offered (a service configured), and switched on. */
  hasProtection: boolean;
  showsProtection: boolean;
  toggleProtection: (on: boolean) => void;
};

/**
 * Spec 3 §2: the base layer and the overlays of a map, among those the visitor may see
 * (spec 3 "Permissions"). The overlays switched on (the protection-area overlay too) are
 * remembered in the browser for every map.
 */
export function useLayerChoice(): LayerChoice {
  const isSignedIn = useSession() !== null;
  const baseLayers = useMemo(() => visibleLayers(mapEnv.layers, isSignedIn), [isSignedIn]);
  const overlays = useMemo(() => visibleLayers(mapEnv.overlays, isSignedIn), [isSignedIn]);
  const [baseName, setBaseName] = useState<string | null>(null);
  const [overlayNames, setOverlayNames] = useState(() => parseOverlayNames(readStored(OVERLAYS_KEY)));

  const toggleOverlay = useCallback(
    (name: string, on: boolean) => {
      const next = on
        ? [...overlayNames.filter((n) => n !== name), name]
        : overlayNames.filter((n) => n !== name);
      setOverlayNames(next);
      writeStored(OVERLAYS_KEY, JSON.stringify(next));
    },
    [overlayNames],
  );
  const hasProtection = hasProtectionOverlay(mapEnv);
  const toggleProtection = useCallback(
    (on: boolean) => toggleOverlay(PROTECTION_OVERLAY, on),
    [toggleOverlay],
  );
  const shownOverlays = useMemo(() => enabledOverlays(overlays, overlayNames), [overlays, overlayNames]);

  return {
    baseLayers,
    baseLayer: baseLayerOf(baseLayers, baseName),
    chooseBaseLayer: setBaseName,
    overlays,
    shownOverlays,
    toggleOverlay,
    hasProtection,
    showsProtection: hasProtection && overlayNames.includes(PROTECTION_OVERLAY),
    toggleProtection,
  };
}
