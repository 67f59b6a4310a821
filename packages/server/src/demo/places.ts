/**
 * Real places used by the demo guidebook: mountain ranges, countries and
 * administrative limits (rough polygons, lon/lat), and waypoints with
 * plausible coordinates and elevations. Coordinates are WGS84 lon/lat.
 */
import type { LonLat } from './geo.ts';
import type { EnumValue, WaypointType } from './enums.ts';

export interface AreaDef {
  key: string;
  area_type: EnumValue<'area_types'>;
  fr: string;
  en: string;
  /** Extra local-language title (it/de/es) where it differs. */
  local?: { lang: 'it' | 'de' | 'es'; title: string };
  ring: LonLat[];
}

export const COUNTRIES: AreaDef[] = [
  {
    key: 'france', area_type: 'country', fr: 'France', en: 'France',
    ring: [
      [2.54, 51.09], [4.2, 49.95], [4.87, 50.15], [5.9, 49.5], [8.2, 48.97], [7.6, 47.58], [6.95, 47.45],
      [6.1, 46.6], [5.96, 46.13], [6.3, 46.25], [6.8, 46.4], [7.04, 45.92], [6.85, 45.83], [6.8, 45.65],
      [7.1, 45.22], [6.63, 45.0], [7.0, 44.4], [7.53, 43.78], [6.2, 43.1], [5.0, 43.3], [4.0, 43.45],
      [3.1, 42.9], [3.17, 42.43], [2.5, 42.35], [1.78, 42.5], [1.45, 42.6], [0.7, 42.85], [0.0, 42.69],
      [-0.3, 42.81], [-0.75, 42.95], [-1.4, 43.05], [-1.79, 43.37], [-1.5, 43.5], [-1.2, 44.6], [-1.25, 45.7],
      [-2.2, 47.0], [-4.7, 47.9], [-4.8, 48.5], [-3.0, 48.85], [-1.6, 48.65], [-1.9, 49.7], [0.2, 49.5],
      [1.5, 50.2],
    ],
  },
  {
    key: 'switzerland', area_type: 'country', fr: 'Suisse', en: 'Switzerland',
    local: { lang: 'de', title: 'Schweiz' },
    ring: [
      [5.96, 46.13], [6.3, 46.25], [6.8, 46.4], [7.04, 45.92], [7.17, 45.86], [7.55, 45.95], [7.87, 45.92],
      [8.1, 46.15], [8.45, 46.25], [8.9, 45.95], [9.02, 45.82], [9.3, 46.5], [10.1, 46.23], [10.47, 46.55],
      [10.47, 46.86], [9.6, 47.05], [9.55, 47.5], [8.6, 47.8], [7.6, 47.58], [6.95, 47.45], [6.1, 46.6],
    ],
  },
  {
    key: 'italy', area_type: 'country', fr: 'Italie', en: 'Italy', local: { lang: 'it', title: 'Italia' },
    ring: [
      [7.04, 45.92], [6.85, 45.83], [6.8, 45.65], [7.1, 45.22], [6.63, 45.0], [7.0, 44.4], [7.53, 43.78],
      [8.2, 43.9], [8.9, 44.4], [9.8, 44.05], [10.5, 42.9], [12.2, 41.8], [13.6, 41.2], [15.6, 40.05],
      [15.65, 38.0], [16.1, 38.0], [17.1, 39.4], [18.5, 40.15], [16.9, 41.1], [14.0, 42.6], [12.3, 44.5],
      [12.3, 45.3], [13.7, 45.7], [13.5, 46.45], [12.4, 46.7], [12.2, 47.08], [11.5, 47.0], [11.0, 46.76],
      [10.47, 46.86], [10.47, 46.55], [10.1, 46.23], [9.3, 46.5], [9.02, 45.82], [8.9, 45.95], [8.45, 46.25],
      [8.1, 46.15], [7.87, 45.92], [7.55, 45.95], [7.17, 45.86],
    ],
  },
  {
    key: 'spain', area_type: 'country', fr: 'Espagne', en: 'Spain', local: { lang: 'es', title: 'España' },
    ring: [
      [-1.79, 43.37], [-1.4, 43.05], [-0.75, 42.95], [-0.3, 42.81], [0.0, 42.69], [0.7, 42.85], [1.45, 42.6],
      [1.78, 42.5], [2.5, 42.35], [3.17, 42.43], [3.2, 41.9], [2.1, 41.3], [0.9, 41.0], [0.0, 39.9],
      [-0.3, 39.4], [0.2, 38.7], [-0.7, 37.6], [-2.1, 36.7], [-4.4, 36.7], [-5.6, 36.0], [-6.3, 36.8],
      [-7.4, 37.2], [-7.0, 38.0], [-7.3, 39.5], [-6.9, 41.9], [-8.9, 42.1], [-9.3, 43.0], [-8.0, 43.7],
      [-5.8, 43.6], [-3.8, 43.45],
    ],
  },
  {
    key: 'austria', area_type: 'country', fr: 'Autriche', en: 'Austria', local: { lang: 'de', title: 'Österreich' },
    ring: [
      [9.55, 47.5], [9.6, 47.05], [10.47, 46.86], [11.0, 46.76], [11.5, 47.0], [12.2, 47.08], [12.4, 46.7],
      [13.7, 46.52], [14.6, 46.4], [15.9, 46.7], [16.5, 47.0], [17.1, 48.0], [16.9, 48.7], [15.0, 49.0],
      [13.8, 48.6], [13.0, 47.5], [12.2, 47.7], [10.9, 47.5], [10.2, 47.3],
    ],
  },
];

