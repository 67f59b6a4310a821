// The API's contracts: one file per resource, each call a `defineEndpoint` (DESIGN.md "Typed contracts").
export * from './endpoint.ts';
export * from './health.ts';
export * from './query-params.ts';
export * from './document-refs.ts';
export * from './sessions.ts';
export * from './account.ts';
export * from './social.ts';
export * from './images.ts';
export * from './cooker.ts';
export * from './feeds.ts';
export * from './changes.ts';
export * from './tags.ts';
export * from './forum.ts';
