/**
 * The European avalanche warning services' standard format: CAAML v6 JSON bulletin collections
 * (`bulletins[]` with `regions[].regionID`, `dangerRatings[].mainValue`, `validTime`,
 * `source.provider`), one address per service, and the EAWS micro-regions as GeoJSON
 * FeatureCollections (`properties.id` is the region id the bulletins name). Several addresses
 * of each, so the box covers the Alps whichever national services are configured.
 */
import {
  AvalancheServiceError,
  featuresOf,
  getJson,
  httpUrls,
  instantOf,
  zoneGeometryOf,
  type AvalancheSource,
  type AvalancheZone,
  type ZoneBulletin,
} from './adapter.ts';

/** The European avalanche danger scale's words, levels 1 to 5 (`no_snow`, `no_rating`: none). */
const DANGER_LEVELS: Record<string, number> = {
  low: 1,
  moderate: 2,
  considerable: 3,
  high: 4,
  very_high: 5,
};

interface CaamlBulletin {
  validTime?: { startTime?: unknown; endTime?: unknown };
  regions?: { regionID?: unknown; name?: unknown }[];
  dangerRatings?: { mainValue?: unknown }[];
  source?: { provider?: { name?: unknown; website?: unknown } };
}

/** One bulletin per region it names; none when it carries no rated danger or no validity. */
export function bulletinsOfCaaml(url: string, json: unknown): ZoneBulletin[] {
  const list = (json as { bulletins?: unknown } | null)?.bulletins;
  if (!Array.isArray(list)) throw new AvalancheServiceError(`${url}: not a CAAML v6 bulletin collection`);
  const out: ZoneBulletin[] = [];
  for (const b of list as CaamlBulletin[]) {
    const levels = (Array.isArray(b?.dangerRatings) ? b.dangerRatings : [])
      .map((r) => DANGER_LEVELS[String(r?.mainValue)])
      .filter((n): n is number => n !== undefined);
    const validUntil = instantOf(b?.validTime?.endTime);
    if (!levels.length || !validUntil || !Array.isArray(b.regions)) continue;
    const validFrom = instantOf(b.validTime?.startTime);
    const provider = typeof b.source?.provider?.name === 'string' ? b.source.provider.name : '';
    for (const region of b.regions) {
      if (typeof region?.regionID !== 'string' || !region.regionID) continue;
      const name = typeof region.name === 'string' && region.name ? region.name : region.regionID;
      out.push({
        zone: region.regionID,
        // Micro-region ids start with the country's code: AT-07-01, CH-4211, FR-69…
        country: region.regionID.split('-')[0]!.toUpperCase(),
        name,
        fullname: provider ? `${name} (${provider})` : name,
        urls: httpUrls([b.source?.provider?.website]),
        danger: { max: Math.max(...levels) },
        validUntil,
        ...(validFrom ? { validFrom } : {}),
      });
    }
  }
  return out;
}

export function eawsSource(options: { bulletinsUrls: string[]; regionsUrls: string[] }): AvalancheSource {
  return {
    name: 'eaws',
    async fetch(signal) {
      const [regions, bulletins] = await Promise.all([
        Promise.all(options.regionsUrls.map(async (url) => ({ url, json: await getJson(url, signal) }))),
        Promise.all(options.bulletinsUrls.map(async (url) => ({ url, json: await getJson(url, signal) }))),
      ]);
      const zones: AvalancheZone[] = [];
      for (const { url, json } of regions)
        for (const feature of featuresOf(url, json)) {
          const props = feature.properties as { id?: unknown; end_date?: unknown } | null;
          const geometry = zoneGeometryOf(feature.geometry);
          // The region files keep the former outlines of a region, closed by an `end_date`.
          const ended = typeof props?.end_date === 'string' && Date.parse(props.end_date) <= Date.now();
          if (typeof props?.id === 'string' && geometry && !ended) zones.push({ zone: props.id, geometry });
        }
      return { zones, bulletins: bulletins.flatMap(({ url, json }) => bulletinsOfCaaml(url, json)) };
    },
  };
}