export const ADMIN_LIMITS: AreaDef[] = [
  { key: 'haute-savoie', area_type: 'admin_limits', fr: 'Haute-Savoie', en: 'Haute-Savoie',
    ring: [[5.8, 45.7], [6.8, 45.68], [7.04, 45.92], [6.8, 46.4], [6.3, 46.25], [5.96, 46.13]] },
  { key: 'savoie', area_type: 'admin_limits', fr: 'Savoie', en: 'Savoie',
    ring: [[5.62, 45.5], [6.0, 45.3], [6.3, 45.1], [6.63, 45.1], [7.1, 45.22], [6.8, 45.65], [6.8, 45.68], [5.8, 45.7]] },
  { key: 'isere', area_type: 'admin_limits', fr: 'Isère', en: 'Isère',
    ring: [[4.75, 45.5], [5.1, 44.9], [5.5, 44.65], [6.05, 44.8], [6.35, 44.97], [6.3, 45.1], [6.0, 45.3], [5.62, 45.5], [5.2, 45.9]] },
  { key: 'hautes-alpes', area_type: 'admin_limits', fr: 'Hautes-Alpes', en: 'Hautes-Alpes',
    ring: [[5.45, 44.45], [6.9, 44.42], [7.0, 44.75], [6.63, 45.0], [6.63, 45.1], [6.3, 45.1], [6.35, 44.97], [6.05, 44.8], [5.5, 44.65]] },
  { key: 'hautes-pyrenees', area_type: 'admin_limits', fr: 'Hautes-Pyrénées', en: 'Hautes-Pyrénées',
    ring: [[-0.3, 42.81], [0.0, 42.69], [0.45, 42.69], [0.6, 43.2], [0.0, 43.6], [-0.25, 43.3]] },
  { key: 'huesca', area_type: 'admin_limits', fr: 'Province de Huesca', en: 'Province of Huesca',
    local: { lang: 'es', title: 'Provincia de Huesca' },
    ring: [[-0.75, 42.95], [-0.3, 42.81], [0.0, 42.69], [0.7, 42.85], [0.75, 41.6], [-0.6, 41.7]] },
  { key: 'valais', area_type: 'admin_limits', fr: 'Valais', en: 'Valais', local: { lang: 'de', title: 'Wallis' },
    ring: [[6.8, 46.4], [7.04, 45.92], [7.17, 45.86], [7.55, 45.95], [7.87, 45.92], [8.1, 46.15], [8.45, 46.25], [8.35, 46.55], [7.7, 46.42], [7.2, 46.35]] },
  { key: 'bern', area_type: 'admin_limits', fr: 'Canton de Berne', en: 'Canton of Bern', local: { lang: 'de', title: 'Kanton Bern' },
    ring: [[7.2, 46.35], [7.7, 46.42], [8.35, 46.55], [8.45, 46.75], [7.9, 47.3], [7.1, 47.1], [7.1, 46.6]] },
  { key: 'aosta', area_type: 'admin_limits', fr: "Vallée d'Aoste", en: 'Aosta Valley', local: { lang: 'it', title: "Valle d'Aosta" },
    ring: [[6.8, 45.65], [6.85, 45.83], [7.04, 45.92], [7.17, 45.86], [7.55, 45.95], [7.87, 45.92], [7.95, 45.6], [7.6, 45.45], [7.1, 45.45]] },
  { key: 'bolzano', area_type: 'admin_limits', fr: 'Tyrol du Sud', en: 'South Tyrol', local: { lang: 'it', title: 'Alto Adige' },
    ring: [[10.4, 46.6], [11.0, 46.76], [11.5, 47.0], [12.2, 47.08], [12.45, 46.7], [11.9, 46.45], [11.5, 46.35], [11.1, 46.35]] },
  { key: 'belluno', area_type: 'admin_limits', fr: 'Province de Belluno', en: 'Province of Belluno', local: { lang: 'it', title: 'Provincia di Belluno' },
    ring: [[11.8, 46.2], [11.85, 46.45], [12.45, 46.7], [12.75, 46.6], [12.5, 46.1], [12.0, 45.9]] },
  { key: 'tirol', area_type: 'admin_limits', fr: 'Tyrol', en: 'Tyrol', local: { lang: 'de', title: 'Tirol' },
    ring: [[10.1, 47.3], [10.47, 46.86], [11.0, 46.76], [11.5, 47.0], [12.2, 47.08], [12.9, 47.0], [12.7, 47.7], [10.5, 47.6]] },
];

export const RANGES: AreaDef[] = [
  { key: 'mont-blanc', area_type: 'range', fr: 'Massif du Mont-Blanc', en: 'Mont Blanc massif', local: { lang: 'it', title: 'Massiccio del Monte Bianco' },
    ring: [[6.7, 45.78], [6.9, 45.75], [7.1, 45.86], [7.12, 46.05], [6.95, 46.05], [6.78, 45.92]] },
  { key: 'aiguilles-rouges', area_type: 'range', fr: 'Aiguilles Rouges', en: 'Aiguilles Rouges',
    ring: [[6.77, 45.93], [6.84, 45.91], [6.95, 46.01], [6.95, 46.08], [6.83, 46.07]] },
  { key: 'aravis', area_type: 'range', fr: 'Chaîne des Aravis', en: 'Aravis range',
    ring: [[6.38, 45.78], [6.52, 45.76], [6.64, 45.97], [6.56, 46.04], [6.4, 46.0], [6.36, 45.9]] },
  { key: 'chartreuse', area_type: 'range', fr: 'Chartreuse', en: 'Chartreuse',
    ring: [[5.65, 45.18], [5.95, 45.2], [5.98, 45.5], [5.8, 45.55], [5.68, 45.35]] },
  { key: 'vercors', area_type: 'range', fr: 'Vercors', en: 'Vercors',
    ring: [[5.25, 44.7], [5.7, 44.72], [5.72, 45.2], [5.55, 45.25], [5.3, 45.1]] },
  { key: 'ecrins', area_type: 'range', fr: 'Massif des Écrins', en: 'Écrins massif',
    ring: [[6.0, 44.7], [6.55, 44.65], [6.68, 44.85], [6.55, 45.1], [6.3, 45.12], [6.02, 44.98]] },
  { key: 'vanoise', area_type: 'range', fr: 'Massif de la Vanoise', en: 'Vanoise massif',
    ring: [[6.45, 45.2], [6.9, 45.18], [7.1, 45.35], [7.05, 45.58], [6.75, 45.6], [6.5, 45.42]] },
  { key: 'valais', area_type: 'range', fr: 'Alpes valaisannes', en: 'Pennine Alps', local: { lang: 'de', title: 'Walliser Alpen' },
    ring: [[7.1, 45.84], [7.6, 45.9], [7.9, 45.88], [8.15, 46.1], [8.05, 46.22], [7.5, 46.2], [7.12, 46.1]] },
  { key: 'bernese-oberland', area_type: 'range', fr: 'Alpes bernoises', en: 'Bernese Alps', local: { lang: 'de', title: 'Berner Alpen' },
    ring: [[7.4, 46.35], [8.0, 46.4], [8.35, 46.5], [8.3, 46.68], [7.9, 46.7], [7.45, 46.55]] },
  { key: 'dolomites', area_type: 'range', fr: 'Dolomites', en: 'Dolomites', local: { lang: 'it', title: 'Dolomiti' },
    ring: [[11.45, 46.3], [11.9, 46.2], [12.4, 46.3], [12.45, 46.65], [12.2, 46.75], [11.6, 46.65]] },
  { key: 'otztal', area_type: 'range', fr: "Alpes de l'Ötztal", en: 'Ötztal Alps', local: { lang: 'de', title: 'Ötztaler Alpen' },
    ring: [[10.6, 46.72], [11.05, 46.7], [11.1, 46.95], [10.9, 47.1], [10.65, 47.0]] },
  { key: 'hohe-tauern', area_type: 'range', fr: 'Hohe Tauern', en: 'Hohe Tauern',
    ring: [[12.2, 46.95], [12.9, 46.95], [13.1, 47.1], [12.8, 47.2], [12.25, 47.18]] },
  { key: 'pyrenees-centrales', area_type: 'range', fr: 'Pyrénées centrales', en: 'Central Pyrenees', local: { lang: 'es', title: 'Pirineo central' },
    ring: [[-0.65, 42.55], [0.0, 42.5], [0.9, 42.5], [1.0, 42.85], [0.3, 43.0], [-0.5, 43.02]] },
];

