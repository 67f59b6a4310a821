import { useTranslation } from 'react-i18next';
import { NotYetAvailable } from '../../../components/not-yet-available.tsx';
import { useRouteDocumentType } from '../../../lib/route-handle.ts';

/** Spec 1 §2.6: print view of a list; opens in a new tab and is not indexed. Placeholder. */
export default function DocumentPrintRoute() {
  const { t } = useTranslation();
  const type = useRouteDocumentType();
  return (
    <>
      <meta name="robots" content="noindex" />
      <NotYetAvailable screen={t('screens.print', { type: t(`typesPlural.${type}`) })} />
    </>
  );
}
