import { useTranslation } from 'react-i18next';
import { NotYetAvailable } from '../../components/not-yet-available.tsx';

/** Spec 1 §2.1 / spec 3: outing statistics. Placeholder. */
export default function OutingsStatsRoute() {
  const { t } = useTranslation();
  return <NotYetAvailable screen={t('screens.outingsStats')} />;
}