export interface WaypointDef {
  key: string;
  type: WaypointType;
  fr: string;
  en: string;
  /** Title in the local language when it differs (it/de/es). */
  local?: { lang: 'it' | 'de' | 'es'; title: string };
  lon: number;
  lat: number;
  elevation: number;
  range: string;
  prominence?: number;
}

type Row = [key: string, fr: string, en: string, lon: number, lat: number, elevation: number, range: string, extra?: number | string];

function rows(type: WaypointType, list: Row[]): WaypointDef[] {
  return list.map(([key, fr, en, lon, lat, elevation, range, extra]) => {
    const def: WaypointDef = { key, type, fr, en, lon, lat, elevation, range };
    if (typeof extra === 'number') def.prominence = extra;
    if (typeof extra === 'string') {
      const [lang, title] = extra.split(':') as ['it' | 'de' | 'es', string];
      def.local = { lang, title };
    }
    return def;
  });
}

export const SUMMITS: WaypointDef[] = rows('summit', [
  ['mont-blanc', 'Mont Blanc', 'Mont Blanc', 6.8652, 45.8326, 4808, 'mont-blanc', 4695],
  ['mont-blanc-du-tacul', 'Mont Blanc du Tacul', 'Mont Blanc du Tacul', 6.8877, 45.8566, 4248, 'mont-blanc', 50],
  ['mont-maudit', 'Mont Maudit', 'Mont Maudit', 6.8764, 45.8485, 4465, 'mont-blanc', 130],
  ['aiguille-du-midi', 'Aiguille du Midi', 'Aiguille du Midi', 6.8873, 45.8786, 3842, 'mont-blanc', 311],
  ['aiguille-verte', 'Aiguille Verte', 'Aiguille Verte', 6.9703, 45.9346, 4122, 'mont-blanc', 600],
  ['grandes-jorasses', 'Grandes Jorasses', 'Grandes Jorasses', 6.9883, 45.8688, 4208, 'mont-blanc', 807],
  ['dent-du-geant', 'Dent du Géant', 'Dent du Géant', 6.9516, 45.8623, 4013, 'mont-blanc', 100],
  ['aiguille-d-argentiere', "Aiguille d'Argentière", "Aiguille d'Argentière", 7.0189, 45.9573, 3901, 'mont-blanc', 437],
  ['aiguille-du-chardonnet', 'Aiguille du Chardonnet', 'Aiguille du Chardonnet', 7.0044, 45.9681, 3824, 'mont-blanc', 338],
  ['aiguille-du-tour', 'Aiguille du Tour', 'Aiguille du Tour', 7.0083, 45.9953, 3540, 'mont-blanc', 150],
  ['aiguille-du-gouter', 'Aiguille du Goûter', 'Aiguille du Goûter', 6.8303, 45.8555, 3863, 'mont-blanc', 40],
  ['les-drus', 'Les Drus', 'Les Drus', 6.9573, 45.9328, 3754, 'mont-blanc', 90],
  ['aiguille-de-bionnassay', 'Aiguille de Bionnassay', 'Aiguille de Bionnassay', 6.8184, 45.8359, 4052, 'mont-blanc', 60],
  ['mont-dolent', 'Mont Dolent', 'Mont Dolent', 7.0458, 45.9222, 3820, 'mont-blanc', 350],
  ['aiguille-du-plan', 'Aiguille du Plan', 'Aiguille du Plan', 6.9035, 45.8917, 3673, 'mont-blanc', 150],
  ['dome-du-gouter', 'Dôme du Goûter', 'Dôme du Goûter', 6.8433, 45.8436, 4304, 'mont-blanc', 30],
  ['brevent', 'Le Brévent', 'Le Brévent', 6.8311, 45.9344, 2525, 'aiguilles-rouges', 260],
  ['aiguillette-d-argentiere', "Aiguillette d'Argentière", "Aiguillette d'Argentière", 6.8965, 45.9817, 2283, 'aiguilles-rouges', 40],
  ['mont-buet', 'Mont Buet', 'Mont Buet', 6.8515, 46.0263, 3096, 'aiguilles-rouges', 880],
  ['pointe-percee', 'Pointe Percée', 'Pointe Percée', 6.5522, 45.958, 2750, 'aravis', 1640],
  ['mont-charvin', 'Mont Charvin', 'Mont Charvin', 6.4506, 45.8206, 2409, 'aravis', 300],
  ['dent-de-crolles', 'Dent de Crolles', 'Dent de Crolles', 5.8545, 45.3125, 2062, 'chartreuse', 180],
  ['chamechaude', 'Chamechaude', 'Chamechaude', 5.7883, 45.288, 2082, 'chartreuse', 1060],
  ['grand-veymont', 'Grand Veymont', 'Grand Veymont', 5.5251, 44.8713, 2341, 'vercors', 1000],
  ['mont-aiguille', 'Mont Aiguille', 'Mont Aiguille', 5.5535, 44.8421, 2087, 'vercors', 280],
  ['moucherotte', 'Le Moucherotte', 'Le Moucherotte', 5.6478, 45.1379, 1901, 'vercors', 150],
  ['barre-des-ecrins', 'Barre des Écrins', 'Barre des Écrins', 6.3597, 44.9222, 4102, 'ecrins', 2045],
  ['la-meije', 'La Meije', 'La Meije', 6.3091, 45.0048, 3984, 'ecrins', 700],
  ['dome-de-neige-des-ecrins', 'Dôme de Neige des Écrins', 'Dôme de Neige des Écrins', 6.3523, 44.9226, 4015, 'ecrins', 30],
  ['mont-pelvoux', 'Mont Pelvoux', 'Mont Pelvoux', 6.4011, 44.8975, 3946, 'ecrins', 300],
  ['pic-coolidge', 'Pic Coolidge', 'Pic Coolidge', 6.3827, 44.9132, 3775, 'ecrins', 80],
  ['ailefroide', "L'Ailefroide", 'Ailefroide', 6.3622, 44.8895, 3954, 'ecrins', 420],
  ['le-rateau', 'Le Râteau', 'Le Râteau', 6.2883, 45.0094, 3809, 'ecrins', 150],
  ['roche-faurio', 'Roche Faurio', 'Roche Faurio', 6.38, 44.936, 3730, 'ecrins', 60],
  ['les-agneaux', 'Les Agneaux', 'Les Agneaux', 6.4061, 44.9594, 3664, 'ecrins', 250],
  ['pic-du-lac-blanc', 'Pic du Lac Blanc', 'Pic du Lac Blanc', 6.1225, 45.1225, 3323, 'ecrins', 60],
  ['tete-de-la-maye', 'Tête de la Maye', 'Tête de la Maye', 6.2871, 44.935, 2517, 'ecrins', 110],
  ['grande-casse', 'Grande Casse', 'Grande Casse', 6.8278, 45.4057, 3855, 'vanoise', 1355],
  ['dent-parrachee', 'Dent Parrachée', 'Dent Parrachée', 6.76, 45.2902, 3697, 'vanoise', 550],
  ['grande-motte', 'Grande Motte', 'Grande Motte', 6.8937, 45.4221, 3653, 'vanoise', 180],
  ['dome-de-chasseforet', 'Dôme de Chasseforêt', 'Dôme de Chasseforêt', 6.7587, 45.347, 3586, 'vanoise', 80],
  ['mont-pourri', 'Mont Pourri', 'Mont Pourri', 6.8611, 45.531, 3779, 'vanoise', 1100],
  ['grande-sassiere', 'Aiguille de la Grande Sassière', 'Aiguille de la Grande Sassière', 6.9997, 45.48, 3747, 'vanoise', 630],
  ['pointe-de-la-rechasse', 'Pointe de la Réchasse', 'Pointe de la Réchasse', 6.7848, 45.3716, 3212, 'vanoise', 110],
  ['grand-combin', 'Grand Combin', 'Grand Combin', 7.299, 45.9375, 4314, 'valais', 1512],
  ['cervin', 'Cervin', 'Matterhorn', 7.6586, 45.9763, 4478, 'valais', 1040],
  ['pointe-dufour', 'Pointe Dufour', 'Dufourspitze', 7.867, 45.9369, 4634, 'valais', 2165],
  ['weisshorn', 'Weisshorn', 'Weisshorn', 7.7161, 46.1012, 4506, 'valais', 1235],
  ['dom', 'Dom des Mischabel', 'Dom', 7.859, 46.0942, 4545, 'valais', 1046],
  ['dent-blanche', 'Dent Blanche', 'Dent Blanche', 7.6117, 46.0339, 4357, 'valais', 915],
  ['pigne-d-arolla', "Pigne d'Arolla", "Pigne d'Arolla", 7.4606, 45.9936, 3790, 'valais', 220],
  ['allalinhorn', 'Allalinhorn', 'Allalinhorn', 7.8942, 46.0462, 4027, 'valais', 140],
  ['breithorn', 'Breithorn', 'Breithorn', 7.7477, 45.9412, 4164, 'valais', 440],
  ['alphubel', 'Alphubel', 'Alphubel', 7.8637, 46.0632, 4206, 'valais', 360],
  ['zinalrothorn', 'Zinalrothorn', 'Zinalrothorn', 7.69, 46.0647, 4221, 'valais', 490],
  ['bishorn', 'Bishorn', 'Bishorn', 7.7148, 46.1158, 4153, 'valais', 40],
  ['weissmies', 'Weissmies', 'Weissmies', 8.0118, 46.1277, 4017, 'valais', 1183],
  ['lagginhorn', 'Lagginhorn', 'Lagginhorn', 8.0032, 46.157, 4010, 'valais', 520],
  ['rosablanche', 'Rosablanche', 'Rosablanche', 7.351, 46.068, 3336, 'valais', 300],
  ['mont-velan', 'Mont Vélan', 'Mont Vélan', 7.2535, 45.8946, 3727, 'valais', 370],
  ['eiger', 'Eiger', 'Eiger', 8.0053, 46.5776, 3967, 'bernese-oberland', 356],
  ['monch', 'Mönch', 'Mönch', 7.9974, 46.5585, 4107, 'bernese-oberland', 370],
  ['jungfrau', 'Jungfrau', 'Jungfrau', 7.9626, 46.5368, 4158, 'bernese-oberland', 693],
  ['finsteraarhorn', 'Finsteraarhorn', 'Finsteraarhorn', 8.1259, 46.5372, 4274, 'bernese-oberland', 2280],
  ['aletschhorn', 'Aletschhorn', 'Aletschhorn', 7.993, 46.4653, 4193, 'bernese-oberland', 1043],
  ['schreckhorn', 'Schreckhorn', 'Schreckhorn', 8.118, 46.5898, 4078, 'bernese-oberland', 787],
  ['wetterhorn', 'Wetterhorn', 'Wetterhorn', 8.1162, 46.6329, 3690, 'bernese-oberland', 200],
  ['bluemlisalp', 'Blüemlisalphorn', 'Blüemlisalphorn', 7.77, 46.4896, 3661, 'bernese-oberland', 800],
  ['gross-fiescherhorn', 'Gross Fiescherhorn', 'Gross Fiescherhorn', 8.0611, 46.5514, 4049, 'bernese-oberland', 380],
  ['balmhorn', 'Balmhorn', 'Balmhorn', 7.6936, 46.4239, 3698, 'bernese-oberland', 1020],
  ['wildstrubel', 'Wildstrubel', 'Wildstrubel', 7.5302, 46.3997, 3244, 'bernese-oberland', 890],
  ['marmolada', 'Marmolada', 'Marmolada', 11.851, 46.4344, 3343, 'dolomites', 2131],
  ['cima-grande', 'Cima Grande di Lavaredo', 'Cima Grande di Lavaredo', 12.3044, 46.6189, 2999, 'dolomites', 400],
  ['piz-boe', 'Piz Boè', 'Piz Boè', 11.833, 46.51, 3152, 'dolomites', 900],
  ['sassolungo', 'Sassolungo', 'Sassolungo', 11.7315, 46.5203, 3181, 'dolomites', 1000, 'de:Langkofel'],
  ['civetta', 'Civetta', 'Civetta', 12.0531, 46.3805, 3220, 'dolomites', 1450],
  ['pelmo', 'Monte Pelmo', 'Monte Pelmo', 12.1357, 46.4283, 3168, 'dolomites', 1180],
  ['antelao', 'Antelao', 'Antelao', 12.263, 46.4513, 3264, 'dolomites', 1735],
  ['tofana-di-rozes', 'Tofana di Rozes', 'Tofana di Rozes', 12.0475, 46.5355, 3225, 'dolomites', 200],
  ['sass-pordoi', 'Sass Pordoi', 'Sass Pordoi', 11.8106, 46.4974, 2952, 'dolomites', 100],
  ['monte-cristallo', 'Monte Cristallo', 'Monte Cristallo', 12.1983, 46.5721, 3221, 'dolomites', 1300],
  ['wildspitze', 'Wildspitze', 'Wildspitze', 10.8675, 46.8853, 3768, 'otztal', 2261],
  ['similaun', 'Similaun', 'Similaun', 10.8744, 46.7658, 3606, 'otztal', 380],
  ['weisskugel', 'Weisskugel', 'Weisskugel', 10.7271, 46.7978, 3739, 'otztal', 1050, 'it:Palla Bianca'],
  ['grossglockner', 'Grossglockner', 'Grossglockner', 12.6945, 47.0742, 3798, 'hohe-tauern', 2424],
  ['grossvenediger', 'Grossvenediger', 'Grossvenediger', 12.3465, 47.1094, 3657, 'hohe-tauern', 1000],
  ['aneto', 'Pic d’Aneto', 'Aneto', 0.6566, 42.6311, 3404, 'pyrenees-centrales', 2812, 'es:Pico de Aneto'],
  ['vignemale', 'Vignemale (Pique Longue)', 'Vignemale (Pique Longue)', -0.1474, 42.7743, 3298, 'pyrenees-centrales', 1010],
  ['mont-perdu', 'Mont Perdu', 'Monte Perdido', 0.0342, 42.6753, 3355, 'pyrenees-centrales', 1211, 'es:Monte Perdido'],
  ['posets', 'Pic des Posets', 'Posets', 0.4357, 42.6544, 3375, 'pyrenees-centrales', 1100, 'es:Tuca de Posets'],
  ['maladeta', 'Pic de la Maladeta', 'Maladeta', 0.6378, 42.6467, 3308, 'pyrenees-centrales', 100, 'es:Pico de la Maladeta'],
  ['midi-d-ossau', "Pic du Midi d'Ossau", "Pic du Midi d'Ossau", -0.4384, 42.843, 2884, 'pyrenees-centrales', 900],
  ['balaitous', 'Balaïtous', 'Balaïtous', -0.2897, 42.8394, 3144, 'pyrenees-centrales', 700],
  ['taillon', 'Le Taillon', 'Taillon', -0.0658, 42.6953, 3144, 'pyrenees-centrales', 150],
  ['pic-long', 'Pic Long', 'Pic Long', 0.1001, 42.8056, 3192, 'pyrenees-centrales', 500],
  ['neouvielle', 'Pic de Néouvielle', 'Néouvielle', 0.1151, 42.8455, 3091, 'pyrenees-centrales', 300],
  ['midi-de-bigorre', 'Pic du Midi de Bigorre', 'Pic du Midi de Bigorre', 0.1425, 42.9367, 2877, 'pyrenees-centrales', 300],
  ['cylindre-du-marbore', 'Cylindre du Marboré', 'Cylindre du Marboré', 0.0219, 42.6759, 3325, 'pyrenees-centrales', 90],
  ['perdiguere', 'Pic Perdiguère', 'Perdiguère', 0.5228, 42.695, 3222, 'pyrenees-centrales', 250],
]);

