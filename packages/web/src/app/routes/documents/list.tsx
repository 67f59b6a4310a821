import { useTranslation } from 'react-i18next';
import { NotYetAvailable } from '../../../components/not-yet-available.tsx';
import { useRouteDocumentType } from '../../../lib/route-handle.ts';

/** Spec 1 §2.5: one list per type, filters in the query. Placeholder until the lists feature. */
export default function DocumentListRoute() {
  const { t } = useTranslation();
  const type = useRouteDocumentType();
  return <NotYetAvailable screen={t('screens.list', { type: t(`typesPlural.${type}`) })} />;
}
