import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_TYPES } from '@cairn/domain';
import { paths } from '../config/paths.ts';
import { Icon } from './icon.tsx';
import styles from './not-found-page.module.css';

/** Spec 1 §2.1: unknown addresses, and loads that fail with 404 (spec 1 §2.12). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  // Go back within the app when there is somewhere to go back to, else home.
  const handleBack = (event: MouseEvent<HTMLAnchorElement>) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) {
      event.preventDefault();
      void navigate(-1);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <title>{`${t('notFound.title')} · ${t('app.name')}`}</title>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <a className={styles.back} href={paths.home.href()} onClick={handleBack}>
        <Icon name="arrowLeft" size={18} />
        {t('notFound.back')}
      </a>
      <nav aria-label={t('notFound.shortcuts')} className={styles.shortcuts}>
        <Link className="button" to={paths.home.href()}>
          <Icon name="home" size={18} />
          {t('app.home')}
        </Link>
        {DOCUMENT_TYPES.map((type) => (
          <Link key={type} className="button button-quiet" to={paths.documentList.href(type)}>
            {t(`typesPlural.${type}`)}
          </Link>
        ))}
      </nav>
    </section>
  );
}