export const HUTS: WaypointDef[] = rows('hut', [
  ['refuge-du-gouter', 'Refuge du Goûter', 'Goûter hut', 6.8337, 45.8514, 3835, 'mont-blanc'],
  ['refuge-des-cosmiques', 'Refuge des Cosmiques', 'Cosmiques hut', 6.8865, 45.8709, 3613, 'mont-blanc'],
  ['refuge-du-couvercle', 'Refuge du Couvercle', 'Couvercle hut', 6.9589, 45.9046, 2687, 'mont-blanc'],
  ['refuge-d-argentiere', "Refuge d'Argentière", 'Argentière hut', 7.0186, 45.9489, 2771, 'mont-blanc'],
  ['refuge-albert-premier', 'Refuge Albert 1er', 'Albert 1er hut', 7.0017, 45.9901, 2702, 'mont-blanc'],
  ['refuge-de-tete-rousse', 'Refuge de Tête Rousse', 'Tête Rousse hut', 6.8219, 45.86, 3167, 'mont-blanc'],
  ['rifugio-torino', 'Refuge Torino', 'Torino hut', 6.9316, 45.8468, 3375, 'mont-blanc', 'it:Rifugio Torino'],
  ['cabane-du-trient', 'Cabane du Trient', 'Trient hut', 7.036, 46.0, 3170, 'mont-blanc'],
  ['refuge-des-ecrins', 'Refuge des Écrins', 'Écrins hut', 6.3822, 44.9365, 3175, 'ecrins'],
  ['refuge-du-glacier-blanc', 'Refuge du Glacier Blanc', 'Glacier Blanc hut', 6.4024, 44.9333, 2542, 'ecrins'],
  ['refuge-de-l-aigle', "Refuge de l'Aigle", 'Aigle hut', 6.3311, 45.0107, 3450, 'ecrins'],
  ['refuge-du-promontoire', 'Refuge du Promontoire', 'Promontoire hut', 6.2937, 44.9931, 3092, 'ecrins'],
  ['refuge-du-pelvoux', 'Refuge du Pelvoux', 'Pelvoux hut', 6.4208, 44.8815, 2700, 'ecrins'],
  ['refuge-de-la-pilatte', 'Refuge de la Pilatte', 'Pilatte hut', 6.323, 44.8826, 2577, 'ecrins'],
  ['refuge-du-col-de-la-vanoise', 'Refuge du Col de la Vanoise', 'Col de la Vanoise hut', 6.8185, 45.3975, 2517, 'vanoise'],
  ['refuge-de-l-arpont', "Refuge de l'Arpont", 'Arpont hut', 6.8098, 45.329, 2309, 'vanoise'],
  ['refuge-de-la-dent-parrachee', 'Refuge de la Dent Parrachée', 'Dent Parrachée hut', 6.7436, 45.2623, 2511, 'vanoise'],
  ['cabane-de-panossiere', 'Cabane de Panossière', 'Panossière hut', 7.2675, 45.9758, 2645, 'valais'],
  ['cabane-des-dix', 'Cabane des Dix', 'Dix hut', 7.431, 46.0001, 2928, 'valais'],
  ['hornlihutte', 'Cabane du Hörnli', 'Hörnli hut', 7.6787, 45.9827, 3260, 'valais', 'de:Hörnlihütte'],
  ['monte-rosa-hutte', 'Cabane du Mont Rose', 'Monte Rosa hut', 7.8141, 45.9565, 2883, 'valais', 'de:Monte-Rosa-Hütte'],
  ['cabane-de-moiry', 'Cabane de Moiry', 'Moiry hut', 7.5872, 46.0867, 2825, 'valais'],
  ['monchsjochhutte', 'Cabane du Mönchsjoch', 'Mönchsjoch hut', 7.9975, 46.552, 3657, 'bernese-oberland', 'de:Mönchsjochhütte'],
  ['konkordiahutte', 'Cabane Concordia', 'Konkordia hut', 8.0522, 46.4994, 2850, 'bernese-oberland', 'de:Konkordiahütte'],
  ['mittellegihutte', 'Cabane de Mittellegi', 'Mittellegi hut', 8.0362, 46.5848, 3355, 'bernese-oberland', 'de:Mittellegihütte'],
  ['rifugio-auronzo', 'Refuge Auronzo', 'Auronzo hut', 12.295, 46.6119, 2320, 'dolomites', 'it:Rifugio Auronzo'],
  ['rifugio-pian-dei-fiacconi', 'Refuge Pian dei Fiacconi', 'Pian dei Fiacconi hut', 11.862, 46.442, 2626, 'dolomites', 'it:Rifugio Pian dei Fiacconi'],
  ['rifugio-boe', 'Refuge Boè', 'Boè hut', 11.8358, 46.5207, 2871, 'dolomites', 'it:Rifugio Boè'],
  ['breslauer-hutte', 'Refuge de Breslau', 'Breslauer hut', 10.8667, 46.8683, 2844, 'otztal', 'de:Breslauer Hütte'],
  ['erzherzog-johann-hutte', 'Refuge Erzherzog-Johann', 'Erzherzog-Johann hut', 12.699, 47.069, 3454, 'hohe-tauern', 'de:Erzherzog-Johann-Hütte'],
  ['refugio-de-la-renclusa', 'Refuge de la Renclusa', 'Renclusa hut', 0.6433, 42.6709, 2140, 'pyrenees-centrales', 'es:Refugio de la Renclusa'],
  ['refuge-de-baysselance', 'Refuge de Baysselance', 'Baysselance hut', -0.1371, 42.7878, 2651, 'pyrenees-centrales'],
  ['refuge-des-oulettes-de-gaube', 'Refuge des Oulettes de Gaube', 'Oulettes de Gaube hut', -0.1441, 42.7962, 2151, 'pyrenees-centrales'],
  ['refuge-des-sarradets', 'Refuge des Sarradets (Brèche de Roland)', 'Sarradets hut', -0.0386, 42.6991, 2587, 'pyrenees-centrales'],
  ['refugio-de-goriz', 'Refuge de Góriz', 'Góriz hut', 0.015, 42.664, 2200, 'pyrenees-centrales', 'es:Refugio de Góriz'],
  ['refuge-de-pombie', 'Refuge de Pombie', 'Pombie hut', -0.4213, 42.8279, 2032, 'pyrenees-centrales'],
]);

