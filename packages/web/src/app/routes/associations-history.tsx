import { useTranslation } from 'react-i18next';
import { NotYetAvailable } from '../../components/not-yet-available.tsx';

/** Spec 1 §2.1: association history (query d, u, limit, offset). Placeholder. */
export default function AssociationsHistoryRoute() {
  const { t } = useTranslation();
  return <NotYetAvailable screen={t('screens.associationsHistory')} />;
}
