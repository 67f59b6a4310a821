import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotYetAvailable } from '../../../components/not-yet-available.tsx';
import { useRouteDocumentType } from '../../../lib/route-handle.ts';

/** Spec 2 §2: /{type}s/diff/{id}/{lang}/{versionFrom}/{versionTo}. Placeholder. */
export default function DocumentDiffRoute() {
  const { t } = useTranslation();
  const type = useRouteDocumentType();
  const params = useParams();
  return <NotYetAvailable screen={t('screens.diff', { ...params, type: t(`types.${type}`) })} />;
}