export const PASSES: WaypointDef[] = rows('pass', [
  ['col-du-geant', 'Col du Géant', 'Col du Géant', 6.9286, 45.85, 3365, 'mont-blanc'],
  ['col-de-balme', 'Col de Balme', 'Col de Balme', 6.9668, 46.0284, 2191, 'mont-blanc'],
  ['fenetre-d-arpette', "Fenêtre d'Arpette", "Fenêtre d'Arpette", 7.058, 46.021, 2665, 'mont-blanc'],
  ['col-des-montets', 'Col des Montets', 'Col des Montets', 6.9244, 46.0011, 1461, 'aiguilles-rouges'],
  ['col-du-lautaret', 'Col du Lautaret', 'Col du Lautaret', 6.404, 45.034, 2058, 'ecrins'],
  ['col-du-galibier', 'Col du Galibier', 'Col du Galibier', 6.4079, 45.0642, 2642, 'ecrins'],
  ['col-de-la-vanoise', 'Col de la Vanoise', 'Col de la Vanoise', 6.8244, 45.3994, 2522, 'vanoise'],
  ['col-de-l-iseran', "Col de l'Iseran", "Col de l'Iseran", 7.0306, 45.417, 2764, 'vanoise'],
  ['col-du-grand-saint-bernard', 'Col du Grand-Saint-Bernard', 'Great St Bernard Pass', 7.1707, 45.869, 2469, 'valais'],
  ['jungfraujoch', 'Jungfraujoch', 'Jungfraujoch', 7.9853, 46.5475, 3466, 'bernese-oberland'],
  ['passo-pordoi', 'Col Pordoi', 'Pordoi Pass', 11.8114, 46.487, 2239, 'dolomites', 'it:Passo Pordoi'],
  ['passo-sella', 'Col de Sella', 'Sella Pass', 11.7626, 46.5086, 2244, 'dolomites', 'it:Passo Sella'],
  ['passo-giau', 'Col de Giau', 'Giau Pass', 12.0546, 46.4826, 2236, 'dolomites', 'it:Passo Giau'],
  ['breche-de-roland', 'Brèche de Roland', "Roland's Breach", -0.0353, 42.6923, 2807, 'pyrenees-centrales', 'es:Brecha de Rolando'],
  ['col-du-tourmalet', 'Col du Tourmalet', 'Col du Tourmalet', 0.1453, 42.9084, 2115, 'pyrenees-centrales'],
  ['hourquette-d-ossoue', "Hourquette d'Ossoue", "Hourquette d'Ossoue", -0.1225, 42.7797, 2734, 'pyrenees-centrales'],
]);

