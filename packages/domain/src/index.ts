export * from './documents/document-types.ts';
export * from './enums/langs.ts';
export * from './catalog/field.ts';
