// The API's contracts: one file per resource, each call a `defineEndpoint` (DESIGN.md "Typed contracts").
export * from './endpoint.ts';
export * from './health.ts';
export * from './query-params.ts';
export * from './document-shapes.ts';
export * from './documents.ts';
export * from './moderation.ts';
export * from './associations.ts';
export * from './search.ts';
