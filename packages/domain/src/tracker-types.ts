/**
 * The types of tracker activities (issue 19, spec 1 §2.11 "type by language"): every vendor's
 * own type — Strava's and Garmin's words, Suunto's numeric activity ids, Coros's mode and sub-mode
 * — read into one list of types, each named in the ten interface languages (the activities call's
 * `lang`), and the guidebook's activity it stands for when there is one (the outing made from it).
 */
import type { Activity } from './enums/activities.ts';
import type { UiLang } from './enums/langs.ts';
import type { TrackerVendor } from './api/trackers.ts';

export const TRACKER_ACTIVITY_TYPES = [
  'walking',
  'hiking',
  'running',
  'trail_running',
  'cycling',
  'mountain_biking',
  'e_biking',
  'skitouring',
  'alpine_skiing',
  'nordic_skiing',
  'snowboarding',
  'snowshoeing',
  'mountaineering',
  'climbing',
  'ice_climbing',
  'via_ferrata',
  'paragliding',
  'swimming',
  'paddling',
  'other',
] as const;
export type TrackerActivityType = (typeof TRACKER_ACTIVITY_TYPES)[number];

/** Each type's name per interface language. */
const NAMES: Record<TrackerActivityType, Record<UiLang, string>> = {
  walking: {
    fr: 'Marche',
    en: 'Walking',
    it: 'Camminata',
    de: 'Gehen',
    es: 'Caminata',
    ca: 'Caminada',
    eu: 'Ibilaldia',
    sl: 'Hoja',
    hu: 'Séta',
    zh: '步行',
  },
  hiking: {
    fr: 'Randonnée',
    en: 'Hiking',
    it: 'Escursionismo',
    de: 'Wandern',
    es: 'Senderismo',
    ca: 'Excursionisme',
    eu: 'Mendi-ibilaldia',
    sl: 'Pohodništvo',
    hu: 'Túrázás',
    zh: '徒步',
  },
  running: {
    fr: 'Course à pied',
    en: 'Running',
    it: 'Corsa',
    de: 'Laufen',
    es: 'Carrera a pie',
    ca: 'Cursa a peu',
    eu: 'Korrika',
    sl: 'Tek',
    hu: 'Futás',
    zh: '跑步',
  },
  trail_running: {
    fr: 'Trail',
    en: 'Trail running',
    it: 'Corsa in montagna',
    de: 'Traillauf',
    es: 'Carrera por montaña',
    ca: 'Cursa de muntanya',
    eu: 'Mendi-lasterketa',
    sl: 'Gorski tek',
    hu: 'Terepfutás',
    zh: '越野跑',
  },
  cycling: {
    fr: 'Vélo',
    en: 'Cycling',
    it: 'Ciclismo',
    de: 'Radfahren',
    es: 'Ciclismo',
    ca: 'Ciclisme',
    eu: 'Txirrindularitza',
    sl: 'Kolesarjenje',
    hu: 'Kerékpározás',
    zh: '骑行',
  },
  mountain_biking: {
    fr: 'VTT',
    en: 'Mountain biking',
    it: 'Mountain bike',
    de: 'Mountainbiken',
    es: 'Bicicleta de montaña',
    ca: 'Bicicleta de muntanya',
    eu: 'Mendiko bizikleta',
    sl: 'Gorsko kolesarjenje',
    hu: 'Hegyikerékpározás',
    zh: '山地自行车',
  },
  e_biking: {
    fr: 'Vélo électrique',
    en: 'E-biking',
    it: 'Bici elettrica',
    de: 'E-Bike',
    es: 'Bicicleta eléctrica',
    ca: 'Bicicleta elèctrica',
    eu: 'Bizikleta elektrikoa',
    sl: 'Električno kolo',
    hu: 'Elektromos kerékpár',
    zh: '电动自行车',
  },
  skitouring: {
    fr: 'Ski de randonnée',
    en: 'Ski touring',
    it: 'Scialpinismo',
    de: 'Skitour',
    es: 'Esquí de travesía',
    ca: 'Esquí de muntanya',
    eu: 'Mendi-eskia',
    sl: 'Turno smučanje',
    hu: 'Túrasí',
    zh: '滑雪登山',
  },
  alpine_skiing: {
    fr: 'Ski alpin',
    en: 'Alpine skiing',
    it: 'Sci alpino',
    de: 'Alpinski',
    es: 'Esquí alpino',
    ca: 'Esquí alpí',
    eu: 'Eski alpinoa',
    sl: 'Alpsko smučanje',
    hu: 'Alpesi sí',
    zh: '高山滑雪',
  },
  nordic_skiing: {
    fr: 'Ski de fond',
    en: 'Cross-country skiing',
    it: 'Sci di fondo',
    de: 'Langlauf',
    es: 'Esquí de fondo',
    ca: 'Esquí de fons',
    eu: 'Iraupen-eskia',
    sl: 'Tek na smučeh',
    hu: 'Sífutás',
    zh: '越野滑雪',
  },
  snowboarding: {
    fr: 'Snowboard',
    en: 'Snowboarding',
    it: 'Snowboard',
    de: 'Snowboarden',
    es: 'Snowboard',
    ca: 'Surf de neu',
    eu: 'Snowboarda',
    sl: 'Deskanje na snegu',
    hu: 'Snowboardozás',
    zh: '单板滑雪',
  },
  snowshoeing: {
    fr: 'Raquettes',
    en: 'Snowshoeing',
    it: 'Ciaspole',
    de: 'Schneeschuhwandern',
    es: 'Raquetas de nieve',
    ca: 'Raquetes de neu',
    eu: 'Elur-erraketak',
    sl: 'Krpljanje',
    hu: 'Hótalpas túra',
    zh: '雪鞋行走',
  },
  mountaineering: {
    fr: 'Alpinisme',
    en: 'Mountaineering',
    it: 'Alpinismo',
    de: 'Bergsteigen',
    es: 'Alpinismo',
    ca: 'Alpinisme',
    eu: 'Alpinismoa',
    sl: 'Alpinizem',
    hu: 'Hegymászás',
    zh: '登山',
  },
  climbing: {
    fr: 'Escalade',
    en: 'Climbing',
    it: 'Arrampicata',
    de: 'Klettern',
    es: 'Escalada',
    ca: 'Escalada',
    eu: 'Eskalada',
    sl: 'Plezanje',
    hu: 'Mászás',
    zh: '攀岩',
  },
  ice_climbing: {
    fr: 'Cascade de glace',
    en: 'Ice climbing',
    it: 'Cascate di ghiaccio',
    de: 'Eisklettern',
    es: 'Escalada en hielo',
    ca: 'Escalada en gel',
    eu: 'Izotz-eskalada',
    sl: 'Plezanje v ledu',
    hu: 'Jégmászás',
    zh: '攀冰',
  },
  via_ferrata: {
    fr: 'Via ferrata',
    en: 'Via ferrata',
    it: 'Via ferrata',
    de: 'Klettersteig',
    es: 'Vía ferrata',
    ca: 'Via ferrada',
    eu: 'Via ferrata',
    sl: 'Ferata',
    hu: 'Via ferrata',
    zh: '飞拉达',
  },
  paragliding: {
    fr: 'Parapente',
    en: 'Paragliding',
    it: 'Parapendio',
    de: 'Gleitschirmfliegen',
    es: 'Parapente',
    ca: 'Parapent',
    eu: 'Parapentea',
    sl: 'Jadralno padalstvo',
    hu: 'Siklóernyőzés',
    zh: '滑翔伞',
  },
  swimming: {
    fr: 'Natation',
    en: 'Swimming',
    it: 'Nuoto',
    de: 'Schwimmen',
    es: 'Natación',
    ca: 'Natació',
    eu: 'Igeriketa',
    sl: 'Plavanje',
    hu: 'Úszás',
    zh: '游泳',
  },
  paddling: {
    fr: 'Pagaie',
    en: 'Paddling',
    it: 'Pagaia',
    de: 'Paddeln',
    es: 'Piragüismo',
    ca: 'Piragüisme',
    eu: 'Piraguismoa',
    sl: 'Veslanje',
    hu: 'Evezés',
    zh: '划桨',
  },
  other: {
    fr: 'Autre activité',
    en: 'Other activity',
    it: 'Altra attività',
    de: 'Andere Aktivität',
    es: 'Otra actividad',
    ca: 'Altra activitat',
    eu: 'Beste jarduera bat',
    sl: 'Druga dejavnost',
    hu: 'Egyéb tevékenység',
    zh: '其他活动',
  },
};

