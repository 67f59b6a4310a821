/**
 * An outing's first fields from a tracker activity (issue 19: "a button on an activity creates
 * an outing from it"): title, activity, its track, dates, elevations, height differences and
 * length from the domain's `trackFacts` (the vendor's figures where the track has none).
 */
import { trackFacts, type ResponseOf, type TrackGeometry, type getTrackerActivity } from '@cairn/domain';

export type FullTrackerActivity = ResponseOf<typeof getTrackerActivity>;

export interface OutingPrefill {
  title: string;
  activities: string[];
  fields: Record<string, unknown>;
  geometry: { geom: string | null; geom_detail: string | null };
}

/** The address of the outing add form pre-filled from an activity. */
export const TRACKER_ACTIVITY_PARAM = 'tracker';

export function outingPrefillOf(activity: FullTrackerActivity, timeZone: string): OutingPrefill {
  const track = activity.geom_detail ? (JSON.parse(activity.geom_detail) as TrackGeometry) : null;
  const facts = track ? trackFacts(track, { timeZone }) : {};
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(activity.date));
  const fields: Record<string, unknown> = {
    date_start: facts.date_start ?? day,
    date_end: facts.date_end ?? day,
  };
  const round = (n: number | null | undefined) => (typeof n === 'number' ? Math.round(n) : undefined);
  const figures: Record<string, number | undefined> = {
    elevation_min: facts.elevation_min,
    elevation_max: facts.elevation_max,
    height_diff_up: facts.height_diff_up ?? round(activity.heightDiffUp),
    height_diff_down: facts.height_diff_down,
    length_total: facts.length_total ?? round(activity.length),
  };
  for (const [key, value] of Object.entries(figures)) if (value !== undefined) fields[key] = value;
  return {
    title: activity.name,
    activities: activity.activity ? [activity.activity] : [],
    fields,
    geometry: { geom: activity.geom, geom_detail: activity.geom_detail },
  };
}
