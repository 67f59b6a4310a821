import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canEdit, documentPath, isDraftQuality, pluralOf, type DocumentType } from '@cairn/domain';
import { paths } from '../../../config/paths.ts';
import { GEAR_ARTICLE_IDS } from '../../../config/links.ts';
import { ApiError } from '../../../lib/api.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { enumLabelOf } from '../../../lib/field-format.tsx';
import { useLooseT } from '../../../lib/loose-t.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useScrollToAnchor } from '../hooks/use-scroll-to-anchor.ts';
import { isNotAuthorized, isRedirect, titlePrefixOf, type FullDocument } from '../../../lib/documents.ts';
import { DangerNotice } from '../../../components/danger-notice.tsx';
import { LoadingNotice } from '../../../components/loading-notice.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { useDocument } from '../../../lib/get-document.ts';
import { gearArticles, isHistoryMissing } from '../lib/tool-links.ts';
import { permissionDocumentOf, permissionUserOf } from '../../../lib/permissions.ts';
import { AssociationBoxes } from './association-boxes.tsx';
import { DocumentHeader } from './document-header.tsx';
import { FieldList } from './field-list.tsx';
import { ImagesBox, MainImage } from './images-box.tsx';
import { TextSections } from './text-sections.tsx';
import type { RenderDocumentPicker } from './moderation-tools.tsx';
import { LanguageLinks, ToolBox } from './tool-box.tsx';
import styles from './document-view.module.css';

/** What the comments box of a detail page is given (the forum feature's `CommentsBox`). */
export type CommentsProps = {
  documentId: number;
  lang: string;
  topicId: number | null | undefined;
  disabled: boolean;
};

/** Title shown for a document: profiles by name, images may have none. */
const displayTitle = (doc: FullDocument) =>
  doc.type === 'u' ? String(doc.name ?? '') : String(doc.cooked?.title ?? '');

/**
 * Spec 2 "Shared detail page layout" for the ten types: header, notices, fields, cooked
 * sections, associated documents, images, tool box and licence. `lang` is the language asked
 * for (address, else the interface's); the page shows the document's best locale for it.
 */
