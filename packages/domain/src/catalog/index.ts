export * from './field.ts';
export * from './catalog.ts';
export * from './envelope.ts';
export * from './filters-of.ts';
export * from './sortable-fields-of.ts';
export * from './is-field-visible.ts';
export * from './sections-of.ts';
export { activitiesOf } from './define-field.ts';
export * from './listing-of.ts';
