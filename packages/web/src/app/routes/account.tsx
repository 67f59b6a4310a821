import { useTranslation } from 'react-i18next';
import { NotYetAvailable } from '../../components/not-yet-available.tsx';

/** Spec 1 §2.8. Placeholder until the account feature is built. */
export default function AccountRoute() {
  const { t } = useTranslation();
  return <NotYetAvailable screen={t('screens.account')} />;
}
