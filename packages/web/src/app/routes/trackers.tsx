import { useTranslation } from 'react-i18next';
import { NotYetAvailable } from '../../components/not-yet-available.tsx';

/** Spec 1 §2.11. Placeholder until the trackers feature is built. */
export default function TrackersRoute() {
  const { t } = useTranslation();
  return <NotYetAvailable screen={t('screens.trackers')} />;
}
