import type { MapLayerConfig } from '../../../config/map-layers.ts';

type Layer = Pick<MapLayerConfig, 'name' | 'restricted'>;

/**
 * Spec 3 "Permissions": anyone sees the unrestricted map layers; signed-in users also see the
 * restricted ones. The configured order is kept.
 */
export function visibleLayers<T extends Layer>(layers: readonly T[], isSignedIn: boolean): T[] {
  return isSignedIn ? [...layers] : layers.filter((layer) => !layer.restricted);
}

/**
 * The base layer to draw: the chosen one while the visitor may see it, else the first one
 * (after signing out on a restricted layer, say). `layers` is never empty (config/map-layers.ts).
 */
export function baseLayerOf<T extends Layer>(layers: readonly T[], chosen: string | null): T {
  return layers.find((layer) => layer.name === chosen) ?? layers[0]!;
}

/** Names of the overlays switched on, as remembered in the browser; anything unexpected is none. */
export function parseOverlayNames(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/** The overlays to draw, in the configured order (so the stacking never depends on clicks). */
export function enabledOverlays<T extends Layer>(overlays: readonly T[], names: readonly string[]): T[] {
  return overlays.filter((overlay) => names.includes(overlay.name));
}

/** The remembered overlay name of the protection-area overlay (spec 3 §2), apart from configured names. */
export const PROTECTION_OVERLAY = 'cairn:protection';

/** The protection-area overlay is offered once either of its services is configured. */
export function hasProtectionOverlay(urls: { biodivSportsUrl: string; swissGeoUrl: string }): boolean {
  return Boolean(urls.biodivSportsUrl || urls.swissGeoUrl);
}
