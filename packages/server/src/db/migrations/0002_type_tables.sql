-- Generated from the field catalog of @cairn/domain by
-- packages/server/scripts/generate-type-tables.ts. Do not edit by hand.

-- area
CREATE TABLE areas (
  document_id bigint PRIMARY KEY REFERENCES documents (document_id) ON DELETE CASCADE,
  area_type text
);
CREATE INDEX areas_area_type ON areas (area_type);

-- article
CREATE TABLE articles (
  document_id bigint PRIMARY KEY REFERENCES documents (document_id) ON DELETE CASCADE,
  activities text[] NOT NULL DEFAULT '{}',
  categories text[] NOT NULL DEFAULT '{}',
  article_type text
);
CREATE INDEX articles_activities ON articles USING gin (activities);
CREATE INDEX articles_categories ON articles USING gin (categories);
CREATE INDEX articles_article_type ON articles (article_type);

-- book
CREATE TABLE books (
  document_id bigint PRIMARY KEY REFERENCES documents (document_id) ON DELETE CASCADE,
  activities text[] NOT NULL DEFAULT '{}',
  book_types text[] NOT NULL DEFAULT '{}',
  author text,
  editor text,
  url text,
  isbn text,
  publication_date text,
  langs text[] NOT NULL DEFAULT '{}',
  nb_pages integer
);
CREATE INDEX books_activities ON books USING gin (activities);
CREATE INDEX books_book_types ON books USING gin (book_types);

-- image
CREATE TABLE images (
  document_id bigint PRIMARY KEY REFERENCES documents (document_id) ON DELETE CASCADE,
  activities text[] NOT NULL DEFAULT '{}',
  categories text[] NOT NULL DEFAULT '{}',
  image_type text,
  author text,
  date_time timestamptz,
  elevation integer,
  camera_name text,
  exposure_time double precision,
  focal_length double precision,
  fnumber double precision,
  iso_speed integer,
  filename text,
  file_size integer,
  height integer,
  width integer
);
CREATE INDEX images_activities ON images USING gin (activities);
CREATE INDEX images_categories ON images USING gin (categories);
CREATE INDEX images_image_type ON images (image_type);
CREATE INDEX images_date_time ON images (date_time);
CREATE INDEX images_elevation ON images (elevation);
CREATE UNIQUE INDEX images_filename_unique ON images (filename);

-- map
CREATE TABLE maps (
  document_id bigint PRIMARY KEY REFERENCES documents (document_id) ON DELETE CASCADE,
  code text,
  editor text,
  scale text
);

