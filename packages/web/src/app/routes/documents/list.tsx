import type { LoaderFunction } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { typeFromPlural } from '@cairn/domain';
import { useRouteDocumentType } from '../../../lib/route-handle.ts';
import { contentLangOf } from '../../../lib/content-lang.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { documentsQuery } from '../../../features/lists/api/get-documents.ts';
import { apiQueryOf, parseListQuery } from '../../../lib/list-query.ts';
import { DocumentList } from '../../../features/lists/components/document-list.tsx';
import { LazyListMap } from '../../../features/map/components/lazy-map.tsx';
import { DocumentPicker } from '../../../features/search/components/document-picker.tsx';

/** Starts the list request while the page's chunk loads (STYLE.md: loaders prefetch). */
export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  ({ request }) => {
    const url = new URL(request.url);
    const type = typeFromPlural(url.pathname.split('/')[1] ?? '');
    if (type) {
      const query = apiQueryOf(type, parseListQuery(url.searchParams), contentLangOf(currentLanguage()));
      void queryClient.prefetchQuery(documentsQuery(type, query));
    }
    return null;
  };

/** Spec 1 §2.5: one list per type, filters in the query. */
export default function DocumentListRoute() {
  const type = useRouteDocumentType();
  // One page state per type: the remembered view mode is read again when the type changes.
  return (
    <DocumentList
      key={type}
      type={type}
      renderMap={(props) => <LazyListMap {...props} />}
      renderAssociationPicker={({ onPick, ...props }) => (
        <DocumentPicker {...props} onPick={(doc) => onPick(doc.document_id)} />
      )}
    />
  );
}
