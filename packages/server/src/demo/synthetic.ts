/**
 * Synthetic documents for benchmarks: large volumes, cheap to produce, with a
 * mix close to a real guidebook (≈ 45 % outings, 30 % images, 12 % routes,
 * 8 % waypoints, 5 % articles, xreports and books), spread over the mountain
 * areas of Europe, and with the usual associations.
 *
 * Shape of the output — the choice made here:
 * - `syntheticBatches(count)` yields `{ documents, associations }` batches
 *   (default 1000 documents). Every association of a batch points to documents
 *   of that batch or of an earlier one, so a loader can insert batch by batch
 *   (documents first, then the batch's associations).
 * - `syntheticDocuments(count)` yields the same documents, batch by batch,
 *   without associations.
 * - `syntheticAssociations(count)` yields the same associations without
 *   building any document (ids and types come from a separate random stream),
 *   for loaders that insert every document before any association.
 *
 * Ids run from `startId` (default 10000, above the demo guidebook's ids).
 * Authors are `userIds` (default the demo guidebook's users 1–16); outings are
 * linked to their author's profile unless `linkUsers` is false.
 * Image documents get a unique `filename` (`s<id>.jpg`) and an `image_file`
 * naming one of the demo pictures (pictures.ts) whose bytes can be reused.
 */
import { ENUMS, scaleAt, type Activity, type EnumName, type WaypointType } from './enums.ts';
import { DEMO_REFERENCE_DATE } from './guidebook.ts';
import { toMercator } from '@cairn/domain';
import { DEMO_PICTURE_COUNT, demoPictureFilename } from './pictures.ts';
import { Random } from './random.ts';
import { routeAttributes, SEASONS, type RouteActivity } from './ratings.ts';
import { OUTING_RESTRICTED } from './applicability.ts';
import type { DemoAssociation, DemoDocument, DocumentLetter, SyntheticBatch } from './types.ts';

export interface SyntheticOptions {
  seed?: number;
  startId?: number;
  batchSize?: number;
  /** Existing user ids used as authors (default 1–16, the demo users). */
  userIds?: readonly number[];
  /** Add profile → outing links for the outing authors (default true). */
  linkUsers?: boolean;
  /** Give about a third of outings and routes a short GPS track (default true). */
  tracks?: boolean;
  /** YYYY-MM-DD; outings end on or before it (default DEMO_REFERENCE_DATE). */
  referenceDate?: string;
}

/** Share of each type, in per mille. */
export const SYNTHETIC_MIX: readonly (readonly [DocumentLetter, number])[] = [
  ['o', 450],
  ['i', 300],
  ['r', 120],
  ['w', 80],
  ['c', 20],
  ['x', 15],
  ['b', 15],
];

/** Mountain areas of Europe: [lon, lat, typical top elevation, name]. */
const CLUSTERS: readonly (readonly [number, number, number, string])[] = [
  [6.87, 45.9, 4000, 'Mont-Blanc'],
  [6.35, 44.92, 3800, 'Écrins'],
  [6.8, 45.38, 3500, 'Vanoise'],
  [7.7, 46.0, 4200, 'Valais'],
  [8.0, 46.55, 3900, 'Oberland'],
  [9.9, 46.4, 3500, 'Bernina'],
  [11.85, 46.5, 3100, 'Dolomiti'],
  [10.9, 46.85, 3500, 'Ötztal'],
  [12.7, 47.07, 3500, 'Tauern'],
  [13.85, 46.38, 2700, 'Julijske Alpe'],
  [5.55, 44.95, 2200, 'Vercors'],
  [7.2, 44.15, 2900, 'Mercantour'],
  [0.0, 42.72, 3200, 'Pyrénées centrales'],
  [0.65, 42.63, 3300, 'Aneto'],
  [1.55, 42.6, 2800, 'Andorra'],
  [-4.85, 43.2, 2500, 'Picos de Europa'],
  [-3.3, 37.05, 3300, 'Sierra Nevada'],
  [-3.9, 40.8, 2300, 'Guadarrama'],
  [9.0, 42.25, 2600, 'Corse'],
  [13.55, 42.45, 2800, 'Gran Sasso'],
  [11.0, 44.2, 2000, 'Appennino'],
  [20.1, 49.2, 2600, 'Tatry'],
  [24.6, 45.6, 2500, 'Făgăraș'],
  [23.6, 42.2, 2900, 'Rila'],
  [19.7, 42.5, 2500, 'Prokletije'],
  [22.35, 40.08, 2900, 'Olympos'],
  [8.0, 61.6, 2400, 'Jotunheimen'],
  [18.9, 68.4, 2000, 'Lyngen'],
  [-5.0, 56.8, 1300, 'Highlands'],
  [-3.1, 54.45, 950, 'Lake District'],
  [2.85, 45.55, 1800, 'Massif central'],
  [7.0, 48.0, 1400, 'Vosges'],
  [10.6, 47.4, 2700, 'Allgäu'],
  [13.0, 47.6, 2700, 'Berchtesgaden'],
  [15.8, 50.7, 1600, 'Krkonoše'],
  [25.6, 47.1, 2300, 'Rodna'],
];