-- outing
CREATE TABLE outings (
  document_id bigint PRIMARY KEY REFERENCES documents (document_id) ON DELETE CASCADE,
  activities text[] NOT NULL DEFAULT '{}',
  date_start date,
  date_end date,
  frequentation text,
  participant_count integer,
  elevation_min integer,
  elevation_max integer,
  elevation_access integer,
  elevation_up_snow integer,
  elevation_down_snow integer,
  height_diff_up integer,
  height_diff_down integer,
  height_diff_difficulties integer,
  length_total integer,
  partial_trip boolean NOT NULL DEFAULT false,
  public_transport boolean NOT NULL DEFAULT false,
  access_condition text,
  lift_status text,
  hut_status text,
  condition_rating text,
  snow_quantity text,
  snow_quality text,
  glacier_rating text,
  avalanche_signs text[] NOT NULL DEFAULT '{}',
  global_rating text,
  engagement_rating text,
  equipment_rating text,
  rock_free_rating text,
  ice_rating text,
  ski_rating text,
  labande_global_rating text,
  snowshoe_rating text,
  hiking_rating text,
  via_ferrata_rating text,
  mtb_up_rating text,
  mtb_down_rating text,
  disable_comments boolean NOT NULL DEFAULT false
);
CREATE INDEX outings_activities ON outings USING gin (activities);
CREATE INDEX outings_frequentation ON outings (frequentation);
CREATE INDEX outings_elevation_max ON outings (elevation_max);
CREATE INDEX outings_elevation_access ON outings (elevation_access);
CREATE INDEX outings_elevation_up_snow ON outings (elevation_up_snow);
CREATE INDEX outings_elevation_down_snow ON outings (elevation_down_snow);
CREATE INDEX outings_height_diff_up ON outings (height_diff_up);
CREATE INDEX outings_height_diff_difficulties ON outings (height_diff_difficulties);
CREATE INDEX outings_length_total ON outings (length_total);
CREATE INDEX outings_condition_rating ON outings (condition_rating);
CREATE INDEX outings_snow_quantity ON outings (snow_quantity);
CREATE INDEX outings_snow_quality ON outings (snow_quality);
CREATE INDEX outings_glacier_rating ON outings (glacier_rating);
CREATE INDEX outings_avalanche_signs ON outings USING gin (avalanche_signs);
CREATE INDEX outings_global_rating ON outings (global_rating);
CREATE INDEX outings_engagement_rating ON outings (engagement_rating);
CREATE INDEX outings_equipment_rating ON outings (equipment_rating);
CREATE INDEX outings_rock_free_rating ON outings (rock_free_rating);
CREATE INDEX outings_ice_rating ON outings (ice_rating);
CREATE INDEX outings_ski_rating ON outings (ski_rating);
CREATE INDEX outings_labande_global_rating ON outings (labande_global_rating);
CREATE INDEX outings_snowshoe_rating ON outings (snowshoe_rating);
CREATE INDEX outings_hiking_rating ON outings (hiking_rating);
CREATE INDEX outings_via_ferrata_rating ON outings (via_ferrata_rating);
CREATE INDEX outings_mtb_up_rating ON outings (mtb_up_rating);
CREATE INDEX outings_mtb_down_rating ON outings (mtb_down_rating);
CREATE INDEX outings_order_1 ON outings (date_end DESC, document_id DESC);
CREATE INDEX outings_order_2 ON outings (date_start, date_end);

-- profile
CREATE TABLE profiles (
  document_id bigint PRIMARY KEY REFERENCES documents (document_id) ON DELETE CASCADE,
  activities text[] NOT NULL DEFAULT '{}',
  categories text[] NOT NULL DEFAULT '{}'
);

