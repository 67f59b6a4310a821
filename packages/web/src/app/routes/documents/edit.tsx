import { useParams, useSearchParams } from 'react-router';
import { EditPage } from '../../../features/document-edit/components/edit-pages.tsx';
import { useRouteDocumentType } from '../../../lib/route-handle.ts';
import { FORM_SLOTS } from './form-slots.tsx';

/** Spec 2 §2: /{type}s/edit/{id}/{lang}, login required; `?from=` names the language shown beside a translation. */
export default function DocumentEditRoute() {
  const type = useRouteDocumentType();
  const params = useParams();
  const [search] = useSearchParams();
  return (
    <EditPage
      type={type}
      id={Number(params.id)}
      lang={params.lang ?? 'fr'}
      referenceLang={search.get('from')}
      slots={FORM_SLOTS}
    />
  );
}