export const ACCESSES: WaypointDef[] = rows('access', [
  ['chamonix', 'Chamonix – gare', 'Chamonix station', 6.8694, 45.9237, 1035, 'mont-blanc'],
  ['le-tour', 'Le Tour – parking du télécabine', 'Le Tour – gondola car park', 6.943, 46.0025, 1453, 'mont-blanc'],
  ['nid-d-aigle', "Nid d'Aigle (tramway du Mont-Blanc)", "Nid d'Aigle (Mont Blanc tramway)", 6.8026, 45.8742, 2372, 'mont-blanc'],
  ['argentiere', 'Argentière – Grands Montets', 'Argentière – Grands Montets', 6.9303, 45.9798, 1235, 'mont-blanc'],
  ['aiguille-du-midi-telepherique', 'Téléphérique de l’Aiguille du Midi (gare d’arrivée)', 'Aiguille du Midi cable car (top station)', 6.8877, 45.8792, 3777, 'mont-blanc'],
  ['pre-de-madame-carle', 'Pré de Madame Carle', 'Pré de Madame Carle', 6.4279, 44.918, 1874, 'ecrins'],
  ['la-berarde', 'La Bérarde', 'La Bérarde', 6.2925, 44.9317, 1713, 'ecrins'],
  ['ailefroide-village', 'Ailefroide – parking', 'Ailefroide – car park', 6.4447, 44.8856, 1510, 'ecrins'],
  ['la-grave', 'La Grave', 'La Grave', 6.3058, 45.0453, 1481, 'ecrins'],
  ['pralognan', 'Pralognan-la-Vanoise', 'Pralognan-la-Vanoise', 6.7201, 45.3817, 1418, 'vanoise'],
  ['le-fornet', 'Val-d’Isère – Le Fornet', 'Val-d’Isère – Le Fornet', 6.9839, 45.4364, 1940, 'vanoise'],
  ['aussois', 'Aussois', 'Aussois', 6.7423, 45.2274, 1490, 'vanoise'],
  ['bourg-saint-pierre', 'Bourg-Saint-Pierre', 'Bourg-Saint-Pierre', 7.2083, 45.9497, 1632, 'valais'],
  ['arolla', 'Arolla', 'Arolla', 7.4819, 46.0249, 2006, 'valais'],
  ['zermatt', 'Zermatt – gare', 'Zermatt station', 7.7491, 46.0207, 1608, 'valais'],
  ['saas-fee', 'Saas-Fee', 'Saas-Fee', 7.9276, 46.1085, 1800, 'valais'],
  ['fionnay', 'Fionnay', 'Fionnay', 7.3106, 46.0325, 1490, 'valais'],
  ['grindelwald', 'Grindelwald – gare', 'Grindelwald station', 8.0414, 46.6242, 1034, 'bernese-oberland'],
  ['kleine-scheidegg', 'Kleine Scheidegg', 'Kleine Scheidegg', 7.9607, 46.5855, 2061, 'bernese-oberland'],
  ['kandersteg', 'Kandersteg', 'Kandersteg', 7.6746, 46.4953, 1176, 'bernese-oberland'],
  ['canazei', 'Canazei', 'Canazei', 11.77, 46.477, 1465, 'dolomites'],
  ['cortina', "Cortina d'Ampezzo", "Cortina d'Ampezzo", 12.1357, 46.5405, 1224, 'dolomites'],
  ['misurina', 'Misurina', 'Misurina', 12.2541, 46.5818, 1756, 'dolomites'],
  ['vent', 'Vent', 'Vent', 10.912, 46.858, 1895, 'otztal'],
  ['kals-lucknerhaus', 'Kals – Lucknerhaus', 'Kals – Lucknerhaus', 12.6617, 47.0225, 1920, 'hohe-tauern'],
  ['gavarnie', 'Gavarnie', 'Gavarnie', -0.0088, 42.7339, 1375, 'pyrenees-centrales'],
  ['pont-d-espagne', "Pont d'Espagne", "Pont d'Espagne", -0.1397, 42.8283, 1496, 'pyrenees-centrales'],
  ['la-besurta', 'La Besurta (Benasque)', 'La Besurta (Benasque)', 0.662, 42.691, 1900, 'pyrenees-centrales', 'es:La Besurta'],
  ['bious-artigues', "Lac de Bious-Artigues", 'Bious-Artigues lake car park', -0.457, 42.874, 1420, 'pyrenees-centrales'],
  ['pradera-de-ordesa', "Prairie d'Ordesa", 'Ordesa meadow', -0.0587, 42.6403, 1310, 'pyrenees-centrales', 'es:Pradera de Ordesa'],
  ['saint-pierre-de-chartreuse', 'Saint-Pierre-de-Chartreuse', 'Saint-Pierre-de-Chartreuse', 5.8145, 45.3428, 885, 'chartreuse'],
  ['correncon', 'Corrençon-en-Vercors', 'Corrençon-en-Vercors', 5.5258, 45.0313, 1111, 'vercors'],
  ['le-grand-bornand', 'Le Grand-Bornand – Le Chinaillon', 'Le Grand-Bornand – Le Chinaillon', 6.4605, 45.9732, 1300, 'aravis'],
]);

