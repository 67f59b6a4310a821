// Public API of @cairn/domain: pure TypeScript shared by the server and the web app.
export * from './documents/document-types.ts';

export * from './enums/langs.ts';
export * from './enums/activities.ts';
export * from './enums/quality.ts';
export * from './enums/waypoint-types.ts';
export * from './enums/document-kinds.ts';
export * from './enums/outing-conditions.ts';
export * from './enums/route-properties.ts';
export * from './enums/terrain.ts';
export * from './enums/months.ts';
export * from './enums/waypoint-properties.ts';
export * from './enums/xreport-properties.ts';
export * from './enums/ratings.ts';
export * from './enums/maps.ts';
export * from './enums/feed-change-types.ts';
export * from './enums/tolerated.ts';
export * from './enums/enums.ts';
export * from './enums/enum-rank.ts';

export * from './catalog/index.ts';

export * from './api/index.ts';
export * from './edit/merge-edits.ts';

export * from './validation/messages.ts';
export * from './validation/document-input.ts';
export { isEmpty, checkField } from './validation/check-field.ts';
export { hasCjk } from './validation/has-cjk.ts';
export { isValidIsbn } from './validation/is-valid-isbn.ts';
export { isValidDate, isValidDateTime } from './validation/is-valid-date.ts';
export { isFieldRequired } from './validation/is-field-required.ts';
export { validateDocument } from './validation/validate-document.ts';
export { FROZEN_LANGS } from './validation/validate-locales.ts';
export { latestOutingDate } from './validation/validate-outing-dates.ts';
export * from './validation/validate-username.ts';

export * from './permissions/permission-types.ts';
export * from './permissions/association-document.ts';
export * from './permissions/can-edit.ts';
export * from './permissions/can-delete.ts';
export * from './permissions/can-delete-locale.ts';
export * from './permissions/can-protect.ts';
export * from './permissions/can-merge.ts';
export * from './permissions/can-mask.ts';
export * from './permissions/can-revert.ts';
export * from './permissions/can-block.ts';
export * from './permissions/can-see-history.ts';
export * from './permissions/can-create.ts';
export * from './permissions/can-set-image-type.ts';
export * from './permissions/can-see-profile.ts';
export * from './permissions/can-follow.ts';
export * from './permissions/can-tag.ts';
export * from './permissions/can-add-association.ts';
export * from './permissions/can-remove-association.ts';

export * from './associations/association-pairs.ts';
export * from './associations/association-keys.ts';
export * from './associations/association-side-effects.ts';

export * from './licence.ts';
export * from './fixed-articles.ts';
export * from './help-sections.ts';
export * from './contest.ts';
export * from './tracker-types.ts';
export * from './slug.ts';
export * from './geo/geojson.ts';
export { geometryShapeError, MERCATOR_EXTENT } from './geo/geometry-shape.ts';
export * from './geo/import/index.ts';
export * from './geo/simplify.ts';
export * from './geo/track-facts.ts';

export * from './format/format-length.ts';
export * from './format/best-periods.ts';
export * from './format/rating-summary.ts';
export * from './format/region-text.ts';
export * from './format/suggest-quality.ts';
export * from './format/calculated-duration.ts';
export * from './format/outings-csv.ts';
export * from './lists.ts';
export * from './limits.ts';

export * from './risk/index.ts';
export * from './transport/index.ts';