/** The type's name in `lang`; English for a language the interface does not have. */
export function trackerTypeName(type: TrackerActivityType, lang: string | undefined): string {
  const names = NAMES[type];
  return (lang && (names as Record<string, string>)[lang === 'zh_CN' ? 'zh' : lang]) || names.en;
}

/** The guidebook's activity a type stands for (an outing made from it), when there is one. */
export const TRACKER_TYPE_ACTIVITY: Partial<Record<TrackerActivityType, Activity>> = {
  walking: 'hiking',
  hiking: 'hiking',
  mountain_biking: 'mountain_biking',
  skitouring: 'skitouring',
  snowshoeing: 'snowshoeing',
  mountaineering: 'mountain_climbing',
  climbing: 'rock_climbing',
  ice_climbing: 'ice_climbing',
  via_ferrata: 'via_ferrata',
  paragliding: 'paragliding',
};

/**
 * Suunto's activity ids (the `activityId` of its workouts, from Suunto's published list of
 * activities) that have a type here; the others are `other`.
 */
export const SUUNTO_ACTIVITY_IDS: Readonly<Record<number, TrackerActivityType>> = {
  0: 'walking',
  1: 'running',
  2: 'cycling',
  3: 'nordic_skiing',
  10: 'mountain_biking',
  11: 'hiking',
  13: 'alpine_skiing',
  14: 'paddling',
  21: 'swimming',
  22: 'trail_running',
  24: 'walking', // Nordic walking
  29: 'climbing',
  30: 'snowboarding',
  31: 'skitouring',
  65: 'snowshoeing',
  70: 'hiking', // trekking
  72: 'paddling', // kayaking
  82: 'paddling', // canoeing
  83: 'mountaineering',
  84: 'alpine_skiing', // telemark
  85: 'swimming', // open water
  88: 'paragliding',
  99: 'cycling', // gravel
  105: 'e_biking',
  106: 'mountain_biking', // e-MTB
  107: 'skitouring', // backcountry skiing
  110: 'skitouring', // splitboarding
  115: 'trail_running', // vertical running
  116: 'skitouring', // ski mountaineering
  117: 'nordic_skiing', // skate skiing
  118: 'nordic_skiing', // classic skiing
};

