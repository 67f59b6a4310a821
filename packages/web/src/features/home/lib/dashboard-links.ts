import { WORLD_BBOX } from '../../../config/links.ts';
import { paths } from '../../../config/paths.ts';
import { DASHBOARD_QUALITY } from '../api/get-dashboard.ts';

/**
 * Spec 1 §9: the dashboard's link to all outings: quality draft to great, first page of 100,
 * over a wide bounding box.
 */
export const ALL_OUTINGS_HREF = paths.documentList.href('outing', {
  qa: DASHBOARD_QUALITY,
  offset: 0,
  limit: 100,
  bbox: WORLD_BBOX,
});

/**
 * Spec 1 §2.3: articles the dashboard links to, whose ids are fixed in the interface without
 * being given by the spec; shared with the demo guidebook in `@cairn/domain` (fixed-articles.ts).
 */
export { DASHBOARD_ARTICLE_IDS } from '@cairn/domain';
