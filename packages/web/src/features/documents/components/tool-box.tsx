import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  canCreate,
  canEdit,
  canFollow,
  FROZEN_LANGS,
  LANGS,
  canSeeHistory,
  canTag,
  documentPath,
  licenceOf,
  pluralOf,
  type DocumentType,
  type PermissionUser,
} from '@cairn/domain';
import { paths } from '../../../config/paths.ts';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';
import type { FullDocument } from '../../../lib/documents.ts';
import { useLooseT } from '../../../lib/loose-t.ts';
import { enumLabelOf } from '../../../lib/field-format.tsx';
import {
  directionsUrl,
  DIRECTIONS_WAYPOINT_TYPES,
  hasNearby,
  nearbyBbox,
  pointOf,
  shareDescription,
  weatherUrl,
} from '../lib/tool-links.ts';
import { permissionDocumentOf } from '../../../lib/permissions.ts';
import { ModerationTools, type RenderDocumentPicker } from './moderation-tools.tsx';
import { OutingsDownload } from './outings-download.tsx';
import { FollowStar, TodoStar } from './star-toggles.tsx';
import styles from './document-view.module.css';

/** Other available languages of the document (spec 2 "Tool box"). */
export function LanguageLinks({
  type,
  doc,
  title,
}: {
  type: DocumentType;
  doc: FullDocument;
  title: string;
}) {
  const { tx } = useLooseT();
  const shown = doc.cooked?.lang;
  const others = (doc.available_langs ?? []).filter((lang) => lang !== shown);
  if (others.length === 0) return null;
  return (
    <nav className={styles.languages} aria-label={tx('documents.otherLanguages')}>
      <span>{tx('documents.otherLanguages')} :</span>
      <ul>
        {others.map((lang) => (
          <li key={lang}>
            <Link to={documentPath(pluralOf(type), doc.document_id, lang, title)} hrefLang={lang} lang={lang}>
              {LANGUAGE_NAMES[lang as keyof typeof LANGUAGE_NAMES] ?? enumLabelOf(tx, 'langs', lang)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ShareButton({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  const handleShare = async () => {
    const url = window.location.href;
    try {
      if (navigator.share) await navigator.share({ title, text: description, url });
      else {
        await navigator.clipboard.writeText(url);
        setIsCopied(true);
      }
    } catch {
      // The visitor closed the share sheet.
    }
  };
  return (
    <>
      <button type="button" className={styles.tool} onClick={() => void handleShare()}>
        {t('documents.share')}
      </button>
      {isCopied && (
        <span role="status" className={styles.toolNote}>
          {t('documents.linkCopied')}
        </span>
      )}
    </>
  );
}

/** Spec 2 "Licences": by-sa, by-nc-nd (3.0, linked), copyright (no link). */
export function LicenceBox({ type, doc }: { type: DocumentType; doc: FullDocument }) {
  const { t } = useTranslation();
  let licence;
  try {
    licence = licenceOf({
      type,
      article_type: doc.article_type as string | undefined,
      image_type: doc.image_type as string | undefined,
    });
  } catch {
    return null;
  }
  return (
    <p className={styles.licence}>
      {licence.url ? (
        <>
          {t('documents.licence')}{' '}
          <a href={licence.url} rel="license noopener noreferrer">
            CC {licence.code.toUpperCase()} {licence.version}
          </a>
        </>
      ) : (
        t('documents.copyright')
      )}
    </p>
  );
}

/**
 * Issue 12 §6: documents added from this one, pre-filled with it — an outing or an xreport of
 * a route, a route from a waypoint, an xreport of an outing one took part in.
 */
function addFromContext(type: DocumentType, doc: FullDocument, user: PermissionUser, lang: string) {
  const entries: { key: 'addOuting' | 'addRoute' | 'addXreport'; href: string }[] = [];
  const id = doc.document_id;
  if (type === 'route' && canCreate(user, 'outing'))
    entries.push({ key: 'addOuting', href: paths.documentAdd.href('outing', lang, { r: id }) });
  if (type === 'waypoint' && canCreate(user, 'route') && doc.waypoint_type !== 'climbing_indoor')
    entries.push({ key: 'addRoute', href: paths.documentAdd.href('route', lang, { w: id }) });
  if ((type === 'route' || type === 'outing') && canCreate(user, 'xreport'))
    entries.push({
      key: 'addXreport',
      href: paths.documentAdd.href('xreport', lang, type === 'route' ? { r: id } : { o: id }),
    });
  return entries;
}

/**
 * Spec 2 "Tool box": translate, only to the languages the document lacks (the Basque locale
 * is frozen for non-moderators, fields.md §1); the form shows the current language beside.
 */
function TranslateMenu({
  type,
  doc,
  lang,
  user,
}: {
  type: DocumentType;
  doc: FullDocument;
  lang: string;
  user: PermissionUser;
}) {
  const { t } = useTranslation();
  const missing = LANGS.filter(
    (l) => !(doc.available_langs ?? []).includes(l) && (user?.moderator || !FROZEN_LANGS.includes(l)),
  );
  if (missing.length === 0) return null;
  return (
    <li>
      <details className={styles.translate}>
        <summary className={styles.tool}>{t('documents.tools.translate')}</summary>
        <ul aria-label={t('documents.tools.translate')}>
          {missing.map((l) => (
            <li key={l}>
              <Link
                className={styles.tool}
                to={`${paths.documentEdit.href(type, doc.document_id, l)}?from=${lang}`}
                hrefLang={l}
              >
                {LANGUAGE_NAMES[l as keyof typeof LANGUAGE_NAMES] ?? l}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/**
 * Spec 2 "Tool box": the follow star of profiles and the to-do star of routes (signed-in
 * users), weather (waypoints and routes with a point), directions (access, gite, camp_site),
 * nearby documents (point ± 10000 m), profile links and the outings download, share, history,
 * edit, add images.
 */
export function ToolBox({
  type,
  doc,
  title,
  user,
  renderPicker,
  renderEditAssociations,
  renderAddImages,
}: {
  type: DocumentType;
  doc: FullDocument;
  title: string;
  user: PermissionUser;
  /** The merge target's picker (spec 2 §6), from the search feature through the route. */
  renderPicker: RenderDocumentPicker;
  /** The association editor's entry (spec 2 §2 "edit associations"), from the edit feature through the route. */
  renderEditAssociations?: (doc: FullDocument, className: string) => ReactNode;
  /** "Add images" (spec 2 §2), from the image-upload feature through the route; it decides whom it shows to. */
  renderAddImages?: (doc: FullDocument, className: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const lang = doc.cooked?.lang ?? 'fr';
  const point = pointOf(doc);
  const isEditor = canEdit(user, permissionDocumentOf(type, doc));
  const links: { key: string; href: string; label: string; external?: boolean }[] = [];
  if (point && (type === 'waypoint' || type === 'route'))
    links.push({
      key: 'weather',
      href: weatherUrl(point, lang),
      label: t('documents.tools.weather'),
      external: true,
    });
  if (point && type === 'waypoint' && DIRECTIONS_WAYPOINT_TYPES.includes(String(doc.waypoint_type)))
    links.push({
      key: 'directions',
      href: directionsUrl(point),
      label: t('documents.tools.directions'),
      external: true,
    });
  if (point && hasNearby(type)) {
    const bbox = nearbyBbox(point);
    links.push({
      key: 'nearbyRoutes',
      href: paths.documentList.href('route', { bbox }),
      label: t('documents.tools.nearbyRoutes'),
    });
    links.push({
      key: 'nearbyWaypoints',
      href: paths.documentList.href('waypoint', { bbox }),
      label: t('documents.tools.nearbyWaypoints'),
    });
  }
  if (type === 'area') {
    for (const listed of ['waypoint', 'route', 'outing', 'image'] as const)
      links.push({
        key: `area-${listed}`,
        href: paths.documentList.href(listed, { a: doc.document_id }),
        label: t(`documents.tools.areaLists.${listed}`),
      });
  }
  if (type === 'profile') {
    links.push({
      key: 'outings',
      href: paths.documentList.href('outing', { u: doc.document_id }),
      label: t('documents.tools.profileOutings'),
    });
    links.push({
      key: 'stats',
      href: paths.outingsStats.href({ u: doc.document_id }),
      label: t('documents.tools.profileStats'),
    });
    links.push({
      key: 'changes',
      href: paths.whatsnew.href({ u: doc.document_id }),
      label: t('documents.tools.profileChanges'),
    });
  }
  if (type === 'waypoint' && doc.waypoint_type === 'paragliding_takeoff')
    links.push({
      key: 'paragliding',
      href: paths.documentList.href('outing', { w: doc.document_id, act: 'paragliding' }),
      label: t('documents.tools.paraglidingOutings'),
    });
  // Spec 2 §6: a profile's history is only for its owner and moderators.
  if (canSeeHistory(user, { type, document_id: doc.document_id }))
    links.push({
      key: 'history',
      href: paths.documentHistory.href(type, doc.document_id, lang),
      label: t('documents.tools.history'),
    });
  return (
    <aside className={styles.toolBox} aria-label={t('documents.tools.label')}>
      <ul>
        {isEditor && (
          <li>
            <Link className="button" to={paths.documentEdit.href(type, doc.document_id, lang)}>
              {t('documents.tools.edit')}
            </Link>
          </li>
        )}
        {isEditor && <TranslateMenu type={type} doc={doc} lang={lang} user={user} />}
        {isEditor && type !== 'area' && renderEditAssociations && (
          <li>{renderEditAssociations(doc, styles.tool ?? '')}</li>
        )}
        {renderAddImages && <li>{renderAddImages(doc, styles.tool ?? '')}</li>}
        {addFromContext(type, doc, user, lang).map((entry) => (
          <li key={entry.key}>
            <Link className={styles.tool} to={entry.href}>
              {t(`documents.tools.${entry.key}`)}
            </Link>
          </li>
        ))}
        {/* Spec 1 §1: signed-in users follow other contributors and mark routes as to do. */}
        {type === 'profile' && canFollow(user, doc.document_id) && (
          <li>
            <FollowStar profileId={doc.document_id} />
          </li>
        )}
        {canTag(user, type) && (
          <li>
            <TodoStar routeId={doc.document_id} />
          </li>
        )}
        {links.map((link) => (
          <li key={link.key}>
            {link.external ? (
              <a className={styles.tool} href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            ) : (
              <Link className={styles.tool} to={link.href}>
                {link.label}
              </Link>
            )}
          </li>
        ))}
        {type === 'profile' && (
          <li>
            <OutingsDownload userId={doc.document_id} />
          </li>
        )}
        <li>
          <ShareButton
            title={title}
            description={shareDescription(
              (doc.cooked?.summary ?? doc.cooked?.description) as string | undefined,
            )}
          />
        </li>
        <ModerationTools type={type} doc={doc} user={user} renderPicker={renderPicker} />
      </ul>
      <LicenceBox type={type} doc={doc} />
    </aside>
  );
}
