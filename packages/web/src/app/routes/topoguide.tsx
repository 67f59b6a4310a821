import { useTranslation } from 'react-i18next';
import { NotYetAvailable } from '../../components/not-yet-available.tsx';

/** Spec 1 §2.1: hub of tiles. Placeholder until the topoguide screen is built. */
export default function TopoguideRoute() {
  const { t } = useTranslation();
  return <NotYetAvailable screen={t('screens.topoguide')} />;
}
