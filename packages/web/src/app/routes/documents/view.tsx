import type { LoaderFunction } from 'react-router';
import { useLocation, useParams } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { typeFromPlural } from '@cairn/domain';
import { useRouteDocumentType } from '../../../lib/route-handle.ts';
import { contentLangOf, useContentLang } from '../../../lib/content-lang.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { documentQuery } from '../../../lib/get-document.ts';
import { DocumentView } from '../../../features/documents/components/document-view.tsx';
import { hasMapGeometry, LazyMapBox } from '../../../features/map/components/lazy-map.tsx';
import { ProfileFeed } from '../../../features/feed/components/profile-feed.tsx';
import { CommentsBox } from '../../../features/forum/components/comments-box.tsx';
import { DocumentPicker } from '../../../features/search/components/document-picker.tsx';
import { EditAssociationsButton } from '../../../features/document-edit/components/association-editor-dialog.tsx';
import { AddImagesButton } from '../../../features/image-upload/index.ts';
import { LazyAvalancheBox } from '../../../features/avalanche/index.ts';
import { LazyTransportBox } from '../../../features/transport/index.ts';
import { permissionUserOf } from '../../../lib/permissions.ts';
import { useSession } from '../../../lib/use-session.ts';

/** Starts loading the document while the page's chunk loads (STYLE.md: loaders prefetch). */
export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  ({ request, params }) => {
    const type = typeFromPlural(new URL(request.url).pathname.split('/')[1] ?? '');
    if (type && params.id)
      void queryClient.prefetchQuery(
        documentQuery(type, Number(params.id), params.lang ?? contentLangOf(currentLanguage())),
      );
    return null;
  };

/**
 * Spec 2 §2: /{type}s/{id}/{lang?}/{title?}. The language in the address wins; without one
 * the interface language is asked for (api.md §5.1 `cook`).
 */
export default function DocumentViewRoute() {
  const type = useRouteDocumentType();
  const params = useParams();
  const contentLang = useContentLang();
  const session = useSession();
  // After the address is rewritten to the shown language, keep asking for the same one.
  const requested = (useLocation().state as { requestedLang?: string } | null)?.requestedLang;
  return (
    <DocumentView
      type={type}
      id={Number(params.id)}
      lang={requested ?? params.lang ?? contentLang}
      renderMapBox={(doc, title) => hasMapGeometry(doc) && <LazyMapBox type={type} doc={doc} title={title} />}
      renderAvalancheBox={
        type === 'route'
          ? (doc) => <LazyAvalancheBox routeId={doc.document_id} activities={doc.activities} />
          : undefined
      }
      renderTransportBox={type === 'route' ? (doc) => <LazyTransportBox doc={doc} /> : undefined}
      renderFeed={type === 'profile' ? (doc) => <ProfileFeed userId={doc.document_id} /> : undefined}
      renderComments={(props) => <CommentsBox {...props} />}
      renderPicker={(props) => <DocumentPicker {...props} />}
      renderEditAssociations={(doc, className) => (
        <EditAssociationsButton
          type={type}
          doc={doc}
          user={permissionUserOf(session)}
          className={className}
          renderPicker={(props) => <DocumentPicker {...props} />}
        />
      )}
      renderAddImages={(doc, className) => (
        <AddImagesButton
          type={type}
          doc={doc}
          user={permissionUserOf(session)}
          lang={doc.cooked?.lang ?? contentLang}
          className={className}
        />
      )}
    />
  );
}
