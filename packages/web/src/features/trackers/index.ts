// Public entry of the activity trackers (issue 19, spec 1 §2.11), composed by app/routes/trackers.tsx,
// app/routes/tracker-exchange-token.tsx and the outing add form (`?tracker=`).
export { TrackersPage } from './components/trackers-page.tsx';
export { ExchangeToken } from './components/exchange-token.tsx';
export { getActivity } from './api/trackers.ts';
export { outingPrefillOf, TRACKER_ACTIVITY_PARAM } from './lib/outing-prefill.ts';
