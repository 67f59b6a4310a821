import type { LoaderFunction } from 'react-router';
import { useSearchParams } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { typeFromPlural } from '@cairn/domain';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useRouteDocumentType } from '../../../lib/route-handle.ts';
import { contentLangOf, useContentLang } from '../../../lib/content-lang.ts';
import { documentsQuery, useDocuments } from '../../../features/lists/api/get-documents.ts';
import { apiQueryOf, parseListQuery } from '../../../lib/list-query.ts';
import { documentQuery } from '../../../lib/get-document.ts';
import { DocumentBody } from '../../../features/documents/components/document-body.tsx';
import { PrintView } from '../../../features/print/components/print-view.tsx';

/**
 * Starts loading the list, then each listed document, while the page's chunk loads. The server
 * renders the page once all are there; the browser shows it at once with its progress.
 */
export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ request }) => {
    const url = new URL(request.url);
    const type = typeFromPlural(url.pathname.split('/')[1] ?? '');
    if (!type) return null;
    const lang = contentLangOf(currentLanguage());
    const documents = queryClient
      .fetchQuery(documentsQuery(type, apiQueryOf(type, parseListQuery(url.searchParams), lang)))
      .then((list) =>
        Promise.all(
          list.documents.map((item) =>
            queryClient.prefetchQuery(documentQuery(type, item.document_id, lang)),
          ),
        ),
      )
      // A failed list shows as such on the page, which asks for it again.
      .catch(() => undefined);
    if (typeof window === 'undefined') await documents;
    return null;
  };

/**
 * Spec 1 §2.6: print view of a list, with the list's query; opens in a new tab, without
 * menus, and is not indexed. Each listed document is shown as its detail page's body.
 */
export default function DocumentPrintRoute() {
  const type = useRouteDocumentType();
  const lang = useContentLang();
  const [search] = useSearchParams();
  const list = useDocuments(type, apiQueryOf(type, parseListQuery(search), lang));
  return (
    <PrintView
      type={type}
      list={list}
      documentQuery={(id) => documentQuery(type, id, lang)}
      renderDocument={(doc, { withImages }) => (
        <DocumentBody type={type} doc={doc} headingLevel={2} withImages={withImages} />
      )}
    />
  );
}