-- route
CREATE TABLE routes (
  document_id bigint PRIMARY KEY REFERENCES documents (document_id) ON DELETE CASCADE,
  activities text[] NOT NULL DEFAULT '{}',
  main_waypoint_id bigint,
  climbing_outdoor_type text,
  route_types text[] NOT NULL DEFAULT '{}',
  configuration text[] NOT NULL DEFAULT '{}',
  rock_types text[] NOT NULL DEFAULT '{}',
  orientations text[] NOT NULL DEFAULT '{}',
  elevation_min integer,
  elevation_max integer,
  height_diff_up integer,
  height_diff_down integer,
  height_diff_access integer,
  height_diff_difficulties integer,
  difficulties_height integer,
  route_length integer,
  durations text[] NOT NULL DEFAULT '{}',
  calculated_duration double precision,
  lift_access boolean,
  glacier_gear text,
  public_transportation_rating text,
  mtb_length_asphalt integer,
  mtb_length_trail integer,
  mtb_height_diff_portages integer,
  slackline_type text,
  slackline_height integer,
  global_rating text,
  engagement_rating text,
  risk_rating text,
  equipment_rating text,
  exposition_rock_rating text,
  rock_free_rating text,
  rock_required_rating text,
  aid_rating text,
  ice_rating text,
  mixed_rating text,
  ski_rating text,
  ski_exposition text,
  labande_ski_rating text,
  labande_global_rating text,
  snowshoe_rating text,
  hiking_rating text,
  hiking_mtb_exposition text,
  via_ferrata_rating text,
  mtb_up_rating text,
  mtb_down_rating text
);
CREATE INDEX routes_activities ON routes USING gin (activities);
CREATE INDEX routes_climbing_outdoor_type ON routes (climbing_outdoor_type);
CREATE INDEX routes_route_types ON routes USING gin (route_types);
CREATE INDEX routes_configuration ON routes USING gin (configuration);
CREATE INDEX routes_rock_types ON routes USING gin (rock_types);
CREATE INDEX routes_orientations ON routes USING gin (orientations);
CREATE INDEX routes_elevation_min ON routes (elevation_min);
CREATE INDEX routes_elevation_max ON routes (elevation_max);
CREATE INDEX routes_height_diff_up ON routes (height_diff_up);
CREATE INDEX routes_height_diff_down ON routes (height_diff_down);
CREATE INDEX routes_height_diff_access ON routes (height_diff_access);
CREATE INDEX routes_height_diff_difficulties ON routes (height_diff_difficulties);
CREATE INDEX routes_difficulties_height ON routes (difficulties_height);
CREATE INDEX routes_route_length ON routes (route_length);
CREATE INDEX routes_durations ON routes USING gin (durations);
CREATE INDEX routes_glacier_gear ON routes (glacier_gear);
CREATE INDEX routes_mtb_length_asphalt ON routes (mtb_length_asphalt);
CREATE INDEX routes_mtb_length_trail ON routes (mtb_length_trail);
CREATE INDEX routes_mtb_height_diff_portages ON routes (mtb_height_diff_portages);
CREATE INDEX routes_slackline_type ON routes (slackline_type);
CREATE INDEX routes_global_rating ON routes (global_rating);
CREATE INDEX routes_engagement_rating ON routes (engagement_rating);
CREATE INDEX routes_risk_rating ON routes (risk_rating);
CREATE INDEX routes_equipment_rating ON routes (equipment_rating);
CREATE INDEX routes_exposition_rock_rating ON routes (exposition_rock_rating);
CREATE INDEX routes_rock_free_rating ON routes (rock_free_rating);
CREATE INDEX routes_rock_required_rating ON routes (rock_required_rating);
CREATE INDEX routes_aid_rating ON routes (aid_rating);
CREATE INDEX routes_ice_rating ON routes (ice_rating);
CREATE INDEX routes_mixed_rating ON routes (mixed_rating);
CREATE INDEX routes_ski_rating ON routes (ski_rating);
CREATE INDEX routes_ski_exposition ON routes (ski_exposition);
CREATE INDEX routes_labande_ski_rating ON routes (labande_ski_rating);
CREATE INDEX routes_labande_global_rating ON routes (labande_global_rating);
CREATE INDEX routes_snowshoe_rating ON routes (snowshoe_rating);
CREATE INDEX routes_hiking_rating ON routes (hiking_rating);
CREATE INDEX routes_hiking_mtb_exposition ON routes (hiking_mtb_exposition);
CREATE INDEX routes_via_ferrata_rating ON routes (via_ferrata_rating);
CREATE INDEX routes_mtb_up_rating ON routes (mtb_up_rating);
CREATE INDEX routes_mtb_down_rating ON routes (mtb_down_rating);

