/**
 * The demo guidebook: a deterministic, realistic data set in French and
 * English (some Italian, German and Spanish) covering every document type —
 * users and their profiles, areas, maps, waypoints, routes, outings with GPS
 * tracks, books, articles, incident reports and images — and the
 * associations between them.
 *
 * Pure: no I/O, no clock. Dates are relative to DEMO_REFERENCE_DATE unless
 * `referenceDate` is given, so the output is identical on every run.
 */
import { toLonLat } from '@cairn/domain';
import { ENUMS, type Activity, type EnumValue, type Orientation } from './enums.ts';
import { fixedArticles } from './fixed-articles.ts';
import { addDemoContest } from './contest.ts';
import {
  lineGeoJsonFromLonLat,
  offsetLonLat,
  pointGeoJson,
  polygonGeoJson,
  rectangleAround,
  type LonLat,
} from './geo.ts';
import {
  ACCESSES,
  ADMIN_LIMITS,
  ALL_WAYPOINTS,
  COUNTRIES,
  HUTS,
  RANGE_COUNTRY,
  RANGE_ROCK,
  RANGES,
  SUMMITS,
  type AreaDef,
  type WaypointDef,
} from './places.ts';
import { DEMO_PICTURE_COUNT, demoPictureFilename, demoPictureSize } from './pictures.ts';
import {
  ACTIVITY_NAMES,
  avalanchesProse,
  conditionsLevels,
  direction,
  link,
  outingProse,
  pitchStyle,
  routeProse,
  type Bi,
  type LinkTarget,
} from './prose.ts';
import { Random } from './random.ts';
import {
  isSnowActivity,
  outingRatingsFromRoute,
  routeAttributes,
  SEASONS,
  type RouteActivity,
  type RouteShape,
} from './ratings.ts';
import { pathLength, pathThrough, timed, type Pace, type Stop } from './track.ts';
import type {
  DemoAssociation,
  DemoData,
  DemoDocument,
  DemoLocale,
  DemoUser,
  DocumentLetter,
  Quality,
} from './types.ts';

export const DEMO_SEED = 20240611;
/** Default "today" of the demo data: no outing ends after it. */
export const DEMO_REFERENCE_DATE = '2026-11-01';
export const DEMO_PASSWORD = 'cairn-demo';

export interface DemoOptions {
  /** YYYY-MM-DD; the data covers the three years before it. Default DEMO_REFERENCE_DATE. */
  referenceDate?: string;
}

const DAY = 86400000;

type UserSeed = [
  username: string,
  name: string,
  lang: DemoUser['lang'],
  moderator: boolean,
  isPublic: boolean,
  categories: EnumValue<'user_categories'>[],
  activities: Activity[],
  home?: string,
];

const USER_SEEDS: UserSeed[] = [
  [
    'contributor',
    'Camille Contributor',
    'fr',
    false,
    true,
    ['amateur'],
    ['skitouring', 'mountain_climbing', 'hiking', 'rock_climbing'],
    'chamonix',
  ],
  [
    'moderator',
    'Morgan Moderator',
    'fr',
    true,
    true,
    ['mountain_guide'],
    ['snow_ice_mixed', 'mountain_climbing', 'skitouring', 'ice_climbing'],
    'la-grave',
  ],
  [
    'lea.bouvier',
    'Léa Bouvier',
    'fr',
    false,
    true,
    ['amateur'],
    ['hiking', 'snowshoeing', 'via_ferrata'],
    'pralognan',
  ],
  [
    'julien.favre',
    'Julien Favre',
    'fr',
    false,
    true,
    ['climbing_instructor'],
    ['rock_climbing', 'slacklining', 'mountain_climbing'],
  ],
  [
    'sofia.rossi',
    'Sofia Rossi',
    'it',
    false,
    true,
    ['amateur'],
    ['via_ferrata', 'rock_climbing', 'hiking'],
    'cortina',
  ],
  [
    'hans.mueller',
    'Hans Müller',
    'de',
    false,
    true,
    ['mountain_guide'],
    ['mountain_climbing', 'skitouring', 'snow_ice_mixed'],
    'grindelwald',
  ],
  [
    'emily.walker',
    'Emily Walker',
    'en',
    false,
    true,
    ['amateur'],
    ['hiking', 'mountain_biking', 'paragliding'],
  ],
  [
    'pablo.garcia',
    'Pablo García',
    'es',
    false,
    true,
    ['mountain_leader'],
    ['hiking', 'skitouring', 'snowshoeing'],
    'benasque',
  ],
  ['anais.martin', 'Anaïs Martin', 'fr', false, false, ['amateur'], ['paragliding', 'hiking', 'skitouring']],
  [
    'thomas.girard',
    'Thomas Girard',
    'fr',
    false,
    true,
    ['ski_patroller'],
    ['skitouring', 'ice_climbing', 'snow_ice_mixed'],
  ],
  [
    'nora.keller',
    'Nora Keller',
    'de',
    false,
    false,
    ['avalanche_forecaster'],
    ['skitouring', 'snowshoeing'],
    'zermatt',
  ],
  [
    'marco.bianchi',
    'Marco Bianchi',
    'it',
    false,
    true,
    ['hut_warden'],
    ['mountain_climbing', 'via_ferrata', 'hiking'],
  ],
  [
    'oliver.grant',
    'Oliver Grant',
    'en',
    false,
    true,
    ['paragliding_instructor'],
    ['paragliding', 'hiking', 'mountain_biking'],
  ],
  [
    'ines.duval',
    'Inès Duval',
    'fr',
    false,
    true,
    ['amateur'],
    ['rock_climbing', 'ice_climbing', 'slacklining'],
  ],
  [
    'guides.oisans',
    "Bureau des guides de l'Oisans",
    'fr',
    false,
    true,
    ['club'],
    ['mountain_climbing', 'snow_ice_mixed', 'skitouring', 'rock_climbing'],
  ],
  [
    'chloe.perrin',
    'Chloé Perrin',
    'fr',
    false,
    true,
    ['mountainbike_instructor'],
    ['mountain_biking', 'hiking', 'snowshoeing'],
  ],
];

const GUESTS = [
  'Paul',
  'Juliette',
  'Mathieu',
  'Claire',
  'Antoine',
  'Sarah',
  'Lukas',
  'Giulia',
  'Javier',
  'Tom',
  'Élise',
  'Nicolas',
  'Laura',
  'Hugo',
];

interface WaypointInfo {
  def: WaypointDef;
  id: number;
  target: LinkTarget;
}

interface RouteInfo {
  id: number;
  doc: DemoDocument;
  activities: RouteActivity[];
  main: WaypointInfo;
  access?: WaypointInfo | undefined;
  hut?: WaypointInfo | undefined;
  waypointIds: number[];
  path?: number[][] | undefined;
  target: LinkTarget;
  prefix: Bi;
  writtenMs: number;
  weight: number;
  glacier: boolean;
  takeoff?: WaypointInfo | undefined;
  landing?: WaypointInfo | undefined;
}

interface OutingInfo {
  id: number;
  doc: DemoDocument;
  route: RouteInfo;
  activities: Activity[];
  dateMs: number;
  writtenMs: number;
  userIds: number[];
  target: LinkTarget;
}

interface RoutePlan {
  fr: string;
  en: string;
  local?: string;
  activities: RouteActivity[];
  main: string;
  hut?: string;
  access?: string;
  extra?: string[];
  level: number;
  orientation: Orientation;
  cot?: EnumValue<'climbing_outdoor_types'>;
  days?: number;
  routeType?: EnumValue<'route_types'>;
  config?: EnumValue<'route_configuration_types'>;
  history?: [number, string];
  famous?: boolean;
  /** Approximate ground length one way (metres), when there is no track to measure. */
  length?: number;
}

