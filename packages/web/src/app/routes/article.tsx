import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotYetAvailable } from '../../components/not-yet-available.tsx';

/** Spec 1 §2.1: an article, also the target of help links with a hash. Placeholder. */
export default function ArticleRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return <NotYetAvailable screen={t('screens.article', { id })} />;
}
