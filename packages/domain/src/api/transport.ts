/**
 * Public transport (issue 18, spec 3 §3 "Stop", "Stop area", "Journey", "Address proposition",
 * api.md §14.5): the stop areas kept near access waypoints, the journey planner's proxy to a
 * Navitia-compatible service, and the address search and reverse geocoding of its departure.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { isUiLang } from '../enums/langs.ts';
import { NumericIdParams, queryParam, requiredQueryParam } from './query-params.ts';

/** A stop area near an access waypoint (distance: estimated walk in km, 2 decimals). */
export const StopareaSchema = z.object({
  id: z.number().int(),
  /** The stop's id at its source (GTFS `stop_id` or the Navitia stop area id). */
  navitia_id: z.string(),
  stoparea_name: z.string(),
  line: z.string(),
  operator: z.string(),
  /** EPSG:3857. */
  coordinates: z.object({ x: z.number(), y: z.number() }),
  distance: z.number(),
});
export type Stoparea = z.infer<typeof StopareaSchema>;

export const getWaypointStopareas = defineEndpoint({
  method: 'GET',
  path: '/waypoints/:id/stopareas',
  summary: 'Public transport stop areas within 5 km walking of an access waypoint',
  params: NumericIdParams,
  response: z.object({ waypoint_id: z.number().int(), stopareas: z.array(StopareaSchema) }),
});

export const getWaypointIsReachable = defineEndpoint({
  method: 'GET',
  path: '/waypoints/:id/isReachable',
  summary: 'Whether an access waypoint has at least one stop area',
  params: NumericIdParams,
  response: z.boolean(),
});

/** `lon;lat` of WGS84 (the journey service's form of a place). */
export const LON_LAT = /^-?\d{1,3}(\.\d+)?;-?\d{1,2}(\.\d+)?$/;
const lonLat = (what: string) =>
  requiredQueryParam(`${what} as longitude;latitude`).refine((v) => {
    if (!LON_LAT.test(v)) return false;
    const [lon, lat] = v.split(';').map(Number) as [number, number];
    return Math.abs(lon) <= 180 && Math.abs(lat) <= 90;
  }, 'Coordinates must be a pair longitude;latitude');
const intParam = (description: string, min: number, max: number, message: string) =>
  queryParam(description)
    .refine((v) => v === undefined || (/^-?\d+$/.test(v) && Number(v) >= min && Number(v) <= max), message)
    .transform((v) => (v === undefined ? undefined : Number(v)));

/** Spec 3 §9 "Transport": walking speed, longest walk to public transport, journeys kept. */
export const JOURNEY_DEFAULTS = {
  walking_speed: 1.12,
  max_walking_duration_to_pt: 4464,
  min_nb_journeys: 3,
} as const;
/** The whole-day search's window, seconds. */
export const WHOLE_DAY_SECONDS = 86400;

export const JourneysQuerySchema = z.object({
  from: lonLat('Departure'),
  to: lonLat('Arrival'),
  datetime: requiredQueryParam('Local date and time YYYYMMDDTHHMMSS').refine(
    (v) => /^\d{8}T\d{6}$/.test(v),
    'datetime must be YYYYMMDDTHHMMSS',
  ),
  datetime_represents: requiredQueryParam('departure or arrival').refine(
    (v) => v === 'departure' || v === 'arrival',
    'datetime_represents must be departure or arrival',
  ),
  walking_speed: queryParam('Walking speed, m/s (1.12)')
    .refine(
      (v) => v === undefined || (Number(v) > 0 && Number(v) <= 4),
      'walking_speed must be above 0, at most 4',
    )
    .transform((v) => (v === undefined ? undefined : Number(v))),
  max_walking_duration_to_pt: intParam(
    'Longest walk to public transport, s (4464)',
    0,
    86400,
    'max_walking_duration_to_pt must be 0 to 86400',
  ),
  min_nb_journeys: intParam('Journeys asked for (3)', 1, 10, 'min_nb_journeys must be 1 to 10'),
  max_nb_transfers: intParam(
    'Transfer limit 0 to 5, -1 unlimited',
    -1,
    5,
    'Transfer limit is 0 to 5 (-1: unlimited)',
  ),
  timeframe_duration: intParam(
    'Search window, s (86400 for the whole day)',
    0,
    86400,
    'timeframe_duration must be 0 to 86400',
  ),
});

export const SECTION_TYPES = [
  'public_transport',
  'transfer',
  'street_network',
  'on_demand_transport',
  'waiting',
] as const;

