import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { useDocument } from '../../../lib/get-document.ts';
import { isFullDocument, localeOf } from '../../../lib/documents.ts';
import { preparedCookedHtml } from '../../../lib/cooked-html.ts';
import { useContentLang } from '../../../lib/content-lang.ts';
import { useSession } from '../../../lib/use-session.ts';
import { trapTab, useModal } from '../../../lib/use-modal.ts';
import { LoadingNotice } from '../../../components/loading-notice.tsx';
import { Icon } from '../../../components/icon.tsx';
import { articleSection } from '../lib/article-section.ts';
import styles from './help-popup.module.css';

export type HelpPopupProps = {
  articleId: number;
  /** The section to show (a heading's id); the whole article without it. */
  anchor?: string;
  onClose: () => void;
};

/**
 * Spec 1 §2.2 help pop-up: an article loaded by id, only the section its anchor names, with an
 * Edit button for a signed-in user when it is not protected. Modal; Escape, the close
 * button and a click outside it close it. The help link's lazy chunk.
 */
export default function HelpPopup({ articleId, anchor = '', onClose }: HelpPopupProps) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const session = useSession();
  const titleId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { data, error } = useDocument('article', articleId, lang);
  useModal(backdropRef, closeRef);
  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [onClose]);

  const doc = data && isFullDocument(data) ? data : undefined;
  const cooked = doc?.cooked as Record<string, unknown> | undefined;
  const description = typeof cooked?.description === 'string' ? cooked.description : '';
  const summary = typeof cooked?.summary === 'string' ? cooked.summary : '';
  const section = articleSection(description, anchor);
  const html = section ?? `${summary}\n${description}`;
  const title = doc ? String(localeOf(doc)?.title ?? '') : t('topBar.help');
  const shownLang = cooked && typeof cooked.lang === 'string' ? cooked.lang : lang;
  // Spec 1 §2.2 and spec 2 §6: help articles are edited by signed-in users unless protected.
  const mayEdit = !!session && !!doc && !doc.protected;

  return createPortal(
    <div
      ref={backdropRef}
      className={styles.backdrop}
      // A press on the backdrop itself, outside the pop-up, closes it.
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        className={styles.popup}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={!data && !error}
        onKeyDown={trapTab}
      >
        <div className={styles.head}>
          <h2 id={titleId}>{title}</h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label={t('help.close')}
            onClick={onClose}
          >
            <Icon name="close" size={20} />
          </button>
        </div>
        {error ? (
          <p className={styles.error} role="alert">
            {t('help.loadError')}
          </p>
        ) : !doc ? (
          <LoadingNotice />
        ) : (
          <div
            className={styles.body}
            data-section={section === undefined ? undefined : anchor}
            dangerouslySetInnerHTML={{ __html: preparedCookedHtml(html) }}
          />
        )}
        <div className={styles.buttons}>
          <Link
            className="button button-quiet"
            to={paths.article.href(articleId, section === undefined ? undefined : anchor)}
            onClick={onClose}
          >
            {t('help.wholeArticle')}
          </Link>
          {mayEdit && (
            <Link
              className="button button-accent"
              to={paths.documentEdit.href('article', articleId, shownLang)}
              onClick={onClose}
            >
              {t('help.edit')}
            </Link>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
