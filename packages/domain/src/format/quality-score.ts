/** Content scores behind the quality suggestion (fields.md §7.4). */
import type { DocumentInput, LocaleInput } from '../validation/document-input.ts';

const has = (value: unknown): boolean =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);
const some = (doc: DocumentInput, key: string) => (doc.associations?.[key]?.length ?? 0) > 0;
const intersects = (activities: unknown, codes: readonly string[]) =>
  Array.isArray(activities) && activities.some((a) => codes.includes(a as string));

function hasLevelRow(levels: unknown): boolean {
  let rows: unknown = levels;
  if (typeof levels === 'string') {
    try {
      rows = JSON.parse(levels);
    } catch {
      return false;
    }
  }
  return (
    Array.isArray(rows) && rows.some((row) => typeof row === 'object' && row && Object.values(row).some(has))
  );
}

function outingScores(doc: DocumentInput, l: LocaleInput): number[] {
  const routeInfo = has(doc.geometry?.geom_detail) || has(l.route_description);
  const conditionsInfo = has(l.conditions) || hasLevelRow(l.conditions_levels);
  const scores: number[] = [];
  if (intersects(doc.activities, ['skitouring', 'snowshoeing'])) {
    const snowInfo = [
      'elevation_up_snow',
      'elevation_down_snow',
      'snow_quantity',
      'snow_quality',
      'length_total',
      'glacier_rating',
    ].some((k) => has(doc[k]));
    const accessInfo =
      has(doc.elevation_access) &&
      ((has(doc.access_condition) && doc.access_condition !== 'snowy') ||
        (doc.access_condition === 'snowy' && has(l.access_comment)));
    const points = [
      routeInfo,
      snowInfo,
      accessInfo,
      has(l.avalanches),
      has(l.description),
      has(l.weather),
      has(doc.condition_rating),
    ];
    const score = points.filter(Boolean).length * 0.5;
    scores.push(conditionsInfo ? score + 1 : Math.min(score, 2));
  }
  if (intersects(doc.activities, ['snow_ice_mixed', 'ice_climbing', 'mountain_climbing'])) {
    const score =
      (routeInfo ? 0.5 : 0) +
      (has(doc.condition_rating) ? 0.5 : 0) +
      (has(l.description) ? 1 : 0) +
      (has(l.timing) ? 0.5 : 0) +
      (has(l.weather) ? 0.5 : 0);
    scores.push(conditionsInfo ? score + 1.5 : Math.min(score, 2));
  }
  const others = ['rock_climbing', 'hiking', 'mountain_biking', 'via_ferrata', 'paragliding', 'slacklining'];
  if (intersects(doc.activities, others)) {
    const score =
      (routeInfo ? 0.5 : 0) +
      (has(l.description) ? 1 : 0) +
      (has(l.timing) ? 0.5 : 0) +
      (has(l.weather) ? 0.5 : 0);
    scores.push(has(l.conditions) ? score + 2 : Math.min(score, 2));
  }
  return scores;
}

/** fields.md §7.4 outing score: the best of the snow, ice/alpine and other scores that apply. */
export const outingScore = (doc: DocumentInput): number =>
  Math.max(0, ...outingScores(doc, doc.locales?.[0] ?? {}));

/** fields.md §7.4 article score. */
export function articleScore(doc: DocumentInput): number {
  const l = doc.locales?.[0] ?? {};
  const description = typeof l.description === 'string' ? l.description : '';
  return (
    (some(doc, 'waypoints') ? 1 : 0) +
    (some(doc, 'images') ? 1 : 0) +
    (has(l.summary) ? 1 : 0) +
    (/(^|\n)##/.test(description) ? 1 : 0) +
    (description.includes('[img=') ? 1 : 0) +
    (description ? 1 : -1)
  );
}

/** fields.md §7.4 image score. */
export function imageScore(doc: DocumentInput): number {
  const l = doc.locales?.[0] ?? {};
  return (
    (has(doc.geometry?.geom) ? 1 : 0) +
    (has(doc.activities) ? 0.5 : 0) +
    (has(doc.categories) ? 0.5 : 0) +
    (some(doc, 'waypoints') || some(doc, 'routes') ? 1 : 0) +
    (has(l.title) ? 1 : 0) +
    (has(l.description) ? 1 : 0)
  );
}
