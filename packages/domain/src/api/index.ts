// The API's contracts: one file per resource, each call a `defineEndpoint` (DESIGN.md "Typed contracts").
export * from './endpoint.ts';
export * from './health.ts';