/**
 * Coros's sport types, by `mode` and then `subMode` (`*` for any sub-mode), from its open API's
 * table of sport types; the others are `other`.
 */
export const COROS_SPORT_MODES: Readonly<Record<number, Readonly<Record<string, TrackerActivityType>>>> = {
  8: { '*': 'running' }, // outdoor and indoor run
  9: { '*': 'cycling' }, // outdoor and indoor bike
  10: { '*': 'swimming' }, // pool and open water
  14: { '*': 'mountaineering' }, // mountain climb
  15: { '*': 'trail_running' },
  16: { '*': 'hiking' },
  19: { 1: 'alpine_skiing', 2: 'snowboarding', 3: 'nordic_skiing', 4: 'skitouring', '*': 'alpine_skiing' },
  20: { '*': 'running' }, // track run
  31: { '*': 'walking' },
};

/** A vendor's type word (Strava's `sport_type`, Garmin's and Polar's, Decathlon's) read by meaning. */
function typeOfWord(word: string): TrackerActivityType | null {
  const t = word.toLowerCase().replace(/[\s-]+/g, '_');
  if (!t) return null;
  if (/backcountry|ski_?tour|randonn[eé]e_ski|alpine_?touring|ski_?mountaineer|splitboard/.test(t))
    return 'skitouring';
  if (/snow_?shoe/.test(t)) return 'snowshoeing';
  if (/ice_?climb/.test(t)) return 'ice_climbing';
  if (/mountaineer|alpinism/.test(t)) return 'mountaineering';
  if (/via_?ferrata/.test(t)) return 'via_ferrata';
  if (/climb|boulder/.test(t)) return 'climbing';
  if (/paraglid/.test(t)) return 'paragliding';
  if (/nordic_?ski|cross_?country_?ski|xc_?ski|skate_?ski|roller_?ski/.test(t)) return 'nordic_skiing';
  if (/alpine_?ski|resort_?ski|downhill/.test(t)) return 'alpine_skiing';
  if (/snowboard/.test(t)) return 'snowboarding';
  if (/^ski/.test(t)) return 'alpine_skiing';
  if (/mountain_?bik|mtb/.test(t)) return 'mountain_biking';
  if (/^e_?bike|e_?biking|ebike/.test(t)) return 'e_biking';
  if (/ride|cycl|bik/.test(t)) return 'cycling';
  if (/trail_?run/.test(t)) return 'trail_running';
  if (/run/.test(t)) return 'running';
  if (/hik|trek/.test(t)) return 'hiking';
  if (/walk/.test(t)) return 'walking';
  if (/swim/.test(t)) return 'swimming';
  if (/kayak|canoe|paddl|rowing/.test(t)) return 'paddling';
  return null;
}

/**
 * The type of an activity as a vendor gave it: Suunto's activity id (`"11"`), Coros's mode and
 * sub-mode (`"16.1"`), the others' words. A code without a type here is `other`; a word without
 * one is null (its own word is then shown).
 */
export function trackerActivityType(vendor: TrackerVendor, vendorType: string): TrackerActivityType | null {
  if (vendor === 'suunto') {
    const id = /(\d+)$/.exec(vendorType)?.[1];
    return (id !== undefined && SUUNTO_ACTIVITY_IDS[Number(id)]) || 'other';
  }
  if (vendor === 'coros') {
    const m = /(\d+)(?:\.(\d+))?$/.exec(vendorType);
    const modes = m ? COROS_SPORT_MODES[Number(m[1])] : undefined;
    return (modes && ((m?.[2] !== undefined && modes[m[2]]) || modes['*'])) || 'other';
  }
  return typeOfWord(vendorType);
}
