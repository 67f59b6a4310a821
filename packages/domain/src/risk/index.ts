// The risk tool's rules (spec 3 "Risk tool"): Werner Munter's reduction methods, pure.
export * from './risk-types.ts';
export * from './danger.ts';
export * from './validate-risk.ts';
export * from './evaluate-risk.ts';
export * from './terrain.ts';