/** Hand-picked classics; the rest is generated around them. */
const CLASSICS: RoutePlan[] = [
  {
    fr: "Voie normale par l'aiguille du Goûter et l'arête des Bosses",
    en: 'Normal route via the Goûter and the Bosses ridge',
    activities: ['snow_ice_mixed'],
    main: 'mont-blanc',
    hut: 'refuge-du-gouter',
    access: 'nid-d-aigle',
    extra: ['refuge-de-tete-rousse', 'dome-du-gouter'],
    level: 0.18,
    orientation: 'NW',
    days: 2,
    routeType: 'return_same_way',
    config: 'edge',
    history: [1861, 'Leslie Stephen et Francis Fox Tuckett'],
    famous: true,
  },
  {
    fr: 'Traversée des Trois Monts',
    en: 'Three Monts traverse',
    activities: ['snow_ice_mixed'],
    main: 'mont-blanc',
    hut: 'refuge-des-cosmiques',
    access: 'aiguille-du-midi-telepherique',
    extra: ['mont-blanc-du-tacul', 'mont-maudit'],
    level: 0.3,
    orientation: 'N',
    days: 2,
    routeType: 'traverse',
    config: 'glacier',
    famous: true,
  },
  {
    fr: 'Goulotte Chéré',
    en: 'Chéré couloir',
    activities: ['snow_ice_mixed', 'ice_climbing'],
    main: 'mont-blanc-du-tacul',
    access: 'aiguille-du-midi-telepherique',
    level: 0.5,
    orientation: 'N',
    config: 'goulotte',
    famous: true,
  },
  {
    fr: 'Voie normale',
    en: 'Normal route',
    activities: ['snow_ice_mixed'],
    main: 'mont-blanc-du-tacul',
    hut: 'refuge-des-cosmiques',
    access: 'aiguille-du-midi-telepherique',
    level: 0.22,
    orientation: 'NW',
    config: 'glacier',
  },
  {
    fr: 'Arête des Cosmiques',
    en: 'Cosmiques ridge',
    activities: ['mountain_climbing'],
    main: 'aiguille-du-midi',
    hut: 'refuge-des-cosmiques',
    access: 'aiguille-du-midi-telepherique',
    level: 0.3,
    orientation: 'S',
    config: 'edge',
    famous: true,
  },
  {
    fr: 'Éperon Frendo',
    en: 'Frendo spur',
    activities: ['mountain_climbing', 'snow_ice_mixed'],
    main: 'aiguille-du-midi',
    access: 'chamonix',
    level: 0.55,
    orientation: 'N',
    config: 'pillar',
    days: 1,
    history: [1941, 'Édouard Frendo et René Rionda'],
  },
  {
    fr: 'La Vallée Blanche',
    en: 'The Vallée Blanche',
    activities: ['skitouring'],
    main: 'aiguille-du-midi',
    access: 'aiguille-du-midi-telepherique',
    extra: ['chamonix'],
    level: 0.28,
    orientation: 'N',
    routeType: 'traverse',
    config: 'glacier',
    famous: true,
  },
  {
    fr: 'Éperon Walker',
    en: 'Walker spur',
    activities: ['mountain_climbing'],
    main: 'grandes-jorasses',
    access: 'chamonix',
    level: 0.78,
    orientation: 'N',
    days: 3,
    config: 'pillar',
    history: [1938, 'Riccardo Cassin, Gino Esposito et Ugo Tizzoni'],
    famous: true,
  },
  {
    fr: 'Voie normale',
    en: 'Normal route',
    activities: ['mountain_climbing'],
    main: 'dent-du-geant',
    hut: 'rifugio-torino',
    extra: ['col-du-geant'],
    level: 0.36,
    orientation: 'SW',
    config: 'face',
    history: [1882, 'Jean-Joseph, Baptiste et Daniel Maquignaz'],
  },
  {
    fr: 'Couloir Whymper',
    en: 'Whymper couloir',
    activities: ['snow_ice_mixed'],
    main: 'aiguille-verte',
    hut: 'refuge-du-couvercle',
    access: 'chamonix',
    level: 0.35,
    orientation: 'S',
    config: 'corridor',
    days: 2,
    history: [1865, 'Edward Whymper, Christian Almer et Franz Biner'],
    famous: true,
  },
  {
    fr: 'Table de Roc (voie normale)',
    en: 'Table de Roc (normal route)',
    activities: ['mountain_climbing'],
    main: 'aiguille-du-tour',
    hut: 'refuge-albert-premier',
    access: 'le-tour',
    level: 0.1,
    orientation: 'SE',
    days: 2,
    config: 'glacier',
  },
  {
    fr: 'Glacier du Milieu',
    en: 'Milieu glacier',
    activities: ['skitouring', 'snow_ice_mixed'],
    main: 'aiguille-d-argentiere',
    hut: 'refuge-d-argentiere',
    access: 'argentiere',
    level: 0.42,
    orientation: 'SW',
    days: 2,
    config: 'glacier',
  },
  {
    fr: 'Arête Forbes',
    en: 'Forbes arête',
    activities: ['mountain_climbing'],
    main: 'aiguille-du-chardonnet',
    hut: 'refuge-albert-premier',
    access: 'le-tour',
    level: 0.32,
    orientation: 'E',
    config: 'edge',
    days: 2,
  },
  {
    fr: 'Haute Route Chamonix – Zermatt',
    en: 'Chamonix – Zermatt Haute Route',
    activities: ['skitouring'],
    main: 'pigne-d-arolla',
    access: 'argentiere',
    extra: ['refuge-d-argentiere', 'cabane-du-trient', 'cabane-des-dix', 'zermatt'],
    level: 0.45,
    orientation: 'N',
    days: 6,
    routeType: 'raid',
    famous: true,
  },
  {
    fr: 'Voie normale',
    en: 'Normal route',
    activities: ['snow_ice_mixed'],
    main: 'barre-des-ecrins',
    hut: 'refuge-des-ecrins',
    access: 'pre-de-madame-carle',
    extra: ['refuge-du-glacier-blanc'],
    level: 0.22,
    orientation: 'N',
    days: 2,
    config: 'glacier',
    history: [1864, 'Edward Whymper, A. W. Moore, Horace Walker, Michel Croz et Christian Almer'],
    famous: true,
  },
  {
    fr: 'Par le glacier Blanc',
    en: 'Via the Glacier Blanc',
    activities: ['skitouring'],
    main: 'dome-de-neige-des-ecrins',
    hut: 'refuge-des-ecrins',
    access: 'pre-de-madame-carle',
    level: 0.45,
    orientation: 'N',
    days: 2,
    config: 'glacier',
    famous: true,
  },
  {
    fr: 'Traversée des arêtes',
    en: 'Traverse of the ridges',
    activities: ['mountain_climbing'],
    main: 'la-meije',
    hut: 'refuge-du-promontoire',
    access: 'la-berarde',
    extra: ['refuge-de-l-aigle', 'la-grave'],
    level: 0.5,
    orientation: 'S',
    days: 2,
    routeType: 'traverse',
    config: 'edge',
    history: [1877, 'Emmanuel Boileau de Castelnau, Pierre Gaspard père et fils'],
    famous: true,
  },
  {
    fr: 'Voie normale',
    en: 'Normal route',
    activities: ['mountain_climbing', 'snow_ice_mixed'],
    main: 'pic-coolidge',
    hut: 'refuge-du-glacier-blanc',
    access: 'pre-de-madame-carle',
    level: 0.15,
    orientation: 'S',
  },
  {
    fr: 'Voie Boell',
    en: 'Boell route',
    activities: ['rock_climbing'],
    cot: 'multi',
    main: 'dibona-paroi',
    access: 'la-berarde',
    level: 0.45,
    orientation: 'S',
    config: 'face',
  },
  {
    fr: 'Les Grands Couloirs',
    en: 'The Great Couloirs',
    activities: ['snow_ice_mixed'],
    main: 'grande-casse',
    hut: 'refuge-du-col-de-la-vanoise',
    access: 'pralognan',
    level: 0.38,
    orientation: 'N',
    days: 2,
    config: 'corridor',
    famous: true,
  },
  {
    fr: "Par le glacier de l'Arpont",
    en: 'Via the Arpont glacier',
    activities: ['skitouring'],
    main: 'dome-de-chasseforet',
    hut: 'refuge-de-l-arpont',
    access: 'pralognan',
    level: 0.3,
    orientation: 'E',
    days: 2,
    config: 'glacier',
  },
  {
    fr: 'Tour des glaciers de la Vanoise',
    en: 'Vanoise glaciers tour',
    activities: ['hiking'],
    main: 'refuge-de-l-arpont',
    access: 'pralognan',
    extra: ['refuge-du-col-de-la-vanoise', 'lac-des-vaches', 'refuge-de-la-dent-parrachee'],
    level: 0.45,
    orientation: 'S',
    days: 3,
    routeType: 'loop_hut',
  },
  {
    fr: 'Via ferrata du Diable',
    en: 'Devil’s via ferrata',
    activities: ['via_ferrata'],
    main: 'aussois',
    level: 0.6,
    orientation: 'S',
    length: 3000,
  },
  {
    fr: 'Arête du Hörnli',
    en: 'Hörnli ridge',
    local: 'Hörnligrat',
    activities: ['mountain_climbing'],
    main: 'cervin',
    hut: 'hornlihutte',
    access: 'zermatt',
    level: 0.42,
    orientation: 'NE',
    days: 2,
    config: 'edge',
    history: [
      1865,
      'Edward Whymper, Charles Hudson, Lord Francis Douglas, Douglas Hadow, Michel Croz et les Taugwalder',
    ],
    famous: true,
  },
  {
    fr: 'Voie normale par le Corridor',
    en: 'Normal route via the Corridor',
    activities: ['snow_ice_mixed', 'skitouring'],
    main: 'grand-combin',
    hut: 'cabane-de-panossiere',
    access: 'fionnay',
    level: 0.4,
    orientation: 'N',
    days: 2,
    config: 'glacier',
  },
  {
    fr: 'Depuis Arolla par la cabane des Dix',
    en: 'From Arolla via the Dix hut',
    activities: ['skitouring'],
    main: 'pigne-d-arolla',
    hut: 'cabane-des-dix',
    access: 'arolla',
    level: 0.32,
    orientation: 'NE',
    days: 2,
    config: 'glacier',
  },
  {
    fr: 'Voie normale',
    en: 'Normal route',
    local: 'Normalweg',
    activities: ['snow_ice_mixed', 'skitouring'],
    main: 'breithorn',
    access: 'zermatt',
    level: 0.1,
    orientation: 'S',
    config: 'glacier',
  },
  {
    fr: 'Arête Est',
    en: 'East ridge',
    local: 'Ostgrat',
    activities: ['mountain_climbing'],
    main: 'weisshorn',
    access: 'zermatt',
    level: 0.5,
    orientation: 'E',
    days: 2,
    config: 'edge',
    history: [1861, 'John Tyndall, Johann Joseph Bennen et Ulrich Wenger'],
  },
  {
    fr: 'Face Nord (voie Heckmair)',
    en: 'North face (Heckmair route)',
    local: 'Nordwand (Heckmair-Route)',
    activities: ['mountain_climbing', 'snow_ice_mixed'],
    main: 'eiger',
    access: 'kleine-scheidegg',
    level: 0.75,
    orientation: 'N',
    days: 2,
    config: 'face',
    history: [1938, 'Anderl Heckmair, Ludwig Vörg, Heinrich Harrer et Fritz Kasparek'],
    famous: true,
  },
  {
    fr: 'Arête de Mittellegi',
    en: 'Mittellegi ridge',
    local: 'Mittellegigrat',
    activities: ['mountain_climbing'],
    main: 'eiger',
    hut: 'mittellegihutte',
    access: 'grindelwald',
    level: 0.38,
    orientation: 'NE',
    days: 2,
    config: 'edge',
    history: [1921, 'Yuko Maki, Fritz Amatter, Fritz Steuri et Samuel Brawand'],
  },
  {
    fr: 'Arête Sud-Est',
    en: 'South-east ridge',
    local: 'Südostgrat',
    activities: ['snow_ice_mixed'],
    main: 'monch',
    hut: 'monchsjochhutte',
    access: 'kleine-scheidegg',
    extra: ['jungfraujoch'],
    level: 0.22,
    orientation: 'SE',
    config: 'edge',
  },
  {
    fr: 'Voie normale par le Rottalsattel',
    en: 'Normal route via the Rottalsattel',
    local: 'Normalweg über den Rottalsattel',
    activities: ['snow_ice_mixed'],
    main: 'jungfrau',
    hut: 'monchsjochhutte',
    extra: ['jungfraujoch'],
    level: 0.3,
    orientation: 'SE',
    config: 'glacier',
  },
  {
    fr: 'Depuis la cabane Concordia',
    en: 'From the Konkordia hut',
    activities: ['skitouring'],
    main: 'finsteraarhorn',
    hut: 'konkordiahutte',
    extra: ['jungfraujoch'],
    level: 0.45,
    orientation: 'W',
    days: 3,
    routeType: 'raid',
    config: 'glacier',
  },
  {
    fr: 'Voie Comici-Dimai',
    en: 'Comici-Dimai route',
    local: 'Via Comici-Dimai',
    activities: ['rock_climbing'],
    cot: 'multi',
    main: 'cima-grande',
    hut: 'rifugio-auronzo',
    access: 'misurina',
    level: 0.62,
    orientation: 'N',
    config: 'face',
    history: [1933, 'Emilio Comici, Giuseppe et Angelo Dimai'],
    famous: true,
  },
  {
    fr: 'Voie normale',
    en: 'Normal route',
    local: 'Via normale',
    activities: ['mountain_climbing'],
    main: 'cima-grande',
    hut: 'rifugio-auronzo',
    access: 'misurina',
    level: 0.25,
    orientation: 'S',
    config: 'face',
  },
  {
    fr: 'Via ferrata Cesare Piazzetta',
    en: 'Cesare Piazzetta via ferrata',
    local: 'Via ferrata Cesare Piazzetta',
    activities: ['via_ferrata'],
    main: 'piz-boe',
    hut: 'rifugio-boe',
    access: 'passo-pordoi',
    level: 0.82,
    orientation: 'W',
    famous: true,
  },
  {
    fr: "Via ferrata de l'arête Ouest",
    en: 'West ridge via ferrata',
    local: 'Ferrata della Cresta Ovest',
    activities: ['via_ferrata'],
    main: 'marmolada',
    hut: 'rifugio-pian-dei-fiacconi',
    access: 'canazei',
    level: 0.65,
    orientation: 'W',
  },
  {
    fr: 'Descente du glacier',
    en: 'Glacier descent',
    local: 'Discesa del ghiacciaio',
    activities: ['skitouring'],
    main: 'marmolada',
    hut: 'rifugio-pian-dei-fiacconi',
    access: 'canazei',
    level: 0.35,
    orientation: 'N',
    config: 'glacier',
  },
  {
    fr: 'Val Mezdì',
    en: 'Val Mezdì',
    local: 'Val Mezdì',
    activities: ['skitouring'],
    main: 'sass-pordoi',
    access: 'passo-pordoi',
    level: 0.68,
    orientation: 'N',
    config: 'corridor',
    famous: true,
  },
  {
    fr: 'Via ferrata Giovanni Lipella',
    en: 'Giovanni Lipella via ferrata',
    local: 'Via ferrata Giovanni Lipella',
    activities: ['via_ferrata'],
    main: 'tofana-di-rozes',
    access: 'cortina',
    level: 0.6,
    orientation: 'W',
  },
  {
    fr: 'Via ferrata degli Alleghesi',
    en: 'Alleghesi via ferrata',
    local: 'Via ferrata degli Alleghesi',
    activities: ['via_ferrata'],
    main: 'civetta',
    level: 0.66,
    orientation: 'E',
  },
  {
    fr: 'Via ferrata Ivano Dibona',
    en: 'Ivano Dibona via ferrata',
    local: 'Via ferrata Ivano Dibona',
    activities: ['via_ferrata'],
    main: 'monte-cristallo',
    access: 'cortina',
    level: 0.45,
    orientation: 'S',
    routeType: 'traverse',
  },
  {
    fr: 'Depuis Vent par la cabane de Breslau',
    en: 'From Vent via the Breslauer hut',
    local: 'Von Vent über die Breslauer Hütte',
    activities: ['skitouring'],
    main: 'wildspitze',
    hut: 'breslauer-hutte',
    access: 'vent',
    level: 0.35,
    orientation: 'S',
    days: 2,
    config: 'glacier',
  },
  {
    fr: 'Voie normale',
    en: 'Normal route',
    local: 'Normalweg',
    activities: ['mountain_climbing', 'snow_ice_mixed'],
    main: 'grossglockner',
    hut: 'erzherzog-johann-hutte',
    access: 'kals-lucknerhaus',
    level: 0.3,
    orientation: 'SE',
    days: 2,
    config: 'edge',
  },
  {
    fr: 'Voie normale par le Portillon supérieur',
    en: 'Normal route via the upper Portillón',
    local: 'Vía normal por el Portillón Superior',
    activities: ['snow_ice_mixed'],
    main: 'aneto',
    hut: 'refugio-de-la-renclusa',
    access: 'la-besurta',
    level: 0.15,
    orientation: 'N',
    days: 2,
    config: 'glacier',
    famous: true,
  },
  {
    fr: 'Depuis la Besurta',
    en: 'From La Besurta',
    local: 'Desde La Besurta',
    activities: ['skitouring'],
    main: 'aneto',
    hut: 'refugio-de-la-renclusa',
    access: 'la-besurta',
    level: 0.4,
    orientation: 'N',
    config: 'glacier',
  },
  {
    fr: "Voie normale par le glacier d'Ossoue",
    en: 'Normal route via the Ossoue glacier',
    activities: ['snow_ice_mixed'],
    main: 'vignemale',
    hut: 'refuge-de-baysselance',
    access: 'gavarnie',
    extra: ['hourquette-d-ossoue'],
    level: 0.15,
    orientation: 'E',
    days: 2,
    config: 'glacier',
    famous: true,
  },
  {
    fr: 'Couloir de Gaube',
    en: 'Gaube couloir',
    activities: ['snow_ice_mixed'],
    main: 'vignemale',
    hut: 'refuge-des-oulettes-de-gaube',
    access: 'pont-d-espagne',
    level: 0.55,
    orientation: 'N',
    config: 'corridor',
    history: [1889, 'Henri Brulle, Jean Bazillac, Roger de Monts, Célestin Passet et François Bernat-Salles'],
  },
  {
    fr: 'Voie normale par le refuge de Góriz',
    en: 'Normal route via the Góriz hut',
    local: 'Vía normal desde el refugio de Góriz',
    activities: ['hiking'],
    main: 'mont-perdu',
    hut: 'refugio-de-goriz',
    access: 'pradera-de-ordesa',
    level: 0.7,
    orientation: 'S',
    days: 2,
  },
  {
    fr: 'Voie normale (les trois cheminées)',
    en: 'Normal route (the three chimneys)',
    activities: ['mountain_climbing'],
    main: 'midi-d-ossau',
    hut: 'refuge-de-pombie',
    access: 'bious-artigues',
    level: 0.15,
    orientation: 'S',
    config: 'face',
  },
  {
    fr: 'Par la Brèche de Roland',
    en: "Via Roland's Breach",
    activities: ['hiking'],
    main: 'taillon',
    hut: 'refuge-des-sarradets',
    access: 'gavarnie',
    extra: ['breche-de-roland'],
    level: 0.55,
    orientation: 'N',
  },
  {
    fr: 'Trou du Glaz et traversée',
    en: 'Trou du Glaz and traverse',
    activities: ['hiking'],
    main: 'dent-de-crolles',
    access: 'saint-pierre-de-chartreuse',
    level: 0.5,
    orientation: 'W',
    routeType: 'loop',
  },
  {
    fr: 'Voie normale',
    en: 'Normal route',
    activities: ['mountain_climbing'],
    main: 'mont-aiguille',
    access: 'correncon',
    level: 0.2,
    orientation: 'NW',
    config: 'face',
    history: [1492, 'Antoine de Ville et ses compagnons'],
  },
  {
    fr: 'Depuis Corrençon par le pas de la Balme',
    en: 'From Corrençon via the Pas de la Balme',
    activities: ['skitouring', 'snowshoeing'],
    main: 'grand-veymont',
    access: 'correncon',
    level: 0.3,
    orientation: 'E',
    routeType: 'return_same_way',
  },
  {
    fr: 'Voie normale',
    en: 'Normal route',
    activities: ['hiking'],
    main: 'pointe-percee',
    access: 'le-grand-bornand',
    level: 0.75,
    orientation: 'S',
  },
];

const CLIMBING_ROCK: Record<string, EnumValue<'rock_types'>> = {
  gaillands: 'gneiss',
  'ailefroide-ecole': 'gneiss',
  presles: 'calcaire',
  ceuse: 'calcaire',
  'cinque-torri': 'calcaire',
  gastlosen: 'calcaire',
  riglos: 'conglomerat',
  buoux: 'calcaire',
  verdon: 'calcaire',
  'dibona-paroi': 'granit',
};

const CRAG_ROUTE_NAMES: Bi[] = [
  { fr: 'La Fissure', en: 'The Crack' },
  { fr: 'Le Dièdre', en: 'The Dihedral' },
  { fr: 'Dalle aux lichens', en: 'Lichen slab' },
  { fr: 'Super Dupont', en: 'Super Dupont' },
  { fr: 'Les Ailes du désir', en: 'Wings of Desire' },
  { fr: 'Pilier des Fourmis', en: 'Ants’ pillar' },
  { fr: 'Le Toit', en: 'The Roof' },
  { fr: 'Chemin des écoliers', en: 'Schoolchildren’s path' },
  { fr: 'La Grande Arche', en: 'The Great Arch' },
  { fr: 'Voie des Guides', en: 'Guides’ route' },
  { fr: 'Tranche de vie', en: 'Slice of Life' },
  { fr: 'Éperon Sud', en: 'South spur' },
];

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function ymd(ms: number): string {
  return iso(ms).slice(0, 10);
}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`demo data: missing ${what}`);
  return value;
}