const ROUTE_ACTS: readonly (readonly [RouteActivity, number])[] = [
  ['skitouring', 24],
  ['hiking', 20],
  ['mountain_climbing', 14],
  ['snow_ice_mixed', 12],
  ['rock_climbing', 12],
  ['snowshoeing', 6],
  ['ice_climbing', 4],
  ['via_ferrata', 4],
  ['mountain_biking', 3],
  ['slacklining', 1],
];
const OUTING_ACTS: readonly (readonly [Activity, number])[] = [...ROUTE_ACTS, ['paragliding', 3]];
const WAYPOINT_TYPES: readonly (readonly [WaypointType, number])[] = [
  ['summit', 40],
  ['access', 15],
  ['hut', 10],
  ['pass', 10],
  ['climbing_outdoor', 8],
  ['lake', 6],
  ['gite', 2],
  ['shelter', 2],
  ['paragliding_takeoff', 2],
  ['waterfall', 2],
  ['slackline_spot', 1],
  ['locality', 2],
];
const WORDS_FR = [
  'Aiguille',
  'Pointe',
  'Tête',
  'Dent',
  'Pic',
  'Mont',
  'Col',
  'Lac',
  'Crête',
  'Roc',
  'Cime',
  'Dôme',
];
const WORDS_EN = [
  'Needle',
  'Point',
  'Head',
  'Tooth',
  'Peak',
  'Mount',
  'Pass',
  'Lake',
  'Ridge',
  'Rock',
  'Top',
  'Dome',
];
const NAMES = [
  'Blanche',
  'Noire',
  'Rousse',
  'du Loup',
  'des Fonds',
  'de la Vache',
  'Grise',
  'Verte',
  'des Aigles',
  'du Midi',
  'Jumelle',
  'Pelée',
];

const DAY = 86400000;

/** Outing rating fields each activity carries, with their scale. */
const OUTING_RATING_FIELDS: Record<Activity, [string, EnumName][]> = (() => {
  const scales: Record<string, EnumName> = {
    global_rating: 'global_ratings',
    engagement_rating: 'engagement_ratings',
    equipment_rating: 'equipment_ratings',
    rock_free_rating: 'climbing_ratings',
    ice_rating: 'ice_ratings',
    ski_rating: 'ski_ratings',
    labande_global_rating: 'global_ratings',
    snowshoe_rating: 'snowshoe_ratings',
    hiking_rating: 'hiking_ratings',
    via_ferrata_rating: 'via_ferrata_ratings',
    mtb_up_rating: 'mtb_up_ratings',
    mtb_down_rating: 'mtb_down_ratings',
  };
  const out = {} as Record<Activity, [string, EnumName][]>;
  for (const a of ENUMS.activities) {
    out[a] = Object.entries(scales).filter(([f]) => OUTING_RESTRICTED[f]?.includes(a)) as [
      string,
      EnumName,
    ][];
  }
  return out;
})();

const SNOW = new Set<Activity>(['skitouring', 'snow_ice_mixed', 'ice_climbing', 'snowshoeing']);

interface Plan {
  id: number;
  type: DocumentLetter;
  links: DemoAssociation[];
}

