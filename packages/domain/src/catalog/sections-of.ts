/** Locale text sections per type in display order (fields.md §12). */
import type { DocumentType } from '../documents/document-types.ts';
import { CATALOG, fieldByName } from './catalog.ts';
import { isFieldVisible, isFieldVisibleByName, type VisibilityContext } from './is-field-visible.ts';

/**
 * The markdown sections of `doc` in detail-page order, restricted to its activities or
 * waypoint type; for waypoints of type access, access comes before description (fields.md §10.1).
 */
export function sectionsOf(type: DocumentType, doc: VisibilityContext = {}): string[] {
  const sections = CATALOG[type].sections.filter((name) => {
    const def = fieldByName(type, name, 'locale');
    return def ? isFieldVisible(type, def, doc) : isFieldVisibleByName(type, name, doc);
  });
  if (type === 'waypoint' && doc.waypoint_type === 'access') {
    const rest = sections.filter((s) => s !== 'access');
    rest.splice(rest.indexOf('description'), 0, 'access');
    return rest;
  }
  return sections;
}