/** ISBN-13 with a valid check digit from a 12-digit stem. */
export function isbn13(stem: string): string {
  const digits = stem.replace(/\D/g, '');
  if (digits.length !== 12) throw new Error(`ISBN stem must have 12 digits: ${stem}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  const check = (10 - (sum % 10)) % 10;
  return `${stem}-${check}`;
}

class DemoBuilder {
  private readonly rng = new Random(DEMO_SEED);
  private nextId = 1;
  private readonly refMs: number;
  private readonly startMs: number;
  readonly users: DemoUser[] = [];
  readonly documents: DemoDocument[] = [];
  readonly associations: DemoAssociation[] = [];
  private readonly linked = new Set<string>();
  private readonly byId = new Map<number, DemoDocument>();
  private readonly waypoints = new Map<string, WaypointInfo>();
  private readonly routes: RouteInfo[] = [];
  private readonly outings: OutingInfo[] = [];
  private readonly articles: { id: number; doc: DemoDocument }[] = [];
  private readonly books: { id: number; doc: DemoDocument }[] = [];
  private readonly xreports: { id: number; doc: DemoDocument }[] = [];
  private readonly areas: { id: number; def: AreaDef }[] = [];

  constructor(referenceDate: string) {
    const ref = Date.parse(`${referenceDate}T12:00:00Z`);
    if (Number.isNaN(ref)) throw new Error(`invalid reference date ${referenceDate}`);
    this.refMs = ref;
    this.startMs = ref - 3 * 365 * DAY;
  }

  result(): DemoData {
    return { users: this.users, documents: this.documents, associations: this.associations };
  }

  /** Timestamp at a fraction of the three-year window (0 = start, 1 = reference date). */
  private at(fraction: number): number {
    return Math.round(this.startMs + fraction * (this.refMs - this.startMs));
  }

  private id(): number {
    return this.nextId++;
  }

  private link(parent: number, child: number): void {
    const key = parent < child ? `${parent}:${child}` : `${child}:${parent}`;
    if (parent === child || this.linked.has(key)) return;
    this.linked.add(key);
    this.associations.push({ parent_document_id: parent, child_document_id: child });
  }

  private author(): number {
    // contributor and moderator write the most; everyone writes something
    return this.rng.weighted(this.users.map((u, i) => [u.id, i < 2 ? 6 : i < 6 ? 2 : 1] as const));
  }

  private quality(great = 0.05, fine = 0.3, medium = 0.4, draft = 0.22): Quality {
    return this.rng.weighted<Quality>([
      ['great', great],
      ['fine', fine],
      ['medium', medium],
      ['draft', draft],
      ['empty', Math.max(0, 1 - great - fine - medium - draft)],
    ]);
  }

  private push(doc: DemoDocument): DemoDocument {
    this.documents.push(doc);
    this.byId.set(doc.document_id, doc);
    return doc;
  }

  /** Creation time of an already generated document, in ms. */
  private writtenMsOf(id: number): number {
    return Date.parse(must(this.byId.get(id), `document ${id}`).written_at);
  }

  private wp(key: string): WaypointInfo {
    return must(this.waypoints.get(key), `waypoint ${key}`);
  }

  // ---------------------------------------------------------------- users
  buildUsers(): void {
    for (const [username, name, lang, moderator, isPublic, categories, activities, home] of USER_SEEDS) {
      const id = this.id();
      this.users.push({
        id,
        username,
        name,
        forum_username: username.replace(/\./g, '_'),
        email: `${username}@demo.cairn.example`,
        password: DEMO_PASSWORD,
        moderator,
        lang,
        is_profile_public: isPublic,
      });
      const acts = activities.map((a) => ACTIVITY_NAMES[a]);
      const homeDef = home ? ALL_WAYPOINTS.find((w) => w.key === home) : undefined;
      const locales: DemoLocale[] = [
        {
          lang: 'fr',
          summary: `${name} — ${acts.map((a) => a.fr).join(', ')}.`,
          description: `## À propos\nJe pratique surtout le **${acts[0]?.fr ?? 'ski'}**${homeDef ? ` autour de ${homeDef.fr.split(' – ')[0]}` : ''}.\n\n- Objectif de la saison : une belle course en montagne\n- Toujours partant pour une sortie en semaine`,
        },
        {
          lang: 'en',
          summary: `${name} — ${acts.map((a) => a.en).join(', ')}.`,
          description: `## About me\nMostly **${acts[0]?.en ?? 'skiing'}**${homeDef ? ` around ${homeDef.en.split(' – ')[0]}` : ''}.\n\n- Goal for the season: a big alpine route\n- Always keen for a weekday outing`,
        },
      ];
      const doc: DemoDocument = {
        document_id: id,
        type: 'u',
        quality: 'medium',
        locales: lang === 'fr' || lang === 'en' ? locales : [...locales, { lang, summary: name }],
        attributes: { activities, categories },
        author_id: id,
        written_at: iso(this.at(0) + this.rng.int(0, 60) * DAY),
      };
      if (homeDef) {
        const acc = homeDef;
        {
          const [lon, lat] = offsetLonLat(
            [acc.lon, acc.lat],
            this.rng.int(-800, 800),
            this.rng.int(-800, 800),
          );
          doc.geometry = { geom: pointGeoJson(lon, lat) };
        }
      }
      this.push(doc);
    }
  }

  // ---------------------------------------------------------------- areas
  buildAreas(): void {
    const moderator = must(this.users[1], 'moderator').id;
    const texts: Record<string, Bi> = {
      country: { fr: 'Pays', en: 'Country' },
      admin_limits: { fr: 'Limite administrative', en: 'Administrative area' },
      range: { fr: 'Massif', en: 'Mountain range' },
    };
    for (const def of [...COUNTRIES, ...ADMIN_LIMITS, ...RANGES]) {
      const id = this.id();
      const kind = must(texts[def.area_type], 'area kind');
      const locales: DemoLocale[] = [
        { lang: 'fr', title: def.fr, summary: `${kind.fr} : ${def.fr}.` },
        { lang: 'en', title: def.en, summary: `${kind.en}: ${def.en}.` },
      ];
      if (def.area_type === 'range') {
        (locales[0] as DemoLocale).description =
          `Le **${def.fr}** offre des itinéraires pour toutes les activités ; filtrer la liste des itinéraires par ce massif.`;
        (locales[1] as DemoLocale).description =
          `The **${def.en}** offers routes for every activity; filter the route list by this range.`;
      }
      if (def.local) locales.push({ lang: def.local.lang, title: def.local.title });
      this.push({
        document_id: id,
        type: 'a',
        quality: def.area_type === 'range' ? 'medium' : 'fine',
        locales,
        geometry: { geom_detail: polygonGeoJson(def.ring) },
        attributes: { area_type: def.area_type },
        author_id: moderator,
        written_at: iso(this.at(0) + this.rng.int(1, 20) * DAY),
      });
      this.areas.push({ id, def });
    }
  }

  // ---------------------------------------------------------------- maps
  buildMaps(): void {
    const moderator = must(this.users[1], 'moderator').id;
    type MapSeed = [
      code: string,
      editor: 'IGN' | 'Swisstopo' | 'Escursionista',
      scale: '25000' | '50000',
      title: string,
      lon: number,
      lat: number,
    ];
    const seeds: MapSeed[] = [
      ['3630OT', 'IGN', '25000', 'Chamonix – Massif du Mont-Blanc', 6.92, 45.92],
      ['3531ET', 'IGN', '25000', 'Saint-Gervais-les-Bains – Massif du Mont-Blanc', 6.74, 45.86],
      ['3436ET', 'IGN', '25000', 'Meije – Pelvoux – Parc national des Écrins', 6.36, 44.93],
      ['3335ET', 'IGN', '25000', "Le Bourg-d'Oisans – L'Alpe-d'Huez", 6.08, 45.06],
      ['3534OT', 'IGN', '25000', 'Les Trois Vallées – Modane', 6.62, 45.32],
      ['3633ET', 'IGN', '25000', "Tignes – Val-d'Isère – Haute-Maurienne", 6.95, 45.42],
      ['3531OT', 'IGN', '25000', 'Megève – Col des Aravis', 6.5, 45.88],
      ['3236OT', 'IGN', '25000', 'Villard-de-Lans – Mont Aiguille', 5.55, 44.96],
      ['3334OT', 'IGN', '25000', 'Massif de la Chartreuse Sud', 5.82, 45.3],
      ['1748OT', 'IGN', '25000', 'Gavarnie – Luz-Saint-Sauveur', -0.02, 42.77],
      ['1647OT', 'IGN', '25000', 'Vignemale – Ossau – Arrens – Cauterets', -0.3, 42.84],
      ['1848OT', 'IGN', '25000', "Néouvielle – Vallée d'Aure", 0.2, 42.84],
      ['1344', 'Swisstopo', '25000', 'Col de Balme', 7.0, 46.03],
      ['1345', 'Swisstopo', '25000', 'Orsières', 7.2, 46.03],
      ['1365', 'Swisstopo', '25000', 'Gd-St-Bernard', 7.2, 45.9],
      ['1347', 'Swisstopo', '25000', 'Matterhorn', 7.65, 45.97],
      ['1348', 'Swisstopo', '25000', 'Zermatt', 7.85, 45.99],
      ['1327', 'Swisstopo', '25000', 'Evolène', 7.45, 46.06],
      ['1229', 'Swisstopo', '25000', 'Grindelwald', 8.05, 46.6],
      ['1249', 'Swisstopo', '25000', 'Finsteraarhorn', 8.05, 46.5],
      ['5003', 'Swisstopo', '50000', 'Mont Blanc – Grand Combin', 7.1, 45.95],
      ['1', 'Escursionista', '25000', 'Monte Bianco – Courmayeur', 6.95, 45.83],
      ['8', 'Escursionista', '25000', 'Valtournenche – Cervino', 7.62, 45.9],
    ];
    for (const [code, editor, scale, title, lon, lat] of seeds) {
      const size =
        scale === '50000' ? [35000, 24000] : editor === 'Swisstopo' ? [17500, 12000] : [27000, 20000];
      const ring = rectangleAround([lon, lat], size[0] ?? 0, size[1] ?? 0);
      const label = editor === 'IGN' ? `TOP 25 ${code}` : `${editor} ${code}`;
      this.push({
        document_id: this.id(),
        type: 'm',
        quality: 'fine',
        locales: [
          { lang: 'fr', title, summary: `Carte ${label} au 1:${scale}.` },
          { lang: 'en', title, summary: `${label} map, scale 1:${scale}.` },
        ],
        geometry: { geom_detail: polygonGeoJson(ring) },
        attributes: { code, editor, scale },
        author_id: moderator,
        written_at: iso(this.at(0.01) + this.rng.int(0, 20) * DAY),
      });
    }
  }

  // ---------------------------------------------------------------- waypoints
  buildWaypoints(): void {
    for (const def of ALL_WAYPOINTS) {
      const id = this.id();
      const target: LinkTarget = { id, fr: def.fr, en: def.en };
      this.waypoints.set(def.key, { def, id, target });
    }
    const famous = new Set([
      'mont-blanc',
      'barre-des-ecrins',
      'cervin',
      'eiger',
      'aneto',
      'vignemale',
      'mont-perdu',
      'grand-combin',
      'la-meije',
      'refuge-du-gouter',
      'marmolada',
    ]);
    for (const def of ALL_WAYPOINTS) {
      const info = this.wp(def.key);
      const attrs = this.waypointAttributes(def);
      const prose = this.waypointProse(def);
      const locales: DemoLocale[] = [];
      const onlyFr = this.rng.chance(0.08) && RANGE_COUNTRY[def.range] === 'france';
      locales.push({ lang: 'fr', title: def.fr, ...prose.fr });
      if (!onlyFr) locales.push({ lang: 'en', title: def.en, ...prose.en });
      if (def.local) {
        locales.push({
          lang: def.local.lang,
          title: def.local.title,
          summary: this.localSummary(def.local.lang, def.local.title),
        });
      }
      const rngQ = famous.has(def.key) ? 'great' : this.quality(0.03, 0.3, 0.45, 0.2);
      const written = this.at(this.rng.float(0.01, 0.2));
      this.push({
        document_id: info.id,
        type: 'w',
        quality: rngQ,
        locales,
        geometry: { geom: pointGeoJson(def.lon, def.lat) },
        attributes: attrs,
        author_id: this.author(),
        written_at: iso(written),
      });
    }
    // a few parent → child waypoint links
    for (const [parent, child] of [
      ['mont-blanc', 'abri-vallot'],
      ['grandes-jorasses', 'bivouac-canzio'],
      ['grandes-jorasses', 'bivouac-lampugnani'],
      ['gaillands', 'highline-gaillands'],
      ['mont-aiguille', 'highline-mont-aiguille'],
      ['refuge-de-tete-rousse', 'camp-de-base-gouter'],
      ['aiguille-du-midi', 'webcam-aiguille-du-midi'],
      ['col-du-grand-saint-bernard', 'meteo-grand-st-bernard'],
      ['ailefroide-village', 'camping-ailefroide'],
      ['gavarnie', 'gite-gavarnie'],
      ['refuge-des-oulettes-de-gaube', 'source-des-oulettes'],
      ['taillon', 'grotte-casteret'],
    ] as const) {
      this.link(this.wp(parent).id, this.wp(child).id);
    }
  }

  private localSummary(lang: string, title: string): string {
    return lang === 'it'
      ? `${title}: punto di riferimento nella zona.`
      : lang === 'de'
        ? `${title}: wichtiger Ausgangspunkt der Region.`
        : `${title}: punto de referencia de la zona.`;
  }

  private phone(range: string): string {
    const r = this.rng;
    const d = (n: number) => String(r.int(10 ** (n - 1), 10 ** n - 1));
    switch (RANGE_COUNTRY[range] ?? 'france') {
      case 'switzerland':
        return `+41 27 ${d(3)} ${d(2)} ${d(2)}`;
      case 'italy':
        return `+39 0437 ${d(6)}`;
      case 'spain':
        return `+34 974 ${d(3)} ${d(3)}`;
      case 'austria':
        return `+43 5254 ${d(4)}`;
      default:
        return `+33 4 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`;
    }
  }

  private waypointAttributes(def: WaypointDef): Record<string, unknown> {
    const r = this.rng;
    const a: Record<string, unknown> = { waypoint_type: def.type, elevation: def.elevation };
    if (r.chance(0.2)) a.maps_info = r.pick(['IGN TOP 25', 'Swisstopo 1:25 000', 'Carte Alpina 1:25 000']);
    const url = `https://${def.key}.demo.cairn.example`;
    const months = (from: number, to: number) => {
      const out: string[] = [];
      for (let m = from; ; m = (m % 12) + 1) {
        out.push(ENUMS.months[m - 1] as string);
        if (m === to) break;
      }
      return out;
    };
    const orient = () => r.some(ENUMS.orientation_types, r.int(1, 3));
    switch (def.type) {
      case 'summit':
        if (def.prominence !== undefined) a.prominence = def.prominence;
        break;
      case 'hut':
      case 'gite':
      case 'camp_site': {
        a.custodianship =
          def.type === 'hut'
            ? r.pick([
                'accessible_when_wardened',
                'accessible_when_wardened',
                'always_accessible',
                'key_needed',
              ] as const)
            : 'accessible_when_wardened';
        a.capacity = def.type === 'hut' ? r.int(8, 30) : r.int(0, 12);
        a.capacity_staffed = def.type === 'camp_site' ? r.int(80, 300) : r.int(25, 140);
        a.url = url;
        a.phone = this.phone(def.range);
        if (def.type !== 'camp_site') a.phone_custodian = this.phone(def.range);
        if (def.type === 'hut') {
          a.matress_unstaffed = r.pick([true, true, false, null]);
          a.blanket_unstaffed = r.pick([true, false, null]);
          a.gas_unstaffed = r.pick([false, false, true, null]);
          a.heating_unstaffed = r.pick([true, false, null]);
        }
        break;
      }
      case 'shelter':
        a.capacity = r.int(4, 20);
        a.matress_unstaffed = r.pick([true, false]);
        a.blanket_unstaffed = r.pick([true, false, null]);
        a.gas_unstaffed = false;
        a.heating_unstaffed = false;
        break;
      case 'bivouac':
        a.capacity = r.int(4, 12);
        break;
      case 'access':
        a.elevation_min = def.elevation - r.int(0, 150);
        a.public_transportation_types = r.pick([
          ['bus'],
          ['train', 'bus'],
          ['bus', 'service_on_demand'],
          ['train'],
        ]);
        a.public_transportation_rating = r.pick(ENUMS.public_transportation_ratings);
        a.snow_clearance_rating = r.pick(ENUMS.snow_clearance_ratings);
        a.lift_access = r.pick([true, false, null]);
        a.parking_fee = r.pick(ENUMS.parking_fee_types);
        break;
      case 'climbing_outdoor': {
        const minI = r.int(6, 12);
        const maxI = minI + r.int(6, 14);
        a.height_min = r.int(10, 25);
        a.height_median = r.int(25, 40);
        a.height_max =
          def.key === 'dibona-paroi' || def.key === 'riglos' || def.key === 'verdon' || def.key === 'presles'
            ? r.int(250, 400)
            : r.int(40, 120);
        a.routes_quantity = r.int(20, 400);
        a.climbing_outdoor_types =
          def.key === 'ailefroide-ecole'
            ? ['single', 'multi', 'bloc']
            : ['presles', 'riglos', 'verdon', 'dibona-paroi', 'cinque-torri', 'gastlosen'].includes(def.key)
              ? ['single', 'multi']
              : ['single'];
        a.climbing_rating_min = ENUMS.climbing_ratings[minI];
        a.climbing_rating_median = ENUMS.climbing_ratings[Math.round((minI + maxI) / 2)];
        a.climbing_rating_max = ENUMS.climbing_ratings[maxI];
        a.equipment_ratings = r.pick([['P1'], ['P1', 'P1+'], ['P1+', 'P2']]);
        a.climbing_styles = r.some(ENUMS.climbing_styles, r.int(1, 3));
        a.children_proof = r.pick(ENUMS.children_proof_types);
        a.rain_proof = r.pick(['exposed', 'partly_protected'] as const);
        a.rock_types = [CLIMBING_ROCK[def.key] ?? 'calcaire'];
        a.orientations = orient();
        a.best_periods = def.elevation > 1500 ? months(6, 9) : r.pick([months(3, 11), months(9, 5)]);
        a.access_time = r.pick(['5min', '10min', '15min', '20min', '30min', '45min'] as const);
        a.url = url;
        break;
      }
      case 'climbing_indoor':
        a.height_min = 8;
        a.height_median = 12;
        a.height_max = r.int(14, 18);
        a.routes_quantity = r.int(60, 250);
        a.climbing_indoor_types = def.key === 'salle-grenoble' ? ['bloc'] : ['pitch', 'bloc'];
        a.climbing_rating_min = '4a';
        a.climbing_rating_median = '6a';
        a.climbing_rating_max = r.pick(['7c', '8a', '8b'] as const);
        a.climbing_styles = ['vertical', 'overhang', 'roof'];
        a.url = url;
        a.phone = this.phone(def.range);
        break;
      case 'paragliding_takeoff':
      case 'paragliding_landing':
        a.length = def.type === 'paragliding_takeoff' ? r.int(20, 80) : r.int(100, 300);
        a.slope = def.type === 'paragliding_takeoff' ? r.int(15, 30) : r.int(0, 5);
        a.ground_types =
          def.type === 'paragliding_takeoff' ? r.pick([['prairie'], ['prairie', 'scree']]) : ['prairie'];
        a.paragliding_rating = r.pick(ENUMS.paragliding_ratings);
        a.exposition_rating = r.pick(['E1', 'E2'] as const);
        a.orientations = orient();
        break;
      case 'weather_station':
        a.weather_station_types = ['temperature', 'wind_speed', 'wind_direction', 'snow_height'];
        a.url = url;
        break;
      case 'webcam':
        a.url = url;
        break;
      case 'slackline_spot':
        a.slackline_types = def.key.startsWith('highline') ? ['highline'] : ['slackline', 'waterline'];
        a.slackline_length_min = r.int(10, 30);
        a.slackline_length_max = r.int(50, 150);
        a.access_time = r.pick(['5min', '15min', '1h'] as const);
        a.best_periods = months(5, 10);
        a.orientations = orient();
        break;
      case 'local_product':
        a.product_types = ['farm_sale', 'grocery'];
        a.url = url;
        a.phone = this.phone(def.range);
        break;
      default:
        break;
    }
    return a;
  }

  private waypointProse(def: WaypointDef): { fr: Record<string, string>; en: Record<string, string> } {
    const r = this.rng;
    const fr: Record<string, string> = {};
    const en: Record<string, string> = {};
    switch (def.type) {
      case 'summit':
        fr.summary = `Sommet de ${def.elevation} m, ${r.pick(['panorama exceptionnel', 'point culminant du secteur', 'belle pyramide rocheuse'])}.`;
        en.summary = `${def.elevation} m summit, ${r.pick(['outstanding panorama', 'highest point of the area', 'fine rocky pyramid'])}.`;
        fr.description = `## Situation\nLe **${def.fr}** (${def.elevation} m) domine la vallée.\n\n## Accès\nVoir les itinéraires associés.`;
        en.description = `## Location\n**${def.en}** (${def.elevation} m) towers above the valley.\n\n## Access\nSee the associated routes.`;
        break;
      case 'hut':
      case 'gite':
      case 'camp_site':
        fr.summary = `${def.type === 'hut' ? 'Refuge gardé' : def.type === 'gite' ? "Gîte d'étape" : 'Camping'} à ${def.elevation} m.`;
        en.summary = `${def.type === 'hut' ? 'Staffed hut' : def.type === 'gite' ? 'Guesthouse' : 'Campsite'} at ${def.elevation} m.`;
        fr.access_period = 'Gardé de mi-juin à mi-septembre ; printemps de mars à mai.';
        en.access_period = 'Staffed from mid-June to mid-September; spring season March to May.';
        fr.description =
          '- Repas du soir et petit-déjeuner\n- Réservation **obligatoire**\n- Paiement par carte possible';
        en.description = '- Dinner and breakfast\n- Booking **required**\n- Card payment accepted';
        if (def.type === 'hut') {
          fr.access = 'Sentier balisé depuis la vallée, 3 à 4 h de marche.';
          en.access = 'Marked path from the valley, 3 to 4 hours’ walk.';
        }
        break;
      case 'access':
        fr.summary = `Point de départ à ${def.elevation} m.`;
        en.summary = `Starting point at ${def.elevation} m.`;
        fr.description = 'Parking au bout de la route. Se garer sans gêner les engins de déneigement.';
        en.description = 'Car park at the end of the road. Park without blocking the snowplough.';
        fr.access = 'Bus de ligne depuis la gare la plus proche, plusieurs rotations par jour en saison.';
        en.access = 'Regular bus from the nearest station, several runs a day in season.';
        fr.access_period = 'Route déneigée en hiver jusqu’au parking.';
        en.access_period = 'Road cleared of snow up to the car park in winter.';
        break;
      case 'climbing_outdoor':
        fr.summary = `Site d'escalade ${r.pick(['incontournable', 'convivial', 'ensoleillé'])}.`;
        en.summary = `${r.pick(['Must-visit', 'Friendly', 'Sunny'])} climbing area.`;
        fr.description =
          '## Secteurs\n1. **École** : voies faciles, idéal débutants\n2. **Grande Face** : grandes voies\n3. **Le Toit** : dévers';
        en.description =
          '## Sectors\n1. **School**: easy routes, great for beginners\n2. **Big Wall**: multi-pitch\n3. **The Roof**: overhangs';
        fr.access = '10 min de marche depuis le parking.';
        en.access = '10 min walk from the car park.';
        fr.access_period = '!! Interdiction temporaire au printemps pour la nidification des rapaces.';
        en.access_period = '!! Temporary ban in spring for nesting birds of prey.';
        break;
      case 'climbing_indoor':
        fr.summary = "Salle d'escalade : voies et bloc.";
        en.summary = 'Climbing gym: routes and bouldering.';
        fr.access = 'Bus urbain, arrêt devant la salle.';
        en.access = 'City bus, stop in front of the gym.';
        break;
      case 'slackline_spot':
        fr.summary = 'Spot de slackline, ancrages en place.';
        en.summary = 'Slackline spot, anchors in place.';
        fr.access = 'Quelques minutes de marche depuis la route.';
        en.access = 'A few minutes’ walk from the road.';
        break;
      case 'local_product':
        fr.summary = 'Vente directe de beaufort et produits laitiers.';
        en.summary = 'Direct sale of Beaufort cheese and dairy products.';
        fr.access = 'Au centre du village.';
        en.access = 'In the village centre.';
        fr.access_period = 'Tous les jours, 8 h – 12 h et 15 h – 19 h.';
        en.access_period = 'Daily, 8 am – 12 pm and 3 pm – 7 pm.';
        break;
      default:
        fr.summary = `${def.fr}, ${def.elevation} m.`;
        en.summary = `${def.en}, ${def.elevation} m.`;
    }
    return { fr, en };
  }

  // ---------------------------------------------------------------- routes
  buildRoutes(): void {
    const plans: RoutePlan[] = [...CLASSICS, ...this.generatedPlans()];
    for (const plan of plans) this.addRoute(plan);
  }

  private nearest(
    def: WaypointDef,
    list: readonly WaypointDef[],
    maxMetres: number,
  ): WaypointDef | undefined {
    let best: WaypointDef | undefined;
    let bestD = Infinity;
    for (const w of list) {
      if (w.key === def.key) continue;
      const d = Math.hypot((w.lon - def.lon) * 78000, (w.lat - def.lat) * 111000);
      if (d < bestD && d <= maxMetres) {
        best = w;
        bestD = d;
      }
    }
    return best;
  }

  private generatedPlans(): RoutePlan[] {
    const r = this.rng;
    const plans: RoutePlan[] = [];
    const used = new Set(CLASSICS.map((p) => `${p.main}|${p.fr}`));
    const add = (p: RoutePlan) => {
      const key = `${p.main}|${p.fr}`;
      if (used.has(key)) return;
      used.add(key);
      plans.push(p);
    };
    const dirs = ENUMS.orientation_types;
    // summits
    for (const s of SUMMITS) {
      const hut = this.nearest(s, HUTS, 7000);
      const access = this.nearest(s, ACCESSES, 16000);
      const o = r.pick(dirs);
      const d = direction(o);
      const glaciated = s.elevation >= 3300 && !['dolomites', 'pyrenees-centrales'].includes(s.range);
      const base = { main: s.key, hut: hut?.key, access: access?.key } as const;
      const clean = (p: RoutePlan): RoutePlan => {
        const out = { ...p };
        if (!out.hut) delete out.hut;
        if (!out.access) delete out.access;
        return out;
      };
      if (s.elevation >= 3900) {
        add(
          clean({
            ...base,
            fr: 'Voie normale',
            en: 'Normal route',
            activities: ['snow_ice_mixed'],
            level: r.float(0.12, 0.4),
            orientation: o,
            days: hut ? 2 : 1,
            config: 'glacier',
          }),
        );
        if (r.chance(0.6))
          add(
            clean({
              ...base,
              fr: `Arête ${d.fr}`,
              en: `${d.en} ridge`,
              activities: ['mountain_climbing'],
              level: r.float(0.35, 0.65),
              orientation: o,
              days: 2,
              config: 'edge',
            }),
          );
        if (r.chance(0.35))
          add(
            clean({
              ...base,
              fr: `Face ${d.fr}`,
              en: `${d.en} face`,
              activities: ['snow_ice_mixed', 'ice_climbing'],
              level: r.float(0.5, 0.8),
              orientation: o,
              config: 'face',
            }),
          );
      } else if (s.elevation >= 2900) {
        if (r.chance(0.7))
          add(
            clean({
              ...base,
              fr: `Versant ${d.fr} à ski`,
              en: `${d.en} side on skis`,
              activities: ['skitouring'],
              level: r.float(0.2, 0.7),
              orientation: o,
              config: glaciated ? 'glacier' : 'face',
              days: hut && r.chance(0.5) ? 2 : 1,
            }),
          );
        if (r.chance(0.6))
          add(
            clean({
              ...base,
              fr: `Arête ${d.fr}`,
              en: `${d.en} ridge`,
              activities: ['mountain_climbing'],
              level: r.float(0.15, 0.55),
              orientation: o,
              config: 'edge',
            }),
          );
        if (r.chance(0.3))
          add(
            clean({
              ...base,
              fr: `Couloir ${d.fr}`,
              en: `${d.en} couloir`,
              activities: ['snow_ice_mixed'],
              level: r.float(0.35, 0.7),
              orientation: o,
              config: 'corridor',
            }),
          );
        if (!glaciated && r.chance(0.4))
          add(
            clean({
              ...base,
              fr: 'Par le sentier',
              en: 'By the trail',
              activities: ['hiking'],
              level: r.float(0.45, 0.8),
              orientation: o,
            }),
          );
      } else {
        add(
          clean({
            ...base,
            fr: `Par le versant ${d.fr}`,
            en: `Via the ${d.en.toLowerCase()} side`,
            activities: ['hiking'],
            level: r.float(0.1, 0.6),
            orientation: o,
            routeType: r.pick(['return_same_way', 'loop'] as const),
          }),
        );
        if (r.chance(0.7))
          add(
            clean({
              ...base,
              fr: 'En raquettes',
              en: 'On snowshoes',
              activities: ['snowshoeing'],
              level: r.float(0.1, 0.6),
              orientation: o,
            }),
          );
        if (r.chance(0.6))
          add(
            clean({
              ...base,
              fr: `Combe ${d.fr}`,
              en: `${d.en} bowl`,
              activities: ['skitouring'],
              level: r.float(0.1, 0.5),
              orientation: o,
            }),
          );
      }
    }
    // climbing crags
    for (const w of ALL_WAYPOINTS.filter((x) => x.type === 'climbing_outdoor')) {
      const names = r.shuffle(CRAG_ROUTE_NAMES);
      const access = this.nearest(w, ACCESSES, 15000);
      const multi = [
        'presles',
        'riglos',
        'verdon',
        'dibona-paroi',
        'cinque-torri',
        'gastlosen',
        'ailefroide-ecole',
      ].includes(w.key);
      const n = r.int(2, 4);
      for (let i = 0; i < n; i++) {
        const name = must(names[i], 'crag name');
        const cot = i === 0 && multi ? 'multi' : w.key === 'ailefroide-ecole' && i === 1 ? 'bloc' : 'single';
        const p: RoutePlan = {
          fr: name.fr,
          en: name.en,
          activities: ['rock_climbing'],
          cot,
          main: w.key,
          level: r.float(0.2, 0.75),
          orientation: r.pick(dirs),
          config: 'face',
        };
        if (access) p.access = access.key;
        if (cot === 'multi' && r.chance(0.4)) p.activities = ['rock_climbing', 'mountain_climbing'];
        add(p);
      }
    }
    // ice falls
    const iceNames: Record<string, Bi[]> = {
      'cascade-du-fournel': [
        { fr: 'Davidoff', en: 'Davidoff' },
        { fr: "L'Y de gauche", en: 'Left-hand Y' },
        { fr: 'Les Formes du Chaos', en: 'Forms of Chaos' },
      ],
      'cascade-de-la-grave': [
        { fr: 'Pylône', en: 'Pylône' },
        { fr: 'Le Lys', en: 'Le Lys' },
      ],
      'cascade-de-lillaz': [
        { fr: 'Repentance Super', en: 'Repentance Super' },
        { fr: 'Lillaz gauche', en: 'Lillaz left' },
        { fr: 'Cascata di Patri', en: 'Patri falls' },
      ],
      'cascade-de-gavarnie': [{ fr: 'Voile de la mariée', en: "Bride's veil" }],
    };
    for (const [key, names] of Object.entries(iceNames)) {
      const w = this.wp(key).def;
      const access = this.nearest(w, ACCESSES, 20000);
      for (const name of names) {
        const p: RoutePlan = {
          fr: name.fr,
          en: name.en,
          activities: ['ice_climbing'],
          main: key,
          level: r.float(0.3, 0.8),
          orientation: r.pick(['N', 'NE', 'NW'] as const),
        };
        if (access) p.access = access.key;
        add(p);
      }
    }
    // via ferrata (extra)
    for (const [main, fr, en, level] of [
      ['sass-pordoi', 'Via ferrata delle Trincee', 'Trincee via ferrata', 0.55],
      ['piz-boe', 'Via ferrata Brigata Tridentina', 'Brigata Tridentina via ferrata', 0.45],
      ['dent-de-crolles', 'Via ferrata de la Dent de Crolles', 'Dent de Crolles via ferrata', 0.35],
      ['mont-charvin', 'Via ferrata du Charvin', 'Charvin via ferrata', 0.4],
      ['moucherotte', 'Via ferrata de Saint-Nizier', 'Saint-Nizier via ferrata', 0.3],
      ['le-rateau', 'Via ferrata des Mines du Grand Clot', 'Grand Clot mines via ferrata', 0.5],
    ] as const) {
      add({
        fr,
        en,
        activities: ['via_ferrata'],
        main,
        level,
        orientation: r.pick(dirs),
        length: r.int(1500, 4000),
      });
    }
    // mountain biking loops from access points
    for (const acc of r.some(ACCESSES, 14)) {
      const d = direction(r.pick(dirs));
      add({
        fr: `Boucle VTT du versant ${d.fr}`,
        en: `${d.en} side MTB loop`,
        activities: ['mountain_biking'],
        main: acc.key,
        level: r.float(0.2, 0.7),
        orientation: r.pick(dirs),
        routeType: 'loop',
        length: r.int(12000, 38000),
      });
    }
    // hikes to lakes, huts and passes
    for (const w of ALL_WAYPOINTS.filter((x) => x.type === 'lake' || x.type === 'pass' || x.type === 'hut')) {
      if (w.type === 'hut' && r.chance(0.5)) continue;
      if (w.type === 'pass' && r.chance(0.4)) continue;
      const access = this.nearest(w, ACCESSES, 15000);
      if (!access) continue;
      const winter = w.type === 'lake' && w.elevation < 2000 && r.chance(0.5);
      add({
        fr: `Depuis ${access.fr}`,
        en: `From ${access.en}`,
        activities: winter ? ['hiking', 'snowshoeing'] : ['hiking'],
        main: w.key,
        access: access.key,
        level: r.float(0.05, 0.45),
        orientation: r.pick(dirs),
        routeType: r.pick(['return_same_way', 'loop'] as const),
      });
    }
    // walks up to paragliding take-offs
    for (const w of ALL_WAYPOINTS.filter((x) => x.type === 'paragliding_takeoff')) {
      const access = this.nearest(w, ACCESSES, 20000);
      const landing = this.nearest(
        w,
        ALL_WAYPOINTS.filter((x) => x.type === 'paragliding_landing'),
        20000,
      );
      const p: RoutePlan = {
        fr: 'Montée à pied au décollage',
        en: 'Walk up to the take-off',
        activities: ['hiking'],
        main: w.key,
        level: r.float(0.05, 0.3),
        orientation: r.pick(dirs),
        routeType: 'traverse',
      };
      if (access) p.access = access.key;
      if (landing) p.extra = [landing.key];
      add(p);
    }
    // slacklines
    for (const w of ALL_WAYPOINTS.filter((x) => x.type === 'slackline_spot')) {
      const lines = w.key.startsWith('highline')
        ? [
            { fr: 'Highline principale', en: 'Main highline' },
            { fr: 'La Courte', en: 'The Short One' },
          ]
        : [{ fr: 'Ligne des arbres', en: 'Tree line' }];
      for (const name of lines)
        add({
          fr: name.fr,
          en: name.en,
          activities: ['slacklining'],
          main: w.key,
          level: r.float(0.2, 0.9),
          orientation: r.pick(dirs),
        });
    }
    return plans;
  }

  private addRoute(plan: RoutePlan): void {
    const r = this.rng;
    const id = this.id();
    const main = this.wp(plan.main);
    const hut = plan.hut ? this.wp(plan.hut) : undefined;
    const access = plan.access ? this.wp(plan.access) : undefined;
    const extras = (plan.extra ?? []).map((k) => this.wp(k));
    const acts = plan.activities;
    const first = must(acts[0], 'route activity');
    const mainDef = main.def;
    const rock = CLIMBING_ROCK[mainDef.key] ?? RANGE_ROCK[mainDef.range];
    const isCrag = mainDef.type === 'climbing_outdoor' || mainDef.type === 'slackline_spot';
    // elevations
    const top = Math.max(
      mainDef.elevation,
      ...extras.filter((e) => e.def.type === 'summit').map((e) => e.def.elevation),
    );
    let low = access?.def.elevation ?? Math.round(top - (isCrag ? r.int(30, 300) : r.int(600, 1500)));
    if (mainDef.type === 'access') low = mainDef.elevation - r.int(0, 100);
    const crag = isCrag && !acts.includes('mountain_climbing');
    const elevationMax =
      mainDef.type === 'access'
        ? mainDef.elevation + r.int(600, 1200)
        : crag
          ? mainDef.elevation + (plan.cot === 'multi' ? r.int(150, 400) : r.int(15, 40))
          : top;
    const elevationMin = Math.min(low, elevationMax - 10);
    const glacier =
      mainDef.elevation >= 3000 &&
      !['dolomites', 'pyrenees-centrales'].includes(mainDef.range) &&
      acts.some((a) => a !== 'rock_climbing' && a !== 'via_ferrata' && a !== 'hiking');
    // path: access → hut → extras → main (raids go through all)
    const stops: Stop[] = [];
    const stopOf = (w: WaypointInfo): Stop => ({
      lon: w.def.lon,
      lat: w.def.lat,
      elevation: w.def.elevation,
    });
    if (access) stops.push(stopOf(access));
    if (hut) stops.push(stopOf(hut));
    const midExtras = extras.filter((e) => e.def.type !== 'access' && e.def.type !== 'paragliding_landing');
    if (plan.routeType === 'raid' || plan.routeType === 'traverse') stops.push(...midExtras.map(stopOf));
    stops.push(stopOf(main));
    if (plan.routeType === 'raid' || plan.routeType === 'traverse')
      for (const e of extras.filter((x) => x.def.type === 'access')) stops.push(stopOf(e));
    let path: number[][] | undefined;
    if (stops.length >= 2 && !crag) path = pathThrough(r, stops, 120, 350);
    if (mainDef.type === 'access' && acts.includes('mountain_biking')) {
      // loop: out to a col and back by another way
      const [lon1, lat1] = offsetLonLat([mainDef.lon, mainDef.lat], r.int(-6000, 6000), r.int(3000, 7000));
      const [lon2, lat2] = offsetLonLat([mainDef.lon, mainDef.lat], r.int(3000, 7000), r.int(-2000, 2000));
      path = pathThrough(
        r,
        [
          stopOf(main),
          { lon: lon1, lat: lat1, elevation: elevationMax },
          { lon: lon2, lat: lat2, elevation: elevationMax - 300 },
          stopOf(main),
        ],
        150,
        350,
      );
    }
    const length = path ? Math.round(pathLength(path)) : (plan.length ?? r.int(800, 6000));
    const shape: RouteShape = {
      activities: acts,
      level: plan.level,
      climbing_outdoor_type: plan.cot,
      elevation_min: elevationMin,
      elevation_max: elevationMax,
      length,
      days: plan.days ?? 1,
      glacier,
      orientations: r.chance(0.25)
        ? [plan.orientation, r.pick(ENUMS.orientation_types)].filter((v, i, arr) => arr.indexOf(v) === i)
        : [plan.orientation],
      route_type: plan.routeType ?? (hut && r.chance(0.2) ? 'loop_hut' : 'return_same_way'),
      configuration: plan.config ? [plan.config] : undefined,
      rock_type: rock,
      lift_access:
        access &&
        ['aiguille-du-midi-telepherique', 'kleine-scheidegg', 'le-tour', 'argentiere'].includes(
          access.def.key,
        )
          ? true
          : r.pick([false, null]),
    };
    const attributes = routeAttributes(r, shape);
    attributes.main_waypoint_id = main.id;
    // locales
    const ratingText = String(
      attributes.global_rating ??
        attributes.rock_free_rating ??
        attributes.ice_rating ??
        attributes.ski_rating ??
        attributes.hiking_rating ??
        '',
    );
    let pitches: [string, number, Bi][] | undefined;
    if (plan.cot === 'multi' || (acts.includes('mountain_climbing') && plan.level > 0.4 && r.chance(0.5))) {
      const free = ENUMS.climbing_ratings.indexOf(
        (attributes.rock_free_rating as (typeof ENUMS.climbing_ratings)[number]) ?? '5c',
      );
      pitches = Array.from({ length: r.int(4, 9) }, () => [
        ENUMS.climbing_ratings[Math.max(1, free - r.int(0, 4))] ?? '5a',
        r.int(20, 50),
        pitchStyle(r),
      ]);
    }
    const prose = routeProse(r, {
      activity: first,
      activities: acts,
      summit: main.target,
      access: access?.target,
      hut: hut?.target,
      orientation: plan.orientation,
      elevationMax,
      heightDiffUp: Math.max(50, elevationMax - elevationMin),
      ratingText,
      pitches,
      glacier,
      historyYear: plan.history?.[0],
      historyPeople: plan.history?.[1],
    });
    const localeFor = (lang: 'fr' | 'en'): DemoLocale => {
      const l: DemoLocale = { lang, title: lang === 'fr' ? plan.fr : plan.en };
      for (const [k, v] of Object.entries(prose)) if (v) l[k] = (v as Bi)[lang];
      return l;
    };
    const quality: Quality = plan.famous
      ? r.pick(['great', 'fine'] as const)
      : this.quality(0.02, 0.3, 0.45, 0.18);
    const locales: DemoLocale[] = [localeFor('fr')];
    if (!(quality === 'draft' && r.chance(0.3))) locales.push(localeFor('en'));
    if (quality === 'empty') {
      for (const l of locales)
        for (const k of Object.keys(l)) if (k !== 'lang' && k !== 'title' && k !== 'summary') delete l[k];
    }
    const localLang =
      mainDef.local?.lang ??
      ({ italy: 'it', switzerland: 'de', austria: 'de', spain: 'es' } as const)[
        RANGE_COUNTRY[mainDef.range] as 'italy'
      ];
    if (plan.local && localLang) {
      locales.push({ lang: localLang, title: plan.local, summary: this.localSummary(localLang, plan.local) });
    }
    // associations waypoint → route (1–3 waypoints, main first); the route is written after them
    const wps = [main, ...(hut ? [hut] : []), ...(access ? [access] : []), ...extras].filter(
      (w) => w.def.type !== 'climbing_indoor',
    );
    const linked = wps.slice(0, Math.min(3, wps.length));
    const writtenMs = Math.max(
      this.at(r.float(0.03, 0.45)),
      ...linked.map((w) => this.writtenMsOf(w.id) + r.int(1, 30) * DAY),
    );
    const geometry: DemoDocument['geometry'] = { geom: pointGeoJson(mainDef.lon, mainDef.lat) };
    if (path && r.chance(0.8)) geometry.geom_detail = lineGeoJsonFromLonLat(path);
    const doc = this.push({
      document_id: id,
      type: 'r',
      quality,
      locales,
      geometry,
      attributes,
      author_id: this.author(),
      written_at: iso(writtenMs),
    });
    for (const w of linked) this.link(w.id, id);
    const takeoff = mainDef.type === 'paragliding_takeoff' ? main : undefined;
    this.routes.push({
      id,
      doc,
      activities: [...acts],
      main,
      access,
      hut,
      waypointIds: linked.map((w) => w.id),
      path,
      target: { id, fr: `${mainDef.fr} : ${plan.fr}`, en: `${mainDef.en}: ${plan.en}` },
      prefix: { fr: mainDef.fr, en: mainDef.en },
      writtenMs,
      weight: plan.famous ? 6 : quality === 'empty' ? 0.3 : 1,
      glacier,
      takeoff,
      landing: extras.find((e) => e.def.type === 'paragliding_landing'),
    });
    // route → route: variants of the same summit
    const sibling = this.routes.find((x) => x.main.id === main.id && x.id !== id);
    if (sibling && r.chance(0.3)) this.link(sibling.id, id);
  }

  // ---------------------------------------------------------------- books
  buildBooks(): void {
    const r = this.rng;
    type BookSeed = {
      fr: string;
      en: string;
      author: string;
      editor: string;
      year: string;
      types: EnumValue<'book_types'>[];
      activities: Activity[];
      langs: string[];
      pages: number;
      isbn?: string;
      routes: string[];
      waypoints: string[];
    };
    const seeds: BookSeed[] = [
      {
        fr: 'Mont-Blanc : courses de neige et de mixte',
        en: 'Mont Blanc: snow and mixed routes',
        author: 'Collectif Cairn',
        editor: 'Éditions du Col',
        year: '2023',
        types: ['topo'],
        activities: ['snow_ice_mixed', 'mountain_climbing'],
        langs: ['fr'],
        pages: 352,
        isbn: '979-10-92345-01',
        routes: ['mont-blanc', 'aiguille-verte', 'mont-blanc-du-tacul'],
        waypoints: ['refuge-des-cosmiques'],
      },
      {
        fr: 'Écrins, les plus belles randonnées à ski',
        en: 'Écrins: the finest ski tours',
        author: 'Hélène Rochas',
        editor: 'Glénat-Montagne',
        year: '2022',
        types: ['topo'],
        activities: ['skitouring'],
        langs: ['fr'],
        pages: 240,
        isbn: '978-2-7234-9876',
        routes: ['dome-de-neige-des-ecrins', 'barre-des-ecrins'],
        waypoints: ['refuge-des-ecrins'],
      },
      {
        fr: 'Pyrénées centrales : 100 sommets',
        en: 'Central Pyrenees: 100 summits',
        author: 'Jordi Serra',
        editor: 'Rando Éditions',
        year: '2021',
        types: ['topo', 'tourism'],
        activities: ['hiking', 'mountain_climbing'],
        langs: ['fr', 'es'],
        pages: 288,
        isbn: '978-2-84182-555',
        routes: ['aneto', 'vignemale', 'mont-perdu'],
        waypoints: ['refuge-de-baysselance'],
      },
      {
        fr: 'Dolomites, vie ferrate scelte',
        en: 'Dolomites: selected via ferratas',
        author: 'Luca Dal Bosco',
        editor: 'Edizioni Monte',
        year: '2020',
        types: ['topo'],
        activities: ['via_ferrata'],
        langs: ['it', 'en'],
        pages: 208,
        isbn: '978-88-6598-321',
        routes: ['piz-boe', 'marmolada', 'tofana-di-rozes'],
        waypoints: [],
      },
      {
        fr: 'Les Grandes Faces Nord',
        en: 'The Great North Faces',
        author: 'Pierre Dumas',
        editor: 'Éditions du Col',
        year: '2019',
        types: ['historical', 'photos-art'],
        activities: ['mountain_climbing'],
        langs: ['fr', 'en'],
        pages: 192,
        isbn: '978-2-35468-204',
        routes: ['eiger', 'grandes-jorasses', 'cervin'],
        waypoints: ['eiger'],
      },
      {
        fr: 'Neige et avalanches : comprendre pour décider',
        en: 'Snow and avalanches: understand to decide',
        author: 'Nora Keller',
        editor: 'Verlag Schnee',
        year: '2024',
        types: ['technics', 'environment'],
        activities: ['skitouring', 'snowshoeing'],
        langs: ['fr', 'de'],
        pages: 164,
        isbn: '978-3-906301-77',
        routes: [],
        waypoints: [],
      },
      {
        fr: 'La Cordée du Mont Aiguille',
        en: 'The Mont Aiguille party',
        author: 'Claire Vernet',
        editor: 'Roman des cimes',
        year: '2018',
        types: ['novel'],
        activities: ['mountain_climbing'],
        langs: ['fr'],
        pages: 310,
        routes: ['mont-aiguille'],
        waypoints: ['mont-aiguille'],
      },
      {
        fr: 'Alpinisme magazine n° 42',
        en: 'Alpinisme magazine no. 42',
        author: 'Rédaction',
        editor: 'Alpinisme Presse',
        year: 'printemps 2025',
        types: ['magazine'],
        activities: ['skitouring', 'ice_climbing', 'rock_climbing'],
        langs: ['fr'],
        pages: 98,
        routes: [],
        waypoints: [],
      },
      {
        fr: 'Grimpes du Vercors',
        en: 'Vercors climbs',
        author: 'Julien Favre',
        editor: 'Éditions du Col',
        year: '2025',
        types: ['topo'],
        activities: ['rock_climbing'],
        langs: ['fr'],
        pages: 256,
        isbn: '979-10-92345-02',
        routes: ['presles', 'mont-aiguille'],
        waypoints: ['presles'],
      },
    ];
    for (const s of seeds) {
      const id = this.id();
      const attrs: Record<string, unknown> = {
        activities: s.activities,
        book_types: s.types,
        author: s.author,
        editor: s.editor,
        publication_date: s.year,
        langs: s.langs,
        nb_pages: s.pages,
      };
      if (s.isbn) attrs.isbn = isbn13(s.isbn);
      if (r.chance(0.5)) attrs.url = `https://books.demo.cairn.example/${id}`;
      const doc = this.push({
        document_id: id,
        type: 'b',
        quality: this.quality(0.05, 0.45, 0.4, 0.1),
        locales: [
          {
            lang: 'fr',
            title: s.fr,
            summary: `Ouvrage de ${s.author} (${s.editor}, ${s.year}).`,
            description: `## Contenu\n${s.pages} pages. Un ouvrage ${r.pick(['de référence', 'richement illustré', 'très pratique'])}.\n\n**Avis** : ${r.pick(['indispensable', 'à emporter dans le sac', 'belle lecture pour les soirs de pluie'])}.`,
          },
          {
            lang: 'en',
            title: s.en,
            summary: `Book by ${s.author} (${s.editor}, ${s.year}).`,
            description: `## Contents\n${s.pages} pages. A ${r.pick(['reference', 'richly illustrated', 'very practical'])} book.\n\n**Verdict**: ${r.pick(['essential', 'one for the rucksack', 'great reading for rainy evenings'])}.`,
          },
        ],
        attributes: attrs,
        author_id: this.author(),
        written_at: iso(this.at(r.float(0.1, 0.6))),
      });
      this.books.push({ id, doc });
      for (const key of s.routes) {
        const route = this.routes.find((x) => x.main.def.key === key);
        if (route) this.link(id, route.id);
      }
      for (const key of s.waypoints) this.link(id, this.wp(key).id);
    }
  }

  // ---------------------------------------------------------------- outings
  buildOutings(count = 340): void {
    const r = this.rng;
    const weighted = this.routes.map((x) => [x, x.weight] as const);
    const pgRoutes = this.routes.filter((x) => x.takeoff);
    for (let n = 0; n < count; n++) {
      // the first outings cover every activity twice; then one in twelve is a flight
      const covering =
        n < 2 * ENUMS.activities.length ? ENUMS.activities[n % ENUMS.activities.length] : undefined;
      if (covering && covering !== 'paragliding') {
        const route = r.pick(this.routes.filter((x) => x.activities.includes(covering as RouteActivity)));
        this.addOuting(route, [covering], covering);
        continue;
      }
      const route = (covering || n % 12 === 5) && pgRoutes.length ? r.pick(pgRoutes) : r.weighted(weighted);
      let activities: Activity[];
      if (route.takeoff) activities = r.chance(0.6) ? ['paragliding'] : ['hiking', 'paragliding'];
      else if (route.activities.length > 1 && r.chance(0.3)) activities = [...route.activities];
      else activities = [r.pick(route.activities)];
      const first = must(activities[0], 'outing activity');
      this.addOuting(route, activities, first);
    }
  }

  private pickDate(route: RouteInfo, activity: Activity): number {
    const r = this.rng;
    const from = Math.max(route.writtenMs + DAY, this.startMs);
    const to = this.refMs - DAY;
    const season = SEASONS[activity];
    let t = from;
    for (let tries = 0; tries < 40; tries++) {
      t = from + r.next() * (to - from);
      if (season.includes(new Date(t).getUTCMonth() + 1)) break;
    }
    return Date.parse(`${ymd(t)}T00:00:00Z`);
  }

  private addOuting(route: RouteInfo, activities: Activity[], first: Activity): void {
    const r = this.rng;
    const id = this.id();
    const dateMs = this.pickDate(route, first);
    const routeDays =
      Number(((route.doc.attributes.durations as string[] | undefined)?.[0] ?? '1').replace('+', '')) || 1;
    let days = Math.min(routeDays, 6) - 1;
    if (days > 0 && r.chance(0.3)) days -= 1;
    const endMs = Math.min(dateMs + days * DAY, Date.parse(`${ymd(this.refMs)}T00:00:00Z`));
    const authorId = this.author();
    const author = must(
      this.users.find((u) => u.id === authorId),
      'author',
    );
    const companions = r.chance(0.45)
      ? r.some(
          this.users.filter((u) => u.id !== authorId),
          r.int(1, 2),
        )
      : [];
    const guests = r.chance(0.5) ? r.some(GUESTS, r.int(1, 3)) : [];
    const condition = r.weighted<EnumValue<'condition_ratings'>>([
      ['excellent', 3],
      ['good', 5],
      ['average', 3],
      ['poor', 1.2],
      ['awful', 0.4],
    ]);
    const partial = condition === 'awful' || (condition === 'poor' && r.chance(0.5)) || r.chance(0.04);
    const ra = route.doc.attributes;
    const elevMax = Number(ra.elevation_max ?? route.main.def.elevation);
    const elevMin = Number(ra.elevation_min ?? elevMax - 500);
    const reached = partial ? Math.round(elevMin + (elevMax - elevMin) * r.float(0.5, 0.9)) : elevMax;
    const up = Math.max(0, reached - elevMin);
    const snow = activities.some(
      (a) => a === 'skitouring' || a === 'snowshoeing' || a === 'ice_climbing' || a === 'snow_ice_mixed',
    );
    const attrs: Record<string, unknown> = {
      activities,
      date_start: ymd(dateMs),
      date_end: ymd(endMs),
      frequentation: r.pick(ENUMS.frequentation_types),
      participant_count: 1 + companions.length + guests.length,
      elevation_min: elevMin,
      elevation_max: reached,
      elevation_access: route.access?.def.elevation ?? elevMin,
      height_diff_up: up + r.int(0, Math.round(up * 0.05)),
      height_diff_down: up + r.int(0, Math.round(up * 0.05)),
      partial_trip: partial,
      public_transport: r.chance(0.12),
      condition_rating: condition,
      disable_comments: false,
      ...outingRatingsFromRoute(ra, activities),
    };
    if (attrs.height_diff_difficulties === undefined) delete attrs.height_diff_difficulties;
    if (snow) attrs.access_condition = r.pick(['cleared', 'snowy', 'snowy', 'closed_snow'] as const);
    else if (r.chance(0.3)) attrs.access_condition = 'cleared';
    if (route.hut)
      attrs.hut_status = r.pick(['open_guarded', 'open_guarded', 'open_non_guarded', 'closed_hut'] as const);
    if (route.doc.attributes.lift_access === true)
      attrs.lift_status = r.pick(['open', 'open', 'closed'] as const);
    if (
      activities.some((a) => isSnowActivity(a) && a !== 'mountain_climbing') ||
      (activities.includes('mountain_climbing') && r.chance(0.5))
    ) {
      const snowLine = Math.round((elevMin + r.int(0, 600)) / 50) * 50;
      const set = (f: string, v: unknown) => {
        if (
          ['avalanche_signs'].includes(f) &&
          !activities.some((a) => ['skitouring', 'snow_ice_mixed', 'ice_climbing', 'snowshoeing'].includes(a))
        )
          return;
        if (
          f === 'glacier_rating' &&
          !(
            route.glacier &&
            activities.some((a) =>
              ['skitouring', 'snow_ice_mixed', 'mountain_climbing', 'snowshoeing'].includes(a),
            )
          )
        )
          return;
        if (
          f !== 'avalanche_signs' &&
          f !== 'glacier_rating' &&
          !activities.some((a) =>
            ['skitouring', 'snow_ice_mixed', 'mountain_climbing', 'ice_climbing', 'snowshoeing'].includes(a),
          )
        )
          return;
        attrs[f] = v;
      };
      set('elevation_up_snow', Math.min(snowLine, reached));
      set('elevation_down_snow', Math.min(snowLine + r.int(-100, 100), reached));
      set('snow_quantity', r.pick(ENUMS.snow_quantity_ratings));
      set('snow_quality', r.pick(ENUMS.snow_quality_ratings));
      set('glacier_rating', r.pick(['easy', 'possible', 'possible', 'difficult'] as const));
      set('avalanche_signs', r.chance(0.7) ? ['no'] : r.some(ENUMS.avalanche_signs.slice(1), r.int(1, 2)));
    }
    // GPS track
    let geomDetail: string | undefined;
    let lengthTotal: number | undefined;
    const pace: Pace =
      first === 'skitouring'
        ? { flat: 3500, up: 400, down: 2000 }
        : first === 'mountain_biking'
          ? { flat: 12000, up: 700, down: 3000 }
          : first === 'paragliding'
            ? { flat: 3500, up: 450, down: 4000 }
            : first === 'hiking' || first === 'snowshoeing'
              ? { flat: 4000, up: 380, down: 550 }
              : { flat: 2500, up: 250, down: 400 };
    const startHour = first === 'mountain_climbing' || first === 'snow_ice_mixed' ? r.int(3, 5) : r.int(6, 9);
    const startEpoch = Math.round((dateMs + (startHour - 2) * 3600000) / 1000);
    const flying = activities.includes('paragliding') && route.takeoff && route.landing;
    if (flying && route.takeoff && route.landing) {
      // hike (optional) then flight: take-off → thermal → landing
      const t = route.takeoff.def;
      const l = route.landing.def;
      const [thLon, thLat] = offsetLonLat([t.lon, t.lat], r.int(-3000, 3000), r.int(-3000, 3000));
      const flight = pathThrough(
        r,
        [
          { lon: t.lon, lat: t.lat, elevation: t.elevation },
          { lon: thLon, lat: thLat, elevation: t.elevation + r.int(300, 1200) },
          { lon: l.lon, lat: l.lat, elevation: l.elevation },
        ],
        150,
        150,
      );
      let track: number[][] = [];
      let hikeLength = 0;
      if (activities.includes('hiking') && route.path) {
        const hike = pathThrough(r, pathStops(route.path), 120, 120);
        track = timed(r, hike, startEpoch, pace);
        hikeLength = pathLength(hike);
      }
      const takeOffAt = (track[track.length - 1]?.[3] ?? startEpoch + 3 * 3600) + r.int(600, 1800);
      track = [...track, ...timed(r, flight, takeOffAt, { flat: 28000, up: 900, down: 1500 })];
      geomDetail = lineGeoJsonFromLonLat(track);
      lengthTotal = Math.round(hikeLength + pathLength(flight));
      if (activities.length === 1) {
        // a flight only: elevations and height differences come from the flight
        let gain = 0;
        let loss = 0;
        for (let i = 1; i < flight.length; i++) {
          const dz = (flight[i]?.[2] ?? 0) - (flight[i - 1]?.[2] ?? 0);
          if (dz > 0) gain += dz;
          else loss -= dz;
        }
        const zs = flight.map((p) => p[2] ?? 0);
        attrs.elevation_min = Math.round(Math.min(...zs));
        attrs.elevation_max = Math.round(Math.max(...zs));
        attrs.elevation_access = t.elevation;
        attrs.height_diff_up = Math.round(gain);
        attrs.height_diff_down = Math.round(loss);
      }
    } else if (route.path && r.chance(0.75)) {
      const upPath = pathThrough(r, pathStops(route.path), 120, 200);
      const cut = partial ? Math.max(2, Math.round(upPath.length * r.float(0.5, 0.9))) : upPath.length;
      const outward = upPath.slice(0, cut);
      const full = String(route.doc.attributes.route_types ?? '').includes('traverse')
        ? outward
        : [
            ...outward,
            ...outward
              .slice(0, -1)
              .reverse()
              .map(([lon, lat, z]) => [
                (lon ?? 0) + r.float(-0.0002, 0.0002),
                (lat ?? 0) + r.float(-0.0002, 0.0002),
                (z ?? 0) + r.float(-2, 2),
              ]),
          ];
      if (full.length >= 2) {
        const track = timed(r, full, startEpoch, pace);
        geomDetail = lineGeoJsonFromLonLat(track);
        lengthTotal = Math.round(pathLength(full));
      }
    }
    attrs.length_total = lengthTotal ?? Math.round(Number(ra.route_length ?? 8000));
    const hoursUp = Math.max(0.5, up / pace.up);
    const proseOut = outingProse(r, {
      route: route.target,
      activity: first,
      condition,
      hut: route.hut?.target,
      snow,
      startHour,
      hoursUp,
      participants: guests,
    });
    const avalanches = activities.some((a) =>
      ['skitouring', 'snow_ice_mixed', 'ice_climbing', 'snowshoeing'].includes(a),
    )
      ? avalanchesProse(r)
      : undefined;
    const levels = avalanches && r.chance(0.4) ? conditionsLevels(r, elevMax) : undefined;
    const titleFor = (lang: 'fr' | 'en'): string => `${route.target[lang]}`.slice(0, 150);
    const localeFor = (lang: 'fr' | 'en'): DemoLocale => {
      const l: DemoLocale = { lang, title: titleFor(lang) };
      for (const [k, v] of Object.entries(proseOut)) l[k] = typeof v === 'string' ? v : v[lang];
      if (avalanches) l.avalanches = avalanches[lang];
      if (levels) l.conditions_levels = levels;
      l.summary = (proseOut.description as Bi)[lang];
      return l;
    };
    const locales: DemoLocale[] = [];
    const lang = author.lang;
    if (lang === 'fr' || lang === 'en') {
      locales.push(localeFor(lang));
      if (r.chance(0.55)) locales.push(localeFor(lang === 'fr' ? 'en' : 'fr'));
    } else {
      const local: Record<string, string> = {
        it: 'Bella giornata, condizioni buone. Da rifare!',
        de: 'Schöne Tour bei guten Verhältnissen. Gerne wieder!',
        es: 'Buena jornada, condiciones buenas. ¡Para repetir!',
      };
      locales.push({
        lang,
        title: titleFor('en'),
        description: local[lang] ?? '',
        participants: guests.join(', '),
        summary: local[lang] ?? '',
      });
      if (r.chance(0.5)) locales.push(localeFor('en'));
    }
    const writtenMs = Math.min(this.refMs, endMs + r.int(10, 72) * 3600000 + r.int(0, 3599) * 1000);
    const geometry: DemoDocument['geometry'] = { geom: must(route.doc.geometry?.geom, 'route point') };
    if (geomDetail) geometry.geom_detail = geomDetail;
    // quality follows the content score idea of fields.md §7.4
    const score =
      (geomDetail ? 0.5 : 0) +
      (locales.length > 1 ? 1 : 0.5) +
      (levels ? 1 : 0) +
      (condition ? 0.5 : 0) +
      0.5;
    const quality: Quality = score < 1 ? 'empty' : score < 2 ? 'draft' : score < 3 ? 'medium' : 'fine';
    const doc = this.push({
      document_id: id,
      type: 'o',
      quality,
      locales,
      geometry,
      attributes: attrs,
      author_id: authorId,
      written_at: iso(writtenMs),
    });
    this.link(route.id, id);
    if (r.chance(0.08)) {
      const other = this.routes.find(
        (x) => x.main.id === route.main.id && x.id !== route.id && x.writtenMs < dateMs,
      );
      if (other) this.link(other.id, id);
    }
    const userIds = [authorId, ...companions.map((u) => u.id)];
    for (const u of userIds) this.link(u, id);
    this.outings.push({
      id,
      doc,
      route,
      activities,
      dateMs,
      writtenMs,
      userIds,
      target: { id, fr: titleFor('fr'), en: titleFor('en') },
    });
  }

  // ---------------------------------------------------------------- xreports
  buildXreports(count = 14): void {
    const r = this.rng;
    const candidates = this.outings.filter((o) =>
      [
        'skitouring',
        'snow_ice_mixed',
        'mountain_climbing',
        'rock_climbing',
        'ice_climbing',
        'hiking',
      ].includes(o.activities[0] ?? ''),
    );
    const picked = r.some(candidates, count);
    for (const o of picked) {
      const id = this.id();
      const act = must(o.activities[0], 'activity');
      const cot = o.route.doc.attributes.climbing_outdoor_type;
      const eventActivity: EnumValue<'event_activities'> =
        act === 'skitouring'
          ? 'skitouring'
          : act === 'snow_ice_mixed'
            ? 'snow_ice_mixed'
            : act === 'ice_climbing'
              ? 'ice_climbing'
              : act === 'mountain_climbing'
                ? 'alpine_climbing'
                : act === 'rock_climbing'
                  ? cot === 'multi'
                    ? 'multipitch_climbing'
                    : 'sport_climbing'
                  : 'other';
      const eventType: EnumValue<'event_types'> =
        eventActivity === 'skitouring'
          ? r.pick(['avalanche', 'avalanche', 'injury_without_fall', 'person_fall'] as const)
          : eventActivity === 'snow_ice_mixed'
            ? r.pick(['crevasse_fall', 'stone_ice_fall', 'ice_cornice_collapse'] as const)
            : eventActivity === 'ice_climbing'
              ? r.pick(['stone_ice_fall', 'person_fall'] as const)
              : eventActivity === 'alpine_climbing'
                ? r.pick(['stone_ice_fall', 'person_fall', 'blocked_person', 'weather_event'] as const)
                : eventActivity === 'other'
                  ? r.pick(['physical_failure', 'injury_without_fall', 'critical_situation'] as const)
                  : r.pick(['person_fall', 'safety_operation', 'other'] as const);
      const severity = r.pick(ENUMS.severities);
      const [lon, lat] = positionOf(must(o.doc.geometry?.geom, 'outing point'));
      const [xlon, xlat] = offsetLonLat([lon, lat], r.int(-400, 400), r.int(-400, 400));
      const attrs: Record<string, unknown> = {
        event_activity: eventActivity,
        event_type: eventType,
        date: o.doc.attributes.date_start,
        elevation: Math.round(Number(o.doc.attributes.elevation_max) - r.int(0, 300)),
        nb_participants: Number(o.doc.attributes.participant_count),
        nb_impacted: r.int(1, Math.max(1, Number(o.doc.attributes.participant_count))),
        rescue: r.pick([true, false, null]),
        severity,
        author_status: r.pick(ENUMS.author_statuses),
        activity_rate: r.pick(ENUMS.activity_rates),
        age: r.int(19, 67),
        gender: r.pick(ENUMS.genders),
        previous_injuries: r.pick(ENUMS.previous_injuries),
        autonomy: r.pick(ENUMS.autonomies),
        supervision: r.pick(ENUMS.supervision),
        anonymous: r.chance(0.2),
        disable_comments: false,
      };
      if (attrs.supervision !== 'no_supervision') attrs.qualification = r.pick(ENUMS.qualification);
      if (eventType === 'avalanche') {
        attrs.avalanche_level = r.pick(['level_2', 'level_3', 'level_3', 'level_4'] as const);
        attrs.avalanche_slope = r.pick(['slope_30_35', 'slope_35_40', 'slope_40_45'] as const);
      }
      const text = xreportProse(
        eventType,
        o.route.target,
        ['skitouring', 'snow_ice_mixed', 'ice_climbing'].includes(eventActivity),
      );
      const written = Math.min(this.refMs, o.writtenMs + r.int(1, 20) * DAY + r.int(0, 86399) * 1000);
      const authorId = must(o.userIds[0], 'xreport author');
      const doc = this.push({
        document_id: id,
        type: 'x',
        quality: this.quality(0.02, 0.35, 0.45, 0.18),
        locales: [
          { lang: 'fr', title: text.title.fr, ...pickLang(text.sections, 'fr') },
          ...(r.chance(0.7) ? [{ lang: 'en', title: text.title.en, ...pickLang(text.sections, 'en') }] : []),
        ],
        geometry: { geom: pointGeoJson(xlon, xlat) },
        attributes: attrs,
        author_id: authorId,
        written_at: iso(written),
      });
      this.xreports.push({ id, doc });
      this.link(o.id, id);
      this.link(o.route.id, id);
      this.link(authorId, id);
      if (r.chance(0.3)) this.link(o.route.main.id, id);
    }
  }

  // ---------------------------------------------------------------- articles
  buildArticles(): void {
    const r = this.rng;
    type ArticleSeed = {
      fr: string;
      en: string;
      type: 'collab' | 'personal';
      categories: EnumValue<'article_categories'>[];
      activities: Activity[];
      body: Bi;
      links?: 'route' | 'outing' | 'waypoint';
    };
    const seeds: ArticleSeed[] = [
      {
        fr: 'Bien utiliser son DVA',
        en: 'Using your avalanche transceiver',
        type: 'collab',
        categories: ['technical', 'gear'],
        activities: ['skitouring', 'snowshoeing'],
        body: {
          fr: '## Avant de partir\n- Test de groupe au parking\n- Piles chargées à plus de 50 %\n\n## En cas d’ensevelissement\n1. Recherche du signal\n2. Recherche fine\n3. Sondage et pelletage **en V**',
          en: '## Before leaving\n- Group check at the car park\n- Batteries above 50%\n\n## In case of burial\n1. Signal search\n2. Fine search\n3. Probing and **V-shaped** shovelling',
        },
      },
      {
        fr: 'Les cotations en alpinisme',
        en: 'Mountaineering grades explained',
        type: 'collab',
        categories: ['technical', 'topoguide_supplements'],
        activities: ['mountain_climbing', 'snow_ice_mixed', 'rock_climbing'],
        body: {
          fr: '## Cotation globale\nDe **F** (facile) à **ED** (extrêmement difficile).\n\n## Engagement\nDe I à VI.\n\nL#= | cotation | exemple\nL# | PD | Aiguille du Tour\nL# | AD | Arête des Cosmiques\nL# | TD | Éperon Walker',
          en: '## Overall grade\nFrom **F** (easy) to **ED** (extremely difficult).\n\n## Commitment\nFrom I to VI.\n\nL#= | grade | example\nL# | PD | Aiguille du Tour\nL# | AD | Cosmiques ridge\nL# | TD | Walker spur',
        },
      },
      {
        fr: 'Matériel de progression sur glacier',
        en: 'Glacier travel gear',
        type: 'collab',
        categories: ['gear'],
        activities: ['snow_ice_mixed', 'skitouring'],
        body: {
          fr: '- Baudrier, 2 mousquetons à vis\n- 1 broche à glace\n- Poulie autobloquante\n- Cordelette pour le mouflage',
          en: '- Harness, two screwgate karabiners\n- One ice screw\n- Self-locking pulley\n- Cord for a pulley system',
        },
      },
      {
        fr: 'Rejoindre les Écrins en train et en bus',
        en: 'Getting to the Écrins by train and bus',
        type: 'collab',
        categories: ['soft_mobility'],
        activities: ['hiking', 'skitouring', 'mountain_climbing'],
        body: {
          fr: '## En train\nGare de Briançon ou de Grenoble.\n\n## En bus\nLignes régulières vers La Grave, Vallouise et La Bérarde (été).',
          en: '## By train\nBriançon or Grenoble station.\n\n## By bus\nRegular lines to La Grave, Vallouise and La Bérarde (summer).',
        },
        links: 'waypoint',
      },
      {
        fr: 'Faune de montagne : respecter la quiétude hivernale',
        en: 'Mountain wildlife: respecting winter quiet',
        type: 'collab',
        categories: ['mountain_environment'],
        activities: ['skitouring', 'snowshoeing'],
        body: {
          fr: 'Le **tétras-lyre** passe l’hiver dans des igloos sous la neige : un dérangement lui coûte une énergie précieuse. Contourner les zones de quiétude balisées.',
          en: 'The **black grouse** spends the winter in snow burrows: each disturbance costs it precious energy. Avoid the marked quiet zones.',
        },
      },
      {
        fr: 'Cotation des cascades de glace',
        en: 'Ice-fall grades',
        type: 'collab',
        categories: ['technical'],
        activities: ['ice_climbing'],
        body: {
          fr: 'La cotation technique va de **1** à **7+**. Elle dépend fortement des conditions du jour.',
          en: 'The technical grade goes from **1** to **7+** and depends heavily on the day’s conditions.',
        },
      },
      {
        fr: 'Parapente : lire l’aérologie d’un site',
        en: 'Paragliding: reading a site’s air flow',
        type: 'collab',
        categories: ['technical'],
        activities: ['paragliding'],
        body: {
          fr: '## Brises\nLa brise de pente s’établit vers 10 h sur les versants Est.\n\n!!! Se méfier du vent météo en altitude.',
          en: '## Breezes\nThe slope breeze sets in around 10 am on east faces.\n\n!!! Watch out for the upper-level wind.',
        },
      },
      {
        fr: 'Slackline : installer un ancrage sur arbre',
        en: 'Slackline: rigging a tree anchor',
        type: 'collab',
        categories: ['technical', 'gear'],
        activities: ['slacklining'],
        body: {
          fr: 'Toujours protéger l’écorce avec un **tree-pro**. Diamètre minimal : 30 cm.',
          en: 'Always protect the bark with a **tree pro**. Minimum diameter: 30 cm.',
        },
      },
      {
        fr: 'À propos de Cairn',
        en: 'About Cairn',
        type: 'collab',
        categories: ['site_info', 'association'],
        activities: ['hiking', 'skitouring', 'mountain_climbing', 'rock_climbing'],
        body: {
          fr: 'Cairn est un topo-guide collaboratif et libre. Les itinéraires sont sous licence **CC by-sa**.',
          en: 'Cairn is a free, collaborative guidebook. Routes are licensed **CC by-sa**.',
        },
      },
      {
        fr: 'Ma première Haute Route',
        en: 'My first Haute Route',
        type: 'personal',
        categories: ['stories'],
        activities: ['skitouring'],
        body: {
          fr: 'Six jours, six refuges, et des souvenirs plein la tête. Récit jour par jour.',
          en: 'Six days, six huts, and a head full of memories. Day-by-day account.',
        },
        links: 'outing',
      },
      {
        fr: 'Expédition au Népal, automne 2025',
        en: 'Nepal expedition, autumn 2025',
        type: 'personal',
        categories: ['expeditions'],
        activities: ['mountain_climbing'],
        body: {
          fr: '## Logistique\nPermis, porteurs, acclimatation : tout ce que nous avons appris.',
          en: '## Logistics\nPermits, porters, acclimatisation: everything we learnt.',
        },
      },
      {
        fr: 'Retour sur la rencontre Cairn à Chamonix',
        en: 'Looking back on the Cairn meet-up in Chamonix',
        type: 'personal',
        categories: ['c2c_meetings'],
        activities: ['rock_climbing', 'hiking'],
        body: {
          fr: 'Quarante participants, deux jours de grimpe aux Gaillands et une soirée projection.',
          en: 'Forty people, two days of climbing at the Gaillands and a film night.',
        },
        links: 'waypoint',
      },
      {
        fr: 'Une saison de cascade',
        en: 'One ice season',
        type: 'personal',
        categories: ['stories'],
        activities: ['ice_climbing'],
        body: {
          fr: 'De Cogne au Fournel, bilan d’un hiver très froid.',
          en: 'From Cogne to the Fournel, looking back on a very cold winter.',
        },
        links: 'route',
      },
      {
        fr: 'Lexique de la montagne',
        en: 'Mountain glossary',
        type: 'collab',
        categories: ['topoguide_supplements'],
        activities: ['hiking', 'mountain_climbing'],
        body: {
          fr: '- **Brèche** : échancrure dans une arête\n- **Couloir** : ravine raide\n- **Rimaye** : crevasse au pied d’une paroi',
          en: '- **Breach**: a notch in a ridge\n- **Couloir**: a steep gully\n- **Bergschrund**: crevasse at the foot of a face',
        },
      },
    ];
    for (const s of seeds) {
      const id = this.id();
      const authorId = s.type === 'collab' ? this.author() : this.author();
      const locales: DemoLocale[] = [
        {
          lang: 'fr',
          title: s.fr,
          summary: s.body.fr.split('\n')[0]?.replace(/^#+\s*/, '') ?? '',
          description: s.body.fr,
        },
        {
          lang: 'en',
          title: s.en,
          summary: s.body.en.split('\n')[0]?.replace(/^#+\s*/, '') ?? '',
          description: s.body.en,
        },
      ];
      const doc = this.push({
        document_id: id,
        type: 'c',
        quality: s.type === 'collab' ? this.quality(0.1, 0.4, 0.4, 0.1) : 'medium',
        locales: s.type === 'personal' && r.chance(0.4) ? [locales[0] as DemoLocale] : locales,
        attributes: { activities: s.activities, categories: s.categories, article_type: s.type },
        author_id: authorId,
        written_at: iso(this.at(r.float(0.1, 0.98))),
      });
      this.articles.push({ id, doc });
      if (s.type === 'personal') this.link(authorId, id);
      if (s.links === 'outing') {
        const o = this.outings.find((x) => x.activities.includes('skitouring'));
        if (o) this.link(o.id, id);
      }
      if (s.links === 'route') {
        const rt = this.routes.find((x) => x.activities.includes('ice_climbing'));
        if (rt) this.link(rt.id, id);
      }
      if (s.links === 'waypoint')
        this.link(this.wp(s.fr.includes('Écrins') ? 'la-grave' : 'gaillands').id, id);
      if (s.activities.length && s.type === 'collab' && r.chance(0.4)) {
        const rt = this.routes.find((x) => x.activities.some((a) => s.activities.includes(a)));
        if (rt) this.link(rt.id, id);
      }
    }
    // article → article, book → article, xreport → article
    const [a0, a1, a2] = this.articles;
    if (a0 && a1) this.link(a0.id, a1.id);
    if (a1 && a2) this.link(a1.id, a2.id);
    const glossary = this.articles[this.articles.length - 1];
    const book = this.books[0];
    if (book && glossary) this.link(book.id, glossary.id);
    const dva = this.articles[0];
    for (const x of this.xreports.slice(0, 3)) if (dva) this.link(x.id, dva.id);
  }

  // ---------------------------------------------------------------- images
  buildImages(): void {
    const r = this.rng;
    const cameras: [string, number, number][] = [
      ['Canon EOS 90D', 18, 135],
      ['Nikon Z 6II', 24, 70],
      ['Sony ILCE-7M3', 24, 105],
      ['Fujifilm X-T4', 16, 80],
      ['Apple iPhone 15 Pro', 6.9, 6.9],
      ['Google Pixel 8', 6.9, 6.9],
    ];
    type Target = {
      kind: 'r' | 'w' | 'o' | 'b' | 'c' | 'a';
      id: number;
      lon: number;
      lat: number;
      elevation: number;
      activities: Activity[];
      title: Bi;
      dateMs: number;
      /** Upload time when it follows a document (outing pictures come with the report). */
      uploadMs?: number;
      authorId?: number;
    };
    const targets: Target[] = [];
    const routesWithPics = r.some(
      this.routes.filter((x) => x.doc.quality !== 'empty'),
      15,
    );
    for (const rt of routesWithPics) {
      const [lon, lat] = positionOf(must(rt.doc.geometry?.geom, 'route point'));
      targets.push({
        kind: 'r',
        id: rt.id,
        lon,
        lat,
        elevation: rt.main.def.elevation,
        activities: rt.activities,
        title: rt.target,
        dateMs: rt.writtenMs + r.int(1, 200) * DAY,
      });
    }
    for (const key of [
      'mont-blanc',
      'barre-des-ecrins',
      'cervin',
      'eiger',
      'aneto',
      'vignemale',
      'mont-perdu',
      'grand-combin',
      'refuge-du-gouter',
      'lac-blanc',
      'cima-grande',
      'gaillands',
    ]) {
      const w = this.wp(key);
      targets.push({
        kind: 'w',
        id: w.id,
        lon: w.def.lon,
        lat: w.def.lat,
        elevation: w.def.elevation,
        activities:
          w.def.type === 'climbing_outdoor'
            ? ['rock_climbing']
            : w.def.elevation > 3000
              ? ['mountain_climbing', 'snow_ice_mixed']
              : ['hiking'],
        title: w.target,
        dateMs: this.at(r.float(0.2, 0.9)),
      });
    }
    for (const o of r.some(this.outings, 12)) {
      const [lon, lat] = positionOf(must(o.doc.geometry?.geom, 'outing point'));
      targets.push({
        kind: 'o',
        id: o.id,
        lon,
        lat,
        elevation: Number(o.doc.attributes.elevation_max),
        activities: o.activities,
        title: o.target,
        dateMs: o.dateMs + r.int(7, 14) * 3600000,
        uploadMs: o.writtenMs + r.int(60, 1800) * 1000,
        authorId: o.userIds[0],
      });
    }
    const book = this.books[0];
    if (book)
      targets.push({
        kind: 'b',
        id: book.id,
        lon: 0,
        lat: 0,
        elevation: 0,
        activities: book.doc.attributes.activities as Activity[],
        title: { fr: String(book.doc.locales[0]?.title), en: String(book.doc.locales[1]?.title) },
        dateMs: this.at(0.5),
      });
    const article = this.articles[3];
    if (article)
      targets.push({
        kind: 'c',
        id: article.id,
        lon: 6.3,
        lat: 45.04,
        elevation: 1500,
        activities: article.doc.attributes.activities as Activity[],
        title: {
          fr: String(article.doc.locales[0]?.title),
          en: String(article.doc.locales[1]?.title ?? article.doc.locales[0]?.title),
        },
        dateMs: this.at(0.7),
      });
    const range = this.areas.find((a) => a.def.key === 'ecrins');
    if (range)
      targets.push({
        kind: 'a',
        id: range.id,
        lon: 6.36,
        lat: 44.93,
        elevation: 2800,
        activities: ['skitouring', 'mountain_climbing'],
        title: { fr: range.def.fr, en: range.def.en },
        dateMs: this.at(0.3),
      });
    const count = Math.min(DEMO_PICTURE_COUNT, targets.length);
    for (let i = 0; i < count; i++) {
      const t = must(targets[i], 'image target');
      const index = i;
      const id = this.id();
      const { width, height } = demoPictureSize(index);
      const [camera, fMin, fMax] = r.pick(cameras);
      const imageType: EnumValue<'image_types'> =
        t.kind === 'o' ? 'personal' : t.kind === 'b' ? 'copyright' : 'collaborative';
      const categories: EnumValue<'image_categories'>[] =
        t.kind === 'b'
          ? ['book']
          : t.kind === 'o'
            ? r.some(['action', 'people', 'rise', 'descent', 'landscapes'] as const, r.int(1, 2))
            : t.kind === 'w'
              ? ['landscapes']
              : r.some(['landscapes', 'topo', 'track', 'rise'] as const, r.int(1, 2));
      const hour = r.int(7, 17);
      const local = new Date(t.dateMs);
      const date = `${ymd(local.getTime())}T${String(hour).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}+0${local.getUTCMonth() >= 3 && local.getUTCMonth() <= 9 ? 2 : 1}:00`;
      const attrs: Record<string, unknown> = {
        activities: t.activities,
        categories,
        image_type: imageType,
        author:
          t.kind === 'b'
            ? 'Éditions du Col'
            : must(
                this.users.find((u) => u.id === (t.authorId ?? this.users[i % this.users.length]?.id)),
                'photographer',
              ).name,
        date_time: t.kind === 'b' ? null : date,
        elevation: t.kind === 'b' ? null : Math.max(0, Math.round(t.elevation - r.int(0, 400))),
        camera_name: camera,
        exposure_time: r.pick([1 / 2000, 1 / 1000, 1 / 500, 1 / 250, 1 / 125]),
        focal_length: Math.round(r.float(fMin, fMax) * 10) / 10,
        fnumber: r.pick([1.8, 2.8, 4, 5.6, 8, 11]),
        iso_speed: r.pick([100, 100, 200, 400, 800]),
        filename: demoPictureFilename(index),
        file_size: Math.round(width * height * r.float(0.12, 0.2)),
        width,
        height,
      };
      const titleFr =
        t.kind === 'w'
          ? `${t.title.fr} depuis ${r.pick(['le col', 'la vallée', 'le refuge'])}`
          : t.kind === 'o'
            ? `${t.title.fr} — ${r.pick(['au sommet', 'à la montée', 'dans la descente'])}`
            : t.title.fr;
      const titleEn =
        t.kind === 'w'
          ? `${t.title.en} from ${r.pick(['the pass', 'the valley', 'the hut'])}`
          : t.kind === 'o'
            ? `${t.title.en} — ${r.pick(['on top', 'going up', 'on the way down'])}`
            : t.title.en;
      const doc: DemoDocument = {
        document_id: id,
        type: 'i',
        quality: imageType === 'collaborative' ? this.quality(0.1, 0.4, 0.4, 0.1) : 'medium',
        locales: [
          {
            lang: 'fr',
            title: titleFr.slice(0, 150),
            description: r.chance(0.4) ? 'Photo prise en fin de matinée, belle lumière.' : undefined,
          },
          { lang: 'en', title: titleEn.slice(0, 150) },
        ],
        attributes: attrs,
        author_id: t.authorId ?? this.author(),
        written_at: iso(t.uploadMs ?? Math.min(this.refMs, t.dateMs + r.int(1, 48) * 3600000)),
        image_file: demoPictureFilename(index),
      };
      if (doc.locales[0]?.description === undefined) delete doc.locales[0]?.description;
      if (t.kind !== 'b' && t.kind !== 'c') {
        const [lon, lat] = offsetLonLat([t.lon, t.lat], r.int(-1500, 1500), r.int(-1500, 1500));
        doc.geometry = { geom: pointGeoJson(lon, lat) };
      }
      this.push(doc);
      this.link(t.id, id);
      // outing pictures also illustrate the route
      if (t.kind === 'o' && r.chance(0.3)) {
        const o = this.outings.find((x) => x.id === t.id);
        if (o) this.link(o.route.id, id);
      }
    }
  }
}

function pathStops(path: readonly number[][]): Stop[] {
  // re-sample the route line through a handful of its own points
  const n = Math.min(8, path.length);
  const out: Stop[] = [];
  for (let i = 0; i < n; i++) {
    const p = path[Math.round((i * (path.length - 1)) / Math.max(1, n - 1))] as number[];
    out.push({ lon: p[0] ?? 0, lat: p[1] ?? 0, elevation: p[2] ?? 0 });
  }
  return out;
}

function positionOf(geoJsonText: string): LonLat {
  const g = JSON.parse(geoJsonText) as { coordinates: [number, number] };
  return toLonLat(...g.coordinates);
}

function pickLang(sections: Record<string, Bi>, lang: 'fr' | 'en'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(sections)) out[k] = v[lang];
  return out;
}