/**
 * The structure stream: type of each document and its associations. Uses its
 * own random generator so syntheticAssociations can replay it alone.
 */
function* plans(count: number, options: SyntheticOptions): Generator<Plan> {
  const rng = new Random((options.seed ?? 1) * 2654435761);
  const startId = options.startId ?? 10000;
  const recentW: number[] = [];
  const recentR: number[] = [];
  const recentO: number[] = [];
  const remember = (list: number[], id: number, size: number) => {
    if (list.length < size) list.push(id);
    else list[rng.int(0, size - 1)] = id;
  };
  for (let i = 0; i < count; i++) {
    const id = startId + i;
    const type = rng.weighted(SYNTHETIC_MIX);
    const links: DemoAssociation[] = [];
    switch (type) {
      case 'w':
        remember(recentW, id, 400);
        break;
      case 'r': {
        const n = Math.min(recentW.length, rng.int(1, 2));
        const first = recentW.length ? rng.int(0, recentW.length - 1) : 0;
        for (let k = 0; k < n; k++) {
          const w = recentW[(first + k) % recentW.length] as number;
          links.push({ parent_document_id: w, child_document_id: id });
        }
        remember(recentR, id, 1000);
        break;
      }
      case 'o':
        if (recentR.length)
          links.push({
            parent_document_id: recentR[rng.int(0, recentR.length - 1)] as number,
            child_document_id: id,
          });
        remember(recentO, id, 1000);
        break;
      case 'i':
        if (recentO.length && rng.chance(0.75))
          links.push({
            parent_document_id: recentO[rng.int(0, recentO.length - 1)] as number,
            child_document_id: id,
          });
        else if (recentR.length)
          links.push({
            parent_document_id: recentR[rng.int(0, recentR.length - 1)] as number,
            child_document_id: id,
          });
        break;
      case 'x':
        if (recentR.length)
          links.push({
            parent_document_id: recentR[rng.int(0, recentR.length - 1)] as number,
            child_document_id: id,
          });
        break;
      default:
        break;
    }
    yield { id, type, links };
  }
}

class ContentFactory {
  private readonly rng: Random;
  private readonly users: readonly number[];
  private readonly linkUsers: boolean;
  private readonly tracks: boolean;
  private readonly refMs: number;
  private readonly startMs: number;
  private readonly days: string[] = [];
  private readonly count: number;

  constructor(count: number, options: SyntheticOptions) {
    this.count = Math.max(1, count);
    this.rng = new Random(((options.seed ?? 1) ^ 0x5bd1e995) >>> 0);
    this.users = options.userIds?.length ? options.userIds : Array.from({ length: 16 }, (_, i) => i + 1);
    this.linkUsers = options.linkUsers ?? true;
    this.tracks = options.tracks ?? true;
    this.refMs = Date.parse(`${options.referenceDate ?? DEMO_REFERENCE_DATE}T00:00:00Z`);
    this.startMs = this.refMs - 3 * 365 * DAY;
    for (let t = this.startMs; t <= this.refMs; t += DAY)
      this.days.push(new Date(t).toISOString().slice(0, 10));
  }

  private point(): { lon: number; lat: number; top: number; region: string } {
    const [lon, lat, top, region] = this.rng.pick(CLUSTERS);
    return { lon: lon + this.rng.gauss(0, 0.45), lat: lat + this.rng.gauss(0, 0.3), top, region };
  }

  private geom(lon: number, lat: number): string {
    const [x, y] = toMercator(lon, lat);
    return `{"type":"Point","coordinates":[${Math.round(x * 10) / 10},${Math.round(y * 10) / 10}]}`;
  }