export const OTHER_WAYPOINTS: WaypointDef[] = [
  ...rows('climbing_outdoor', [
    ['gaillands', 'Rocher des Gaillands', 'Gaillands crag', 6.8605, 45.911, 1030, 'mont-blanc'],
    ['ailefroide-ecole', 'Ailefroide – secteur École', 'Ailefroide – École sector', 6.444, 44.884, 1520, 'ecrins'],
    ['presles', 'Falaises de Presles', 'Presles cliffs', 5.3925, 45.0802, 900, 'vercors'],
    ['ceuse', 'Céüse', 'Céüse', 5.939, 44.512, 1700, 'ecrins'],
    ['cinque-torri', 'Cinque Torri', 'Cinque Torri', 12.051, 46.519, 2361, 'dolomites'],
    ['gastlosen', 'Gastlosen', 'Gastlosen', 7.26, 46.57, 1900, 'bernese-oberland'],
    ['riglos', 'Mallos de Riglos', 'Mallos de Riglos', -0.726, 42.352, 680, 'pyrenees-centrales', 'es:Mallos de Riglos'],
    ['buoux', 'Buoux', 'Buoux', 5.39, 43.83, 500, 'vercors'],
    ['verdon', "Gorges du Verdon – La Palud", 'Verdon Gorge – La Palud', 6.358, 43.757, 800, 'vercors'],
    ['dibona-paroi', 'Aiguille Dibona – pied de la face Sud', 'Aiguille Dibona – foot of the south face', 6.2313, 44.9545, 2900, 'ecrins'],
  ]),
  ...rows('climbing_indoor', [
    ['salle-chamonix', "Mur d'escalade de Chamonix (Richard Bozon)", 'Chamonix climbing wall (Richard Bozon)', 6.874, 45.92, 1040, 'mont-blanc'],
    ['salle-grenoble', 'Salle de bloc de Grenoble – Presqu’île', 'Grenoble bouldering gym – Presqu’île', 5.708, 45.197, 212, 'chartreuse'],
  ]),
  ...rows('lake', [
    ['lac-blanc', 'Lac Blanc', 'Lac Blanc', 6.889, 45.9812, 2352, 'aiguilles-rouges'],
    ['lac-de-gaube', 'Lac de Gaube', 'Lac de Gaube', -0.1384, 42.8196, 1725, 'pyrenees-centrales'],
    ['lac-d-oo', "Lac d'Oô", "Lac d'Oô", 0.4971, 42.7522, 1504, 'pyrenees-centrales'],
    ['lac-du-lauvitel', 'Lac du Lauvitel', 'Lauvitel lake', 6.068, 44.972, 1500, 'ecrins'],
    ['lago-di-sorapis', 'Lac de Sorapis', 'Lake Sorapis', 12.1935, 46.5152, 1923, 'dolomites', 'it:Lago di Sorapis'],
    ['oeschinensee', 'Lac d’Oeschinen', 'Lake Oeschinen', 7.728, 46.498, 1578, 'bernese-oberland', 'de:Oeschinensee'],
    ['lac-des-vaches', 'Lac des Vaches', 'Lac des Vaches', 6.8125, 45.3902, 2319, 'vanoise'],
  ]),
  ...rows('gite', [
    ['gite-la-berarde', "Gîte d'étape de la Bérarde", 'La Bérarde guesthouse', 6.2935, 44.932, 1715, 'ecrins'],
    ['gite-le-tour', "Gîte du Tour", 'Le Tour guesthouse', 6.9435, 46.0035, 1460, 'mont-blanc'],
    ['gite-gavarnie', "Gîte d'étape de Gavarnie", 'Gavarnie guesthouse', -0.0095, 42.733, 1380, 'pyrenees-centrales'],
    ['gite-pralognan', "Gîte du Petit Mont Blanc", 'Petit Mont Blanc guesthouse', 6.716, 45.388, 1480, 'vanoise'],
  ]),
  ...rows('paragliding_takeoff', [
    ['deco-planpraz', 'Décollage de Planpraz', 'Planpraz take-off', 6.8445, 45.9328, 2000, 'aiguilles-rouges'],
    ['deco-forclaz', 'Décollage du col de la Forclaz (Montmin)', 'Col de la Forclaz take-off (Montmin)', 6.246, 45.809, 1250, 'aravis'],
    ['deco-saint-hilaire', 'Décollage de Saint-Hilaire-du-Touvet', 'Saint-Hilaire-du-Touvet take-off', 5.888, 45.3112, 1000, 'chartreuse'],
    ['deco-first', 'Décollage de First', 'First take-off', 8.0546, 46.6591, 2168, 'bernese-oberland'],
    ['deco-col-rodella', 'Décollage du Col Rodella', 'Col Rodella take-off', 11.73, 46.508, 2318, 'dolomites'],
  ]),
  ...rows('paragliding_landing', [
    ['atterro-bois-du-bouchet', 'Atterrissage du Bois du Bouchet', 'Bois du Bouchet landing', 6.869, 45.929, 1040, 'mont-blanc'],
    ['atterro-doussard', 'Atterrissage de Doussard', 'Doussard landing', 6.22, 45.78, 450, 'aravis'],
    ['atterro-lumbin', 'Atterrissage de Lumbin', 'Lumbin landing', 5.91, 45.31, 240, 'chartreuse'],
  ]),
  ...rows('slackline_spot', [
    ['highline-gaillands', 'Highline des Gaillands', 'Gaillands highline', 6.8612, 45.9115, 1060, 'mont-blanc'],
    ['slack-bois-du-bouchet', 'Spot de slackline du Bois du Bouchet', 'Bois du Bouchet slackline spot', 6.8685, 45.9295, 1040, 'mont-blanc'],
    ['highline-mont-aiguille', 'Highline du Mont Aiguille', 'Mont Aiguille highline', 5.5545, 44.8426, 2050, 'vercors'],
  ]),
  ...rows('shelter', [
    ['abri-vallot', 'Abri Vallot', 'Vallot shelter', 6.8458, 45.8402, 4362, 'mont-blanc'],
    ['cabane-des-aiguillettes', 'Abri des Aiguillettes', 'Aiguillettes shelter', 6.8985, 45.983, 2200, 'aiguilles-rouges'],
  ]),
  ...rows('bivouac', [
    ['bivouac-canzio', 'Bivouac Canzio', 'Canzio bivouac', 6.9624, 45.8614, 3818, 'mont-blanc', 'it:Bivacco Canzio'],
    ['bivouac-lampugnani', 'Bivouac Lampugnani', 'Lampugnani bivouac', 6.9765, 45.8525, 3850, 'mont-blanc', 'it:Bivacco Lampugnani'],
  ]),
  ...rows('camp_site', [
    ['camping-ailefroide', "Camping d'Ailefroide", 'Ailefroide campsite', 6.4435, 44.8875, 1510, 'ecrins'],
    ['camping-gavarnie', 'Camping de la Bergerie (Gavarnie)', 'La Bergerie campsite (Gavarnie)', -0.011, 42.736, 1400, 'pyrenees-centrales'],
  ]),
  ...rows('waterfall', [
    ['cascade-de-gavarnie', 'Grande Cascade de Gavarnie', 'Gavarnie falls', -0.006, 42.695, 1800, 'pyrenees-centrales'],
    ['cascade-du-fournel', 'Cascades du Fournel', 'Fournel ice falls', 6.47, 44.815, 1450, 'ecrins'],
    ['cascade-de-la-grave', 'Cascades de la Grave (Pylône)', 'La Grave ice falls (Pylône)', 6.315, 45.039, 1600, 'ecrins'],
    ['cascade-de-lillaz', 'Cascade de Lillaz (Cogne)', 'Lillaz ice fall (Cogne)', 7.389, 45.592, 1600, 'mont-blanc', 'it:Cascata di Lillaz'],
    ['cascade-de-la-vanoise', 'Cascade du Dard', 'Dard waterfall', 6.8611, 45.315, 1750, 'vanoise'],
  ]),
  ...rows('canyon', [['canyon-anisclo', "Canyon d'Añisclo", 'Añisclo canyon', 0.0574, 42.6001, 1100, 'pyrenees-centrales', 'es:Cañón de Añisclo']]),
  ...rows('bisse', [['bisse-du-ro', 'Bisse du Ro', 'Bisse du Ro', 7.493, 46.32, 1500, 'valais']]),
  ...rows('cave', [['grotte-casteret', 'Grotte Casteret', 'Casteret ice cave', -0.0205, 42.6845, 2680, 'pyrenees-centrales', 'es:Gruta helada de Casteret']]),
  ...rows('locality', [['benasque', 'Benasque', 'Benasque', 0.5249, 42.6043, 1140, 'pyrenees-centrales']]),
  ...rows('local_product', [['fromagerie-beaufort', 'Coopérative laitière du Beaufortain', 'Beaufortain dairy cooperative', 6.5704, 45.7194, 1050, 'vanoise']]),
  ...rows('weather_station', [['meteo-grand-st-bernard', 'Station météo du Grand-Saint-Bernard', 'Great St Bernard weather station', 7.1708, 45.8687, 2472, 'valais']]),
  ...rows('webcam', [['webcam-aiguille-du-midi', "Webcam de l'Aiguille du Midi", 'Aiguille du Midi webcam', 6.8875, 45.879, 3842, 'mont-blanc']]),
  ...rows('base_camp', [['camp-de-base-gouter', 'Camp de base de Tête Rousse (tentes)', 'Tête Rousse tent camp', 6.8205, 45.8605, 3160, 'mont-blanc']]),
  ...rows('waterpoint', [['source-des-oulettes', 'Source des Oulettes', 'Oulettes spring', -0.1395, 42.799, 2140, 'pyrenees-centrales']]),
  ...rows('misc', [['statue-vierge-monte-cristallo', 'Croix du Monte Piana', 'Monte Piana cross', 12.2335, 46.615, 2324, 'dolomites']]),
];

