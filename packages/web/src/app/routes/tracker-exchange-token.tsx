import { data, useParams, type LoaderFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotYetAvailable } from '../../components/not-yet-available.tsx';

/** Spec 1 §9: the activity-tracker applications. */
const TRACKER_VENDORS = ['strava', 'coros', 'decathlon', 'garmin', 'polar', 'suunto'];

/**
 * Another vendor is a 404, as a parameter failing its check in `param-checks.ts` (the check
 * lives here, not in the first page's route table).
 */
export const clientLoader =
  (): LoaderFunction =>
  ({ params }) => {
    if (!TRACKER_VENDORS.includes(params.vendor ?? '')) throw data('Invalid vendor', { status: 404 });
    return null;
  };

/** Spec 1 §2.11: return point of a tracker authorisation. Placeholder until the trackers feature. */
export default function TrackerExchangeTokenRoute() {
  const { t } = useTranslation();
  const { vendor = '' } = useParams();
  return <NotYetAvailable screen={t('screens.trackerToken', { vendor })} />;
}
