import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotYetAvailable } from '../../components/not-yet-available.tsx';

/** Spec 1 §2.11: return point of a tracker authorisation. Placeholder until the trackers feature. */
export default function TrackerExchangeTokenRoute() {
  const { t } = useTranslation();
  const { vendor = '' } = useParams();
  return <NotYetAvailable screen={t('screens.trackerToken', { vendor })} />;
}
