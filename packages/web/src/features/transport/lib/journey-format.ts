/** How journeys read in the planner: times, durations, line colours. */
import { fromNavitiaDateTime, type JourneySection } from '@cairn/domain';

/** `HH:MM` of a journey service time. */
export const clockOf = (value: string | undefined) => fromNavitiaDateTime(value ?? '')?.slice(11, 16) ?? '';

/** `1 h 35`, `45 min`. */
export function durationText(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return `${h} h ${String(m).padStart(2, '0')}`;
}

/** The colour a section is drawn in: its line's, grey dashes for walks and waits. */
export function sectionColor(section: JourneySection): string {
  const color = section.display_informations?.color;
  if (color && /^[0-9a-f]{6}$/i.test(color)) return `#${color}`;
  return section.type === 'public_transport' || section.type === 'on_demand_transport'
    ? '#1c7ed6'
    : '#495057';
}

/** Whether a section is on foot (drawn dashed). */
export const isWalk = (section: JourneySection) =>
  section.type !== 'public_transport' && section.type !== 'on_demand_transport';
