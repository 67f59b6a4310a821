/** Spec 3 §2 "Avalanche box": the activities of the routes that show one. */
export const AVALANCHE_ACTIVITIES = ['skitouring', 'snow_ice_mixed', 'ice_climbing', 'snowshoeing'];

/** Whether a route of these activities shows the avalanche box. */
export const showsAvalancheBox = (activities: unknown): boolean =>
  Array.isArray(activities) && activities.some((a) => AVALANCHE_ACTIVITIES.includes(String(a)));