export function DocumentView({
  type,
  id,
  lang,
  renderMapBox,
  renderAvalancheBox,
  renderTransportBox,
  renderFeed,
  renderComments,
  renderPicker,
  renderEditAssociations,
  renderAddImages,
}: {
  type: DocumentType;
  id: number;
  lang: string;
  /** The map box (spec 3 §2), composed by the route: features do not import each other. */
  renderMapBox?: (doc: FullDocument, title: string) => ReactNode;
  /** Spec 3 §2: the avalanche box of snow routes, from the avalanche feature through the route. */
  renderAvalancheBox?: (doc: FullDocument) => ReactNode;
  /** Spec 3 §2: the public transport box of routes, from the transport feature through the route. */
  renderTransportBox?: (doc: FullDocument) => ReactNode;
  /** Spec 2 "Profile": the profile's activity feed, composed by the route like the map box. */
  renderFeed?: (doc: FullDocument) => ReactNode;
  /** Spec 2: the forum's comments box of the shown locale, composed by the route too. */
  renderComments: (props: CommentsProps) => ReactNode;
  /** The search feature's picker of the moderators' merge entry (spec 2 §6). */
  renderPicker: RenderDocumentPicker;
  /** The tool box's "edit associations" entry, from the edit feature through the route. */
  renderEditAssociations?: (doc: FullDocument, className: string) => ReactNode;
  /** The tool box's "add images" entry (spec 2 "Tool box"), from the image-upload feature through the route. */
  renderAddImages?: (doc: FullDocument, className: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const { tx } = useLooseT();
  const languageName = (code: string) => enumLabelOf(tx, 'langs', code);
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: doc, error, isPending } = useDocument(type, id, lang);
  useScrollToAnchor(!!doc && 'cooked' in doc && !!doc.cooked);

  // api.md §4.2: a merged document leads to its target; otherwise the address gets the
  // shown language and the title's slug (spec 2 §2), without a new history entry.
  useEffect(() => {
    if (!doc) return;
    if (isRedirect(doc)) {
      void navigate(paths.documentView.href(type, doc.redirects_to), { replace: true });
      return;
    }
    if (isNotAuthorized(doc) || !doc.cooked) return;
    const canonical = documentPath(pluralOf(type), id, doc.cooked.lang, displayTitle(doc));
    if (decodeURIComponent(location.pathname) !== decodeURIComponent(canonical))
      // The language asked for travels along, so the query and the fallback notice stay.
      void navigate(canonical + location.search + location.hash, {
        replace: true,
        state: { requestedLang: lang },
      });
  }, [doc, type, id, lang, navigate, location.pathname, location.search, location.hash]);

  if (error) {
    if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
    return (
      <DangerNotice title={t('errors.title')}>
        <p>{apiErrorMessage(error, t)}</p>
      </DangerNotice>
    );
  }
  if (isPending || isRedirect(doc)) return <LoadingNotice />;

  if (isNotAuthorized(doc)) {
    const name = doc.name;
    return (
      <article className={styles.page}>
        <title>{`${name} · ${t('app.name')}`}</title>
        <h1>{name}</h1>
        <p className={styles.notice}>{t('documents.profilePrivate')}</p>
      </article>
    );
  }

  const title = displayTitle(doc);
  const prefix = type === 'route' ? titlePrefixOf(doc) : '';
  const fullTitle = prefix ? `${prefix} : ${title}` : title;
  const user = permissionUserOf(session);
  const isEditor = canEdit(user, permissionDocumentOf(type, doc));
  const shownLang = doc.cooked?.lang;
  const gear = gearArticles(doc);

  return (
    <article className={styles.page} lang={shownLang}>
      <title>{`${fullTitle || t(`types.${type}`)} · ${t('app.name')}`}</title>
      <DocumentHeader
        type={type}
        doc={doc}
        title={title || (type === 'image' ? t('documents.untitledImage') : '')}
      />

      {shownLang && shownLang !== lang && (
        <p className={styles.notice} role="note">
          {t('documents.fallbackLocale', { wanted: languageName(lang), shown: languageName(shownLang) })}
        </p>
      )}
      <LanguageLinks type={type} doc={doc} title={title} />

      {/* Spec 2 §2: editors see a draft banner for quality empty or draft. */}
      {isEditor && isDraftQuality(doc.quality) && (
        <p className={styles.banner} role="note">
          {t('documents.draftBanner')}
        </p>
      )}
      {isEditor && isHistoryMissing(doc) && (
        <p className={styles.banner} role="note">
          {t('documents.historyMissing')}
        </p>
      )}

      <div className={styles.layout}>
        <div className={styles.main}>
          {type === 'image' && <MainImage doc={doc} title={title} />}
          <FieldList type={type} doc={doc} />
          <TextSections type={type} doc={doc} />
          {gear.length > 0 && (
            <section className={styles.box}>
              <h2 className={styles.boxTitle}>{t('documents.gear.title')}</h2>
              <ul className={styles.assocList}>
                {gear.map((key) => (
                  <li key={key}>
                    <Link to={paths.article.href(GEAR_ARTICLE_IDS[key])}>{t(`documents.gear.${key}`)}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <ImagesBox doc={doc} />
          {/* Spec 2: the comments box, after the images (the forum topic of the shown locale). */}
          {shownLang &&
            type !== 'profile' &&
            renderComments({
              documentId: id,
              lang: shownLang,
              topicId: doc.cooked?.topic_id,
              disabled: doc.disable_comments === true,
            })}
        </div>
        <div className={styles.side}>
          {renderMapBox?.(doc, fullTitle)}
          {renderAvalancheBox?.(doc)}
          {renderTransportBox?.(doc)}
          <ToolBox
            type={type}
            doc={doc}
            title={fullTitle}
            user={user}
            renderPicker={renderPicker}
            renderEditAssociations={renderEditAssociations}
            renderAddImages={renderAddImages}
          />
          <AssociationBoxes type={type} doc={doc} />
        </div>
      </div>
      {renderFeed?.(doc)}
    </article>
  );
}
