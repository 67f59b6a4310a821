/** Xreport (letter x): accident or incident report, by-nc-nd (fields.md §11). */
import type { TypeCatalog } from '../catalog/field.ts';
import { documentField as d, localeField as l } from '../catalog/define-field.ts';
import {
  descriptionField,
  disableCommentsField,
  qualityField,
  summaryField,
  titleField,
} from '../catalog/common-fields.ts';

/** Returned only to moderators and the report's author, never in versions (fields.md §11, §16 item 25). */
const personal = <N extends string>(name: N, enumName?: string) =>
  d(name, enumName ? 'enum' : 'int', enumName ? { enum: enumName, personal: true } : { personal: true });

/** Narrative sections in display order (fields.md §12; §16 item 22 keeps increase_impact). */
const NARRATIVE = [
  'place',
  'route_study',
  'conditions',
  'training',
  'motivations',
  'group_management',
  'risk',
  'time_management',
  'safety',
  'increase_impact',
  'reduce_impact',
  'modifications',
  'other_comments',
] as const;

export const XREPORT = {
  type: 'xreport',
  title: 'required',
  // No `activities`: a single event_activity.
  activities: [],
  fields: [
    titleField('C T'),
    // `act` is a URL-only filter here, not in the panel (fields.md §11).
    d('event_activity', 'enum', {
      enum: 'event_activities',
      filter: 'act multi',
      requirement: 'Rs',
      card: 'C T',
      listing: 4,
    }),
    d('event_type', 'enum', { enum: 'event_types', filter: 'xtyp multi general', card: 'C T', listing: 3 }),
    // Date of the event; fields.md §16 item 15: backend key xdate.
    d('date', 'date', { filter: 'xdate date server', card: 'C T', listing: 2 }),
    d('elevation', 'int', {
      min: 0,
      max: 9000,
      unit: 'm',
      filter: 'xalt nrange terrain',
      sortable: true,
      card: 'C T',
      listing: 1,
    }),
    d('nb_participants', 'int', { min: 0, max: 1000, filter: 'xpar nrange misc', card: 'T', listing: 5 }),
    d('nb_impacted', 'int', { min: 0, max: 1000, filter: 'ximp nrange misc', card: 'T', listing: 6 }),
    d('rescue', 'bool3'),
    d('avalanche_level', 'enum', {
      enum: 'avalanche_levels',
      filter: 'xavlev erange server',
      card: 'T',
      listing: 7,
    }),
    d('avalanche_slope', 'enum', {
      enum: 'avalanche_slopes',
      filter: 'xavslo erange server',
      card: 'T',
      listing: 8,
    }),
    // fields.md §16 item 12: xsev reads as a from,to range.
    d('severity', 'enum', { enum: 'severities', filter: 'xsev erange misc', card: 'T', listing: 9 }),
    personal('author_status', 'author_statuses'),
    personal('activity_rate', 'activity_rates'),
    { ...personal('age'), min: 0, max: 120, unit: 'years' },
    personal('gender', 'genders'),
    personal('previous_injuries', 'previous_injuries'),
    personal('autonomy', 'autonomies'),
    personal('supervision', 'supervision'),
    personal('qualification', 'qualification'),
    // An anonymous report is attributed to a configured anonymous account (api.md §8.5).
    d('anonymous', 'bool', { default: false }),
    disableCommentsField(),
    // No content score (fields.md §7.4).
    qualityField('C T', { listing: 0 }),
    summaryField(),
    // The account of the outing and incident.
    descriptionField(),
    ...NARRATIVE.map((name) => l(name, 'md')),
  ],
  sections: ['summary', 'description', ...NARRATIVE],
  associationFilters: ['a'],
  // Copied from an associated route or outing when empty; required by the server.
  geometry: { point: 'required', detail: [], detailRequired: false },
  derived: [
    { name: 'author', kind: 'user' },
    { name: 'areas', kind: 'areas', card: ['C', 'T'] },
  ],
  extraFilters: [
    // api.md §6.5: `date` also filters the event date.
    { key: 'date', kind: 'date', fields: ['date'], serverOnly: true },
  ],
} satisfies TypeCatalog;
