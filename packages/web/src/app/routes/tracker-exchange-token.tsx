import { data, useParams, type LoaderFunction } from 'react-router';
import { TRACKER_VENDORS, type TrackerVendor } from '@cairn/domain';
import { ExchangeToken } from '../../features/trackers/index.ts';

/**
 * Another vendor is a 404, as a parameter failing its check in `param-checks.ts` (the check
 * lives here, not in the first page's route table).
 */
export const clientLoader =
  (): LoaderFunction =>
  ({ params }) => {
    if (!(TRACKER_VENDORS as readonly string[]).includes(params.vendor ?? ''))
      throw data('Invalid vendor', { status: 404 });
    return null;
  };

/** Spec 1 §2.11: return point of a tracker authorisation. */
export default function TrackerExchangeTokenRoute() {
  const { vendor = '' } = useParams();
  return <ExchangeToken key={vendor} vendor={vendor as TrackerVendor} />;
}
