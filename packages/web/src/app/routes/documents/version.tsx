import { useParams } from 'react-router';
import { useRouteDocumentType } from '../../../lib/route-handle.ts';
import { DocumentBody } from '../../../features/documents/components/document-body.tsx';
import { VersionView } from '../../../features/history/components/version-view.tsx';

/**
 * Spec 2 §2: /{type}s/version/{id}/{lang}/{version} (not profiles). The archived document
 * reads like the detail page: its header, fields and cooked sections.
 */
export default function DocumentVersionRoute() {
  const type = useRouteDocumentType();
  const params = useParams();
  return (
    <VersionView
      key={params.version}
      type={type}
      id={Number(params.id)}
      lang={params.lang ?? 'fr'}
      versionId={Number(params.version)}
      renderDocument={(doc) => <DocumentBody type={type} doc={doc} />}
    />
  );
}