export const ALL_WAYPOINTS: WaypointDef[] = [...SUMMITS, ...HUTS, ...PASSES, ...ACCESSES, ...OTHER_WAYPOINTS];

/** Country of each range (first listed is where most access points are). */
export const RANGE_COUNTRY: Record<string, 'france' | 'switzerland' | 'italy' | 'spain' | 'austria'> = {
  'mont-blanc': 'france', 'aiguilles-rouges': 'france', aravis: 'france', chartreuse: 'france', vercors: 'france',
  ecrins: 'france', vanoise: 'france', valais: 'switzerland', 'bernese-oberland': 'switzerland',
  dolomites: 'italy', otztal: 'austria', 'hohe-tauern': 'austria', 'pyrenees-centrales': 'france',
};

/** Dominant rock of each range (for rock_types). */
export const RANGE_ROCK: Record<string, EnumValue<'rock_types'>> = {
  'mont-blanc': 'granit', 'aiguilles-rouges': 'gneiss', aravis: 'calcaire', chartreuse: 'calcaire',
  vercors: 'calcaire', ecrins: 'gneiss', vanoise: 'quartzite', valais: 'gneiss', 'bernese-oberland': 'calcaire',
  dolomites: 'calcaire', otztal: 'gneiss', 'hohe-tauern': 'schiste', 'pyrenees-centrales': 'granit',
};
