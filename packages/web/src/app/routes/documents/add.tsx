import { useParams, useSearchParams } from 'react-router';
import { AddPage } from '../../../features/document-edit/components/edit-pages.tsx';
import { prefillOf } from '../../../features/document-edit/lib/prefill.ts';
import { useRouteDocumentType } from '../../../lib/route-handle.ts';
import { useSession } from '../../../lib/use-session.ts';
import { FORM_SLOTS } from './form-slots.tsx';

/**
 * Spec 2 §2: /{type}s/add/{lang}, login required. The optional query pre-fills associations
 * (issue 12 §6): `?r=ID`, `?w=ID`, `?o=ID`… by type letter (several ids comma-separated), and
 * `act=` the activities.
 */
export default function DocumentAddRoute() {
  const type = useRouteDocumentType();
  const params = useParams();
  const [search] = useSearchParams();
  const session = useSession();
  return (
    <AddPage
      type={type}
      lang={params.lang ?? 'fr'}
      search={search}
      slots={FORM_SLOTS}
      buildPrefill={(documents) => prefillOf(type, documents, session)}
    />
  );
}
