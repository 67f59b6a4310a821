import { useTranslation } from 'react-i18next';
import { NotYetAvailable } from '../../components/not-yet-available.tsx';

/** Spec 1 §2.1: photo contest history (optional year). Placeholder. */
export default function PictureContestRoute() {
  const { t } = useTranslation();
  return <NotYetAvailable screen={t('screens.pictureContest')} />;
}