export const JourneySectionSchema = z.object({
  type: z.enum(SECTION_TYPES),
  /** Walking, bike, car… for street sections. */
  mode: z.string().optional(),
  from: z.object({ name: z.string() }).optional(),
  to: z.object({ name: z.string() }).optional(),
  departure_date_time: z.string().optional(),
  arrival_date_time: z.string().optional(),
  duration: z.number().optional(),
  /** WGS84 line of the section. */
  geojson: z.object({ type: z.literal('LineString'), coordinates: z.array(z.array(z.number())) }).optional(),
  /** Metres. */
  distance: z.number().optional(),
  display_informations: z
    .object({
      code: z.string().optional(),
      direction: z.string().optional(),
      /** Line colour, six hex digits without `#`. */
      color: z.string().optional(),
      commercial_mode: z.string().optional(),
      network: z.string().optional(),
      /** `has_bike_accepted`, `has_wheelchair`… */
      equipments: z.array(z.string()).optional(),
    })
    .optional(),
});
export type JourneySection = z.infer<typeof JourneySectionSchema>;

export const JourneySchema = z.object({
  /** YYYYMMDDTHHMMSS, local. */
  departure_date_time: z.string(),
  arrival_date_time: z.string(),
  /** Seconds. */
  duration: z.number(),
  nb_transfers: z.number().optional(),
  sections: z.array(JourneySectionSchema),
});
export type Journey = z.infer<typeof JourneySchema>;

export const getJourneys = defineEndpoint({
  method: 'GET',
  path: '/navitia/journeys',
  summary: 'Journeys by public transport, from a Navitia-compatible service (503 when none is configured)',
  query: JourneysQuerySchema,
  response: z.object({ journeys: z.array(JourneySchema) }),
});

/** An address proposition (Photon-style GeoJSON feature, WGS84). */
export const AddressSchema = z.object({
  geometry: z.object({ type: z.literal('Point'), coordinates: z.array(z.number()) }),
  properties: z.object({
    name: z.string().optional(),
    housenumber: z.string().optional(),
    street: z.string().optional(),
    city: z.string().optional(),
    postcode: z.string().optional(),
    country: z.string().optional(),
  }),
});
export type AddressProposition = z.infer<typeof AddressSchema>;

/** `lang`: an interface language (zh_CN reads as zh). */
const uiLangParam = () =>
  queryParam('Interface language (fr, en, it, de, es, ca, eu, sl, hu, zh)')
    .transform((v) => (v === 'zh_CN' ? 'zh' : v))
    .refine((v) => v === undefined || isUiLang(v), 'lang must be an interface language');

/** At most this many propositions (spec 3 §5 "Search inputs"). */
export const ADDRESS_PROPOSITIONS = 6;
const coordinate = (what: string, max: number) =>
  queryParam(what)
    .refine(
      (v) => v === undefined || (Number.isFinite(Number(v)) && Math.abs(Number(v)) <= max && v.trim() !== ''),
      `${what} must be a number within ±${max}`,
    )
    .transform((v) => (v === undefined ? undefined : Number(v)));

export const searchAddresses = defineEndpoint({
  method: 'GET',
  path: '/transport/addresses',
  summary: 'Address propositions for the trip planner (503 when no geocoder is configured)',
  query: z.object({
    q: requiredQueryParam('Text typed, 3 characters or more').refine(
      (v) => v.trim().length >= 3 && v.length <= 200,
      'q must be 3 to 200 characters',
    ),
    lang: uiLangParam(),
    lon: coordinate('lon', 180),
    lat: coordinate('lat', 90),
  }),
  response: z.object({ features: z.array(AddressSchema) }),
});

export const reverseGeocode = defineEndpoint({
  method: 'GET',
  path: '/transport/reverse',
  summary: 'The address at a point (503 when no geocoder is configured)',
  query: z.object({
    lon: coordinate('lon', 180).refine((v) => v !== undefined, 'Required'),
    lat: coordinate('lat', 90).refine((v) => v !== undefined, 'Required'),
    lang: uiLangParam(),
  }),
  response: z.object({ features: z.array(AddressSchema) }),
});

/** The area of France: its routes show the transport box on every server (spec 3 §2). */
export const FRANCE_AREA_ID = 14274;

export const getTransportSettings = defineEndpoint({
  method: 'GET',
  path: '/transport/settings',
  summary: 'Which areas show the public transport box, and which transport services are configured',
  response: z.object({
    /** Routes whose first area is one of these show the box: 14274 and the configured ones. */
    areas: z.array(z.number().int()),
    /** Stops near access waypoints are loaded. */
    stops: z.boolean(),
    /** `GET /navitia/journeys` has a service. */
    journeys: z.boolean(),
    /** Address search and reverse geocoding have a service. */
    addresses: z.boolean(),
  }),
});
