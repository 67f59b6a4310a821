import { useTranslation } from 'react-i18next';
import { NotYetAvailable } from '../../components/not-yet-available.tsx';

/** Spec 1 §2.1: incident database landing page. Placeholder. */
export default function SeracRoute() {
  const { t } = useTranslation();
  return <NotYetAvailable screen={t('screens.serac')} />;
}
