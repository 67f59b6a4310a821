// Public transport (issue 18, spec 3 §4, §5, §9 "Transport"): the trip planner's rules, pure.
export * from './trip-times.ts';
export * from './return-rules.ts';
export * from './messages.ts';
export * from './stops.ts';
