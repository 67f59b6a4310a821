import { useTranslation } from 'react-i18next';
import { NotYetAvailable } from '../../components/not-yet-available.tsx';

/** Spec 1 §2.10. Placeholder until the preferences feature is built. */
export default function PreferencesRoute() {
  const { t } = useTranslation();
  return <NotYetAvailable screen={t('screens.preferences')} />;
}
