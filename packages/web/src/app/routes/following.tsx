import { useTranslation } from 'react-i18next';
import { NotYetAvailable } from '../../components/not-yet-available.tsx';

/** Spec 1 §2.9. Placeholder until the followed-users feature is built. */
export default function FollowingRoute() {
  const { t } = useTranslation();
  return <NotYetAvailable screen={t('screens.following')} />;
}
