/** Waypoint-only enumerations (fields.md §14.1). */
export const CUSTODIANSHIP_TYPES = [
  'accessible_when_wardened',
  'always_accessible',
  'key_needed',
  'no_warden',
] as const;
export type CustodianshipType = (typeof CUSTODIANSHIP_TYPES)[number];

/** Approach walk durations, shortest first. */
export const ACCESS_TIMES = [
  '1min',
  '5min',
  '10min',
  '15min',
  '20min',
  '30min',
  '45min',
  '1h',
  '1h30',
  '2h',
  '2h30',
  '3h',
  '3h+',
] as const;
export type AccessTime = (typeof ACCESS_TIMES)[number];

export const CHILDREN_PROOF_TYPES = ['very_safe', 'safe', 'dangerous', 'very_dangerous'] as const;
export type ChildrenProofType = (typeof CHILDREN_PROOF_TYPES)[number];

export const RAIN_PROOF_TYPES = ['exposed', 'partly_protected', 'protected', 'inside'] as const;
export type RainProofType = (typeof RAIN_PROOF_TYPES)[number];

export const PARKING_FEE_TYPES = ['yes', 'seasonal', 'no'] as const;
export type ParkingFeeType = (typeof PARKING_FEE_TYPES)[number];

export const SNOW_CLEARANCE_RATINGS = [
  'often',
  'sometimes',
  'progressive',
  'naturally',
  'closed_in_winter',
  'non_applicable',
] as const;
export type SnowClearanceRating = (typeof SNOW_CLEARANCE_RATINGS)[number];

export const PRODUCT_TYPES = ['farm_sale', 'restaurant', 'grocery', 'bar', 'sport_shop'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const WEATHER_STATION_TYPES = [
  'temperature',
  'wind_speed',
  'wind_direction',
  'humidity',
  'pressure',
  'precipitation',
  'precipitation_heater',
  'snow_height',
  'insolation',
] as const;
export type WeatherStationType = (typeof WEATHER_STATION_TYPES)[number];

export const PUBLIC_TRANSPORTATION_TYPES = ['train', 'bus', 'service_on_demand', 'boat'] as const;
export type PublicTransportationType = (typeof PUBLIC_TRANSPORTATION_TYPES)[number];

/** Best service first; `no service` means not served (spec 2 §3). See tolerated.ts for `unknown service`. */
export const PUBLIC_TRANSPORTATION_RATINGS = [
  'good service',
  'seasonal service',
  'poor service',
  'nearby service',
  'no service',
] as const;
export type PublicTransportationRating = (typeof PUBLIC_TRANSPORTATION_RATINGS)[number];
