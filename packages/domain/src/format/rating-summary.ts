/** The rating summary string of cards, lists and headers (fields.md §9.5). */
type Ratings = Partial<Record<string, unknown>> & { climbing_outdoor_type?: unknown };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** fields.md §9.5: a document "has ratings" when any of these is set. */
// prettier-ignore
export const SUMMARY_RATINGS = [
  'global_rating', 'rock_free_rating', 'rock_required_rating', 'aid_rating', 'engagement_rating', 'risk_rating',
  'equipment_rating', 'exposition_rock_rating', 'ice_rating', 'mixed_rating', 'ski_rating', 'hiking_rating',
  'mtb_up_rating', 'mtb_down_rating', 'hiking_mtb_exposition', 'labande_global_rating', 'labande_ski_rating',
] as const;

/** Whether the document has any rating of fields.md §9.5. */
export const hasRatings = (doc: Ratings): boolean => SUMMARY_RATINGS.some((name) => text(doc[name]) !== '');

/**
 * fields.md §9.5: ratings verbatim, space-separated, in this order, each only when set: global;
 * via_ferrata; rock_free immediately followed by ">" + rock_required; aid; engagement; risk;
 * equipment; exposition_rock; ice; mixed; ski, then " / " + ski_exposition and
 * labande_global when either is set; "/ " + labande_ski; snowshoe; hiking; mtb_up; mtb_down;
 * hiking_mtb_exposition. rock_free shows upper case for bloc routes (fields.md §9.3).
 */
export function ratingSummary(doc: Ratings): string {
  const r = (name: string) => text(doc[name]);
  const free =
    doc.climbing_outdoor_type === 'bloc' ? r('rock_free_rating').toUpperCase() : r('rock_free_rating');
  const required = r('rock_required_rating');
  const skiSecond = [r('ski_exposition'), r('labande_global_rating')].filter(Boolean).join(' ');
  const parts = [
    r('global_rating'),
    r('via_ferrata_rating'),
    free + (required ? `>${required}` : ''),
    r('aid_rating'),
    r('engagement_rating'),
    r('risk_rating'),
    r('equipment_rating'),
    r('exposition_rock_rating'),
    r('ice_rating'),
    r('mixed_rating'),
    r('ski_rating'),
    r('ski_rating') && skiSecond ? '/' : '',
    skiSecond,
    r('labande_ski_rating') && `/ ${r('labande_ski_rating')}`,
    r('snowshoe_rating'),
    r('hiking_rating'),
    r('mtb_up_rating'),
    r('mtb_down_rating'),
    r('hiking_mtb_exposition'),
  ];
  return parts.filter(Boolean).join(' ');
}
