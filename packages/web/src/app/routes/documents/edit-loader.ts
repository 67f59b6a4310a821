import type { LoaderFunction } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { typeFromPlural } from '@cairn/domain';
import { editedDocumentQuery } from '../../../features/document-edit/api/save-document.ts';

/**
 * The edit page's loader, a module of its own that the router loads beside the page's chunk
 * (`page(…, { loader })`): the document is asked for while the form's code still loads.
 *
 * A form starts from the latest version: an earlier reading left in the cache is dropped
 * first, unless an open form still reads it (a revalidation of the page it is on).
 */
export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  ({ request, params }) => {
    const type = typeFromPlural(new URL(request.url).pathname.split('/')[1] ?? '');
    if (!type || !params.id || !params.lang) return null;
    const query = editedDocumentQuery(type, Number(params.id), params.lang);
    const cached = queryClient.getQueryCache().find({ queryKey: query.queryKey, exact: true });
    if (cached?.getObserversCount()) return null;
    queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
    // Kept until the form mounts and reads it (the form's own setting drops it at once).
    void queryClient.prefetchQuery({ ...query, gcTime: 30_000 });
    return null;
  };