  /** A short wandering line of `n` points; with `t0` the positions carry [x, y, z, t]. */
  private line(lon: number, lat: number, z0: number, z1: number, n: number, t0?: number): string {
    const r = this.rng;
    const [x0, y0] = toMercator(lon, lat);
    const dx = r.float(-4000, 4000);
    const dy = r.float(-4000, 4000);
    const parts: string[] = [];
    let t = t0 ?? 0;
    for (let k = 0; k < n; k++) {
      const u = k / (n - 1);
      const x = x0 + dx * u + Math.sin(u * 6.283) * 150 + r.float(-20, 20);
      const y = y0 + dy * u + Math.cos(u * 4.5) * 150 + r.float(-20, 20);
      const z = z0 + (z1 - z0) * u;
      const xy = `[${Math.round(x * 10) / 10},${Math.round(y * 10) / 10},${Math.round(z)}`;
      if (t0 === undefined) parts.push(`${xy}]`);
      else {
        t += r.int(120, 600);
        parts.push(`${xy},${t}]`);
      }
    }
    return `{"type":"LineString","coordinates":[${parts.join(',')}]}`;
  }

  private title(): { fr: string; en: string } {
    const i = this.rng.int(0, WORDS_FR.length - 1);
    const name = this.rng.pick(NAMES);
    return { fr: `${WORDS_FR[i]} ${name}`, en: `${WORDS_EN[i]} ${name}` };
  }

  private writtenAt(index: number): string {
    const ms = this.startMs + ((index + this.rng.next()) / this.count) * (this.refMs - this.startMs);
    return new Date(ms).toISOString();
  }

  private quality(): DemoDocument['quality'] {
    return this.rng.weighted([
      ['draft', 3],
      ['medium', 5],
      ['fine', 2],
      ['great', 0.2],
      ['empty', 0.3],
    ] as const);
  }

