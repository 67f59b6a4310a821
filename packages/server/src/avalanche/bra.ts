/**
 * The guidebook's bulletin service (spec 3 §7): `GET {base}/zonesbra`, a GeoJSON
 * FeatureCollection of the zones (`properties.zone`), and `GET {base}/bra`, a JSON array of
 * bulletins (zone, country, name, fullname, urls, danger.max, validUntil).
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

export function braSource(baseUrl: string): AvalancheSource {
  const base = baseUrl.replace(/\/$/, '');
  return {
    name: 'bra',
    async fetch(signal) {
      const zonesUrl = `${base}/zonesbra`;
      const braUrl = `${base}/bra`;
      const [zonesJson, braJson] = await Promise.all([getJson(zonesUrl, signal), getJson(braUrl, signal)]);
      const zones: AvalancheZone[] = [];
      for (const feature of featuresOf(zonesUrl, zonesJson)) {
        const zone = (feature.properties as { zone?: unknown } | null)?.zone;
        const geometry = zoneGeometryOf(feature.geometry);
        if ((typeof zone === 'string' || typeof zone === 'number') && geometry)
          zones.push({ zone: String(zone), geometry });
      }
      if (!Array.isArray(braJson)) throw new AvalancheServiceError(`${braUrl}: not a list of bulletins`);
      const bulletins: ZoneBulletin[] = [];
      for (const item of braJson as Record<string, unknown>[]) {
        const max = Number((item?.danger as { max?: unknown } | undefined)?.max);
        const validUntil = instantOf(item?.validUntil);
        if (item?.zone == null || !Number.isInteger(max) || max < 1 || max > 5 || !validUntil) continue;
        const name = typeof item.name === 'string' ? item.name : String(item.zone);
        bulletins.push({
          zone: String(item.zone),
          country: typeof item.country === 'string' ? item.country : '',
          name,
          fullname: typeof item.fullname === 'string' ? item.fullname : name,
          urls: Array.isArray(item.urls) ? httpUrls(item.urls) : [],
          danger: { max },
          validUntil,
        });
      }
      return { zones, bulletins };
    },
  };
}