-- waypoint
CREATE TABLE waypoints (
  document_id bigint PRIMARY KEY REFERENCES documents (document_id) ON DELETE CASCADE,
  waypoint_type text,
  elevation integer,
  elevation_min integer,
  prominence integer,
  maps_info text,
  height_min integer,
  height_median integer,
  height_max integer,
  routes_quantity integer,
  climbing_outdoor_types text[] NOT NULL DEFAULT '{}',
  climbing_indoor_types text[] NOT NULL DEFAULT '{}',
  climbing_rating_min text,
  climbing_rating_median text,
  climbing_rating_max text,
  equipment_ratings text[] NOT NULL DEFAULT '{}',
  climbing_styles text[] NOT NULL DEFAULT '{}',
  children_proof text,
  rain_proof text,
  rock_types text[] NOT NULL DEFAULT '{}',
  orientations text[] NOT NULL DEFAULT '{}',
  best_periods text[] NOT NULL DEFAULT '{}',
  access_time text,
  url text,
  phone text,
  phone_custodian text,
  custodianship text,
  capacity integer,
  capacity_staffed integer,
  matress_unstaffed boolean,
  blanket_unstaffed boolean,
  gas_unstaffed boolean,
  heating_unstaffed boolean,
  product_types text[] NOT NULL DEFAULT '{}',
  length integer,
  slope integer,
  ground_types text[] NOT NULL DEFAULT '{}',
  paragliding_rating text,
  exposition_rating text,
  weather_station_types text[] NOT NULL DEFAULT '{}',
  public_transportation_types text[] NOT NULL DEFAULT '{}',
  public_transportation_rating text,
  snow_clearance_rating text,
  lift_access boolean,
  parking_fee text,
  slackline_types text[] NOT NULL DEFAULT '{}',
  slackline_length_min integer,
  slackline_length_max integer
);
CREATE INDEX waypoints_waypoint_type ON waypoints (waypoint_type);
CREATE INDEX waypoints_elevation ON waypoints (elevation);
CREATE INDEX waypoints_prominence ON waypoints (prominence);
CREATE INDEX waypoints_height_min ON waypoints (height_min);
CREATE INDEX waypoints_height_median ON waypoints (height_median);
CREATE INDEX waypoints_height_max ON waypoints (height_max);
CREATE INDEX waypoints_routes_quantity ON waypoints (routes_quantity);
CREATE INDEX waypoints_climbing_outdoor_types ON waypoints USING gin (climbing_outdoor_types);
CREATE INDEX waypoints_climbing_indoor_types ON waypoints USING gin (climbing_indoor_types);
CREATE INDEX waypoints_climbing_rating_min ON waypoints (climbing_rating_min);
CREATE INDEX waypoints_climbing_rating_median ON waypoints (climbing_rating_median);
CREATE INDEX waypoints_climbing_rating_max ON waypoints (climbing_rating_max);
CREATE INDEX waypoints_equipment_ratings ON waypoints USING gin (equipment_ratings);
CREATE INDEX waypoints_climbing_styles ON waypoints USING gin (climbing_styles);
CREATE INDEX waypoints_children_proof ON waypoints (children_proof);
CREATE INDEX waypoints_rain_proof ON waypoints (rain_proof);
CREATE INDEX waypoints_rock_types ON waypoints USING gin (rock_types);
CREATE INDEX waypoints_orientations ON waypoints USING gin (orientations);
CREATE INDEX waypoints_best_periods ON waypoints USING gin (best_periods);
CREATE INDEX waypoints_access_time ON waypoints (access_time);
CREATE INDEX waypoints_custodianship ON waypoints (custodianship);
CREATE INDEX waypoints_capacity ON waypoints (capacity);
CREATE INDEX waypoints_capacity_staffed ON waypoints (capacity_staffed);
CREATE INDEX waypoints_product_types ON waypoints USING gin (product_types);
CREATE INDEX waypoints_length ON waypoints (length);
CREATE INDEX waypoints_paragliding_rating ON waypoints (paragliding_rating);
CREATE INDEX waypoints_exposition_rating ON waypoints (exposition_rating);
CREATE INDEX waypoints_weather_station_types ON waypoints USING gin (weather_station_types);
CREATE INDEX waypoints_public_transportation_types ON waypoints USING gin (public_transportation_types);
CREATE INDEX waypoints_public_transportation_rating ON waypoints (public_transportation_rating);
CREATE INDEX waypoints_snow_clearance_rating ON waypoints (snow_clearance_rating);

-- xreport
CREATE TABLE xreports (
  document_id bigint PRIMARY KEY REFERENCES documents (document_id) ON DELETE CASCADE,
  event_activity text,
  event_type text,
  date date,
  elevation integer,
  nb_participants integer,
  nb_impacted integer,
  rescue boolean,
  avalanche_level text,
  avalanche_slope text,
  severity text,
  author_status text,
  activity_rate text,
  age integer,
  gender text,
  previous_injuries text,
  autonomy text,
  supervision text,
  qualification text,
  anonymous boolean NOT NULL DEFAULT false,
  disable_comments boolean NOT NULL DEFAULT false
);
CREATE INDEX xreports_event_activity ON xreports (event_activity);
CREATE INDEX xreports_event_type ON xreports (event_type);
CREATE INDEX xreports_date ON xreports (date);
CREATE INDEX xreports_elevation ON xreports (elevation);
CREATE INDEX xreports_nb_participants ON xreports (nb_participants);
CREATE INDEX xreports_nb_impacted ON xreports (nb_impacted);
CREATE INDEX xreports_avalanche_level ON xreports (avalanche_level);
CREATE INDEX xreports_avalanche_slope ON xreports (avalanche_slope);
CREATE INDEX xreports_severity ON xreports (severity);
