import { useSearchParams } from 'react-router';
import { useRouteDocumentType } from '../../../lib/route-handle.ts';
import { useContentLang } from '../../../lib/content-lang.ts';
import { useDocuments } from '../../../features/lists/api/get-documents.ts';
import { apiQueryOf, parseListQuery } from '../../../lib/list-query.ts';
import { documentQuery } from '../../../lib/get-document.ts';
import { DocumentBody } from '../../../features/documents/components/document-body.tsx';
import { PrintView } from '../../../features/print/components/print-view.tsx';

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