function xreportProse(
  eventType: EnumValue<'event_types'>,
  route: LinkTarget,
  snowy: boolean,
): { title: Bi; sections: Record<string, Bi> } {
  const titles: Record<string, Bi> = {
    avalanche: { fr: 'Déclenchement d’une plaque à la montée', en: 'Slab triggered on the way up' },
    stone_ice_fall: { fr: 'Chute de pierres dans le couloir', en: 'Rockfall in the couloir' },
    ice_cornice_collapse: { fr: 'Effondrement de corniche', en: 'Cornice collapse' },
    person_fall: { fr: 'Chute du premier de cordée', en: 'Leader fall' },
    crevasse_fall: { fr: 'Chute en crevasse', en: 'Crevasse fall' },
    physical_failure: { fr: 'Défaillance physique à la descente', en: 'Exhaustion on the descent' },
    injury_without_fall: { fr: 'Entorse sans chute', en: 'Sprained ankle without a fall' },
    blocked_person: { fr: 'Cordée bloquée par le mauvais temps', en: 'Party stuck by bad weather' },
    weather_event: { fr: 'Pris dans un orage sur l’arête', en: 'Caught in a thunderstorm on the ridge' },
    safety_operation: { fr: 'Erreur de manip au relais', en: 'Rigging mistake at the belay' },
    critical_situation: {
      fr: 'Situation critique évitée de justesse',
      en: 'Narrowly avoided critical situation',
    },
    other: { fr: 'Incident divers', en: 'Miscellaneous incident' },
  };
  const title = titles[eventType] ?? (titles.other as Bi);
  return {
    title,
    sections: {
      summary: {
        fr: `${title.fr} sur ${link('routes', route, 'fr')}.`,
        en: `${title.en} on ${link('routes', route, 'en')}.`,
      },
      description: {
        fr: `## Déroulement\nNous étions partis tôt. Vers 10 h, ${title.fr.toLowerCase()}.\n\n## Conséquences\nRetour dans la vallée par nos propres moyens.`,
        en: `## What happened\nWe had set off early. Around 10 am: ${title.en.toLowerCase()}.\n\n## Outcome\nWe made it back to the valley on our own.`,
      },
      place: {
        fr: 'Partie haute de l’itinéraire, pente raide.',
        en: 'Upper part of the route, steep slope.',
      },
      route_study: {
        fr: 'Topo lu la veille, bulletin consulté.',
        en: 'Read the topo the night before, checked the bulletin.',
      },
      conditions: {
        fr: 'Regel moyen, redoux en journée.',
        en: 'Poor overnight refreeze, warming during the day.',
      },
      training: { fr: 'Pratique régulière depuis dix ans.', en: 'Regular practice for ten years.' },
      motivations: { fr: 'Profiter du créneau météo.', en: 'Make the most of the weather window.' },
      group_management: {
        fr: 'Groupe homogène, décisions collectives.',
        en: 'Even group, decisions taken together.',
      },
      risk: { fr: 'Risque identifié mais sous-estimé.', en: 'Risk identified but underestimated.' },
      time_management: { fr: 'Une heure de retard sur l’horaire prévu.', en: 'One hour behind schedule.' },
      safety: snowy
        ? {
            fr: 'Casque, DVA, pelle, sonde, trousse de secours.',
            en: 'Helmet, transceiver, shovel, probe, first-aid kit.',
          }
        : {
            fr: 'Casque, corde, nœud en bout de corde, trousse de secours.',
            en: 'Helmet, rope, stopper knot, first-aid kit.',
          },
      reduce_impact: {
        fr: 'Alerte rapide des secours (112).',
        en: 'Quick call to the rescue services (112).',
      },
      increase_impact: { fr: 'Réseau téléphonique faible.', en: 'Weak phone signal.' },
      modifications: {
        fr: 'Partir plus tôt, faire demi-tour plus tôt.',
        en: 'Start earlier, turn back earlier.',
      },
      other_comments: { fr: 'Merci aux secouristes.', en: 'Thanks to the rescuers.' },
    },
  };
}