  make(plan: Plan, index: number, extraLinks: DemoAssociation[]): DemoDocument {
    const r = this.rng;
    const author = r.pick(this.users);
    const base = {
      document_id: plan.id,
      type: plan.type,
      quality: this.quality(),
      author_id: author,
      written_at: this.writtenAt(index),
    };
    switch (plan.type) {
      case 'w': {
        const p = this.point();
        const type = r.weighted(WAYPOINT_TYPES);
        const elevation =
          type === 'summit'
            ? r.int(Math.round(p.top * 0.5), p.top)
            : r.int(Math.round(p.top * 0.25), Math.round(p.top * 0.8));
        const t = this.title();
        const attributes: Record<string, unknown> = { waypoint_type: type, elevation };
        if (type === 'summit') attributes.prominence = r.int(30, 1200);
        if (type === 'hut' || type === 'gite') {
          attributes.custodianship = 'accessible_when_wardened';
          attributes.capacity_staffed = r.int(20, 120);
        }
        if (type === 'slackline_spot') attributes.slackline_types = ['highline'];
        if (type === 'climbing_outdoor') {
          attributes.climbing_outdoor_types = ['single'];
          attributes.routes_quantity = r.int(10, 300);
        }
        return {
          ...base,
          locales: [
            { lang: 'fr', title: `${t.fr} (${p.region})`, summary: `Point de passage à ${elevation} m.` },
            { lang: 'en', title: `${t.en} (${p.region})`, summary: `Waypoint at ${elevation} m.` },
          ],
          geometry: { geom: this.geom(p.lon, p.lat) },
          attributes,
        };
      }
      case 'r': {
        const p = this.point();
        const act = r.weighted(ROUTE_ACTS);
        const top =
          act === 'rock_climbing' || act === 'slacklining'
            ? r.int(300, 2500)
            : r.int(Math.round(p.top * 0.5), p.top);
        const low = Math.max(0, top - (act === 'rock_climbing' ? r.int(30, 400) : r.int(400, 1800)));
        const attributes = routeAttributes(r, {
          activities: [act],
          level: r.next(),
          climbing_outdoor_type:
            act === 'rock_climbing' ? r.pick(['single', 'single', 'multi', 'bloc'] as const) : undefined,
          elevation_min: low,
          elevation_max: top,
          length: r.int(800, 12000),
          days: r.chance(0.1) ? 2 : 1,
          glacier: top > 3000 && r.chance(0.5),
          orientations: [r.pick(ENUMS.orientation_types)],
          route_type: r.pick(['return_same_way', 'loop', 'traverse'] as const),
          rock_type: r.pick(['calcaire', 'granit', 'gneiss'] as const),
        });
        const mainLink = plan.links[0];
        if (mainLink) attributes.main_waypoint_id = mainLink.parent_document_id;
        const t = this.title();
        const geometry: DemoDocument['geometry'] = { geom: this.geom(p.lon, p.lat) };
        if (this.tracks && r.chance(0.35)) geometry.geom_detail = this.line(p.lon, p.lat, low, top, 16);
        return {
          ...base,
          locales: [
            { lang: 'fr', title: `${t.fr} : voie ${r.int(1, 99)}`, summary: 'Itinéraire synthétique.' },
            ...(r.chance(0.7)
              ? [{ lang: 'en', title: `${t.en}: route ${r.int(1, 99)}`, summary: 'Synthetic route.' }]
              : []),
          ],
          geometry,
          attributes,
        };
      }
      case 'o': {
        const p = this.point();
        const act = r.weighted(OUTING_ACTS);
        const season = SEASONS[act];
        let dayIndex = r.int(0, this.days.length - 3);
        for (let k = 0; k < 6; k++) {
          const month = Number((this.days[dayIndex] as string).slice(5, 7));
          if (season.includes(month)) break;
          dayIndex = r.int(0, this.days.length - 3);
        }
        const multi = r.chance(0.1) ? 1 : 0;
        const top = r.int(Math.round(p.top * 0.4), p.top);
        const low = Math.max(0, top - r.int(300, 1600));
        const attributes: Record<string, unknown> = {
          activities: [act],
          date_start: this.days[dayIndex],
          date_end: this.days[dayIndex + multi],
          condition_rating: r.pick(ENUMS.condition_ratings),
          frequentation: r.pick(ENUMS.frequentation_types),
          participant_count: r.int(1, 5),
          elevation_min: low,
          elevation_max: top,
          height_diff_up: top - low,
          height_diff_down: top - low,
          partial_trip: r.chance(0.05),
          public_transport: r.chance(0.1),
          disable_comments: false,
        };
        const level = r.next();
        for (const [field, scale] of OUTING_RATING_FIELDS[act]) attributes[field] = scaleAt(scale, level);
        if (SNOW.has(act)) {
          attributes.snow_quality = r.pick(ENUMS.snow_quality_ratings);
          attributes.snow_quantity = r.pick(ENUMS.snow_quantity_ratings);
          attributes.elevation_up_snow = low;
          attributes.avalanche_signs = ['no'];
        }
        const t = this.title();
        const geometry: DemoDocument['geometry'] = { geom: this.geom(p.lon, p.lat) };
        if (this.tracks && r.chance(0.3)) {
          const t0 = Math.round(Date.parse(`${this.days[dayIndex]}T06:00:00Z`) / 1000);
          geometry.geom_detail = this.line(p.lon, p.lat, low, top, 24, t0);
        }
        if (this.linkUsers) extraLinks.push({ parent_document_id: author, child_document_id: plan.id });
        return {
          ...base,
          quality: r.pick(['draft', 'medium', 'medium', 'fine'] as const),
          locales: [
            r.chance(0.75)
              ? {
                  lang: 'fr',
                  title: `${t.fr} (${p.region})`,
                  summary: 'Sortie synthétique, bonnes conditions.',
                }
              : { lang: 'en', title: `${t.en} (${p.region})`, summary: 'Synthetic outing, good conditions.' },
          ],
          geometry,
          attributes,
        };
      }
      case 'i': {
        const p = this.point();
        const index0 = plan.id % DEMO_PICTURE_COUNT;
        const landscape = index0 % 5 !== 4;
        return {
          ...base,
          locales: [{ lang: r.chance(0.6) ? 'fr' : 'en', title: this.title().fr }],
          geometry: { geom: this.geom(p.lon, p.lat) },
          attributes: {
            activities: [r.weighted(OUTING_ACTS)],
            categories: [r.pick(['landscapes', 'action', 'people', 'rise'] as const)],
            image_type: r.chance(0.6) ? 'personal' : 'collaborative',
            filename: `s${plan.id}.jpg`,
            width: landscape ? 1600 : 1067,
            height: landscape ? 1067 : 1600,
            file_size: r.int(150000, 600000),
            elevation: r.int(500, p.top),
          },
          image_file: demoPictureFilename(index0),
        };
      }
      case 'c': {
        const t = this.title();
        const personal = r.chance(0.4);
        return {
          ...base,
          locales: [
            {
              lang: 'fr',
              title: `Article : ${t.fr}`,
              summary: 'Article synthétique.',
              description: '## Contenu\nTexte **synthétique**.',
            },
            {
              lang: 'en',
              title: `Article: ${t.en}`,
              summary: 'Synthetic article.',
              description: '## Contents\n**Synthetic** text.',
            },
          ],
          attributes: {
            activities: [r.weighted(OUTING_ACTS)],
            categories: [r.pick(['technical', 'stories', 'gear', 'mountain_environment'] as const)],
            article_type: personal ? 'personal' : 'collab',
          },
        };
      }
      case 'x': {
        const p = this.point();
        const t = this.title();
        return {
          ...base,
          locales: [{ lang: 'fr', title: `Incident : ${t.fr}`, description: 'Récit synthétique.' }],
          geometry: { geom: this.geom(p.lon, p.lat) },
          attributes: {
            event_activity: r.pick(ENUMS.event_activities),
            event_type: r.pick(ENUMS.event_types),
            date: this.days[r.int(0, this.days.length - 1)],
            elevation: r.int(500, p.top),
            severity: r.pick(ENUMS.severities),
            nb_participants: r.int(1, 6),
            nb_impacted: 1,
            anonymous: false,
            disable_comments: false,
          },
        };
      }
      default: {
        // book
        const t = this.title();
        let sum = 0;
        const digits = `97820${String(plan.id % 10000000).padStart(7, '0')}`;
        for (let k = 0; k < 12; k++) sum += Number(digits[k]) * (k % 2 === 0 ? 1 : 3);
        return {
          ...base,
          type: 'b',
          locales: [
            { lang: 'fr', title: `Topo ${t.fr}`, summary: 'Ouvrage synthétique.' },
            { lang: 'en', title: `${t.en} guidebook`, summary: 'Synthetic book.' },
          ],
          attributes: {
            activities: [r.weighted(OUTING_ACTS)],
            book_types: ['topo'],
            author: 'Collectif Cairn',
            editor: 'Éditions du Col',
            isbn: `${digits}${(10 - (sum % 10)) % 10}`,
            nb_pages: r.int(80, 400),
          },
        };
      }
    }
  }
}

