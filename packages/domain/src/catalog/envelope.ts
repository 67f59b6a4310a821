/**
 * Envelope fields every document carries (fields.md §1), kept out of the per-type `fields`
 * lists (which hold title/summary/description/quality as fields.md lists them per type):
 * identity, lock counters and server-filled values a schema generator adds to every table.
 */
import type { FieldDef } from './field.ts';
import { documentField, localeField } from './define-field.ts';

export const ENVELOPE_FIELDS = [
  documentField('document_id', 'int', { readOnly: true }),
  // The document letter (a, c, b, i, m, o, u, r, w, x).
  documentField('type', 'string', { readOnly: true }),
  // Optimistic-lock counter; sent back unchanged on update.
  documentField('version', 'int'),
  // Only moderators change it (permissions/can-protect.ts).
  documentField('protected', 'bool', { default: false, readOnly: true }),
  // Set on merge.
  documentField('redirects_to', 'id', { readOnly: true }),
  documentField('available_langs', 'string[]', { enum: 'langs', readOnly: true }),
  localeField('lang', 'enum', { enum: 'langs', requirement: 'R', filter: 'l multi misc' }),
  // Lock counter per locale.
  localeField('version', 'int'),
  // Comment-thread id.
  localeField('topic_id', 'int', { readOnly: true }),
] satisfies readonly FieldDef[];

/** Names of the envelope fields (`lang`, `available_langs`…) as literal types. */
export type EnvelopeFieldName = (typeof ENVELOPE_FIELDS)[number]['name'];