/** The full demo guidebook. Deterministic: the same options give the same data. */
export function generateDemoData(options: DemoOptions = {}): DemoData {
  const builder = new DemoBuilder(options.referenceDate ?? DEMO_REFERENCE_DATE);
  builder.buildUsers();
  builder.buildAreas();
  builder.buildMaps();
  builder.buildWaypoints();
  builder.buildRoutes();
  builder.buildBooks();
  builder.buildOutings();
  builder.buildXreports();
  builder.buildArticles();
  builder.buildImages();
  const data = builder.result();
  // The articles the interface links to by id (fixed-articles.ts), written by the moderator.
  const moderator = must(
    data.users.find((u) => u.moderator),
    'a moderator',
  );
  data.documents.push(...fixedArticles(options.referenceDate ?? DEMO_REFERENCE_DATE, moderator.id));
  // The photo contest's editions, listed in its fixed article (contest.ts).
  addDemoContest(data, moderator.id);
  return data;
}

/** Documents per type letter, for summaries. */
export function countByType(data: DemoData): Record<DocumentLetter, number> {
  const counts = { a: 0, c: 0, b: 0, i: 0, m: 0, o: 0, u: 0, r: 0, w: 0, x: 0 } as Record<
    DocumentLetter,
    number
  >;
  for (const d of data.documents) counts[d.type] += 1;
  return counts;
}