/** Batches of `{documents, associations}`; see the module comment. */
export function* syntheticBatches(count: number, options: SyntheticOptions = {}): Generator<SyntheticBatch> {
  const size = Math.max(1, options.batchSize ?? 1000);
  const factory = new ContentFactory(count, options);
  let documents: DemoDocument[] = [];
  let associations: DemoAssociation[] = [];
  let index = 0;
  for (const plan of plans(count, options)) {
    documents.push(factory.make(plan, index, associations));
    for (const link of plan.links) associations.push(link);
    index++;
    if (documents.length >= size) {
      yield { documents, associations };
      documents = [];
      associations = [];
    }
  }
  if (documents.length) yield { documents, associations };
}

/** The synthetic documents in batches (no associations). */
export function* syntheticDocuments(
  count: number,
  options: SyntheticOptions = {},
): Generator<DemoDocument[]> {
  for (const batch of syntheticBatches(count, options)) yield batch.documents;
}

/**
 * The associations of the same synthetic set (same count and options), in
 * batches, without building documents. Profile → outing links are included
 * when `linkUsers` is on; their author is the one syntheticBatches uses.
 */
export function* syntheticAssociations(
  count: number,
  options: SyntheticOptions = {},
): Generator<DemoAssociation[]> {
  if (options.linkUsers ?? true) {
    // author choice lives in the content stream: replay it through the batches
    for (const batch of syntheticBatches(count, options)) yield batch.associations;
    return;
  }
  const size = Math.max(1, options.batchSize ?? 1000);
  let out: DemoAssociation[] = [];
  let n = 0;
  for (const plan of plans(count, options)) {
    for (const link of plan.links) out.push(link);
    if (++n % size === 0) {
      yield out;
      out = [];
    }
  }
  if (out.length) yield out;
}
