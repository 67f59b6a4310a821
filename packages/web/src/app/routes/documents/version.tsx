import type { LoaderFunction } from 'react-router';
import { useParams } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { typeFromPlural } from '@cairn/domain';
import { versionQuery } from '../../../features/history/api/get-version.ts';
import { useRouteDocumentType } from '../../../lib/route-handle.ts';
import { DocumentBody } from '../../../features/documents/components/document-body.tsx';
import { VersionView } from '../../../features/history/components/version-view.tsx';

/** Starts loading the version while the page's chunk loads (and the server renders it with it). */
export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  ({ request, params }) => {
    const type = typeFromPlural(new URL(request.url).pathname.split('/')[1] ?? '');
    if (type && params.id && params.lang && params.version)
      void queryClient.prefetchQuery(
        versionQuery(type, Number(params.id), params.lang, Number(params.version)),
      );
    return null;
  };

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
