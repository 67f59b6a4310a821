import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { ARTICLE_IDS, ASSOCIATION_ARTICLES, DONATE_URL, SOCIAL_LINKS } from '../../config/links.ts';
import { openCookieSettings } from '../../lib/cookie-settings.ts';
import { Icon } from '../../components/icon.tsx';
import styles from './side-menu.module.css';
import { cx } from '../../lib/cx.ts';

const articleHref = (id: number) => paths.documentView.href('article', id);

/** Spec 1 §2.2 side-menu footer: contact, EULA, licenses, association articles, cookies, social, donate. */
export function SideMenuFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <a
        className={cx('button button-accent', styles.donate)}
        href={DONATE_URL}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Icon name="heart" size={18} />
        {t('footer.donate')}
      </a>
      <nav aria-label={t('footer.label')}>
        <ul className={styles.footerLinks}>
          {ASSOCIATION_ARTICLES.map(({ id, label }) => (
            <li key={id}>
              <Link to={articleHref(id)}>{t(label)}</Link>
            </li>
          ))}
          <li>
            <Link to={articleHref(ARTICLE_IDS.contact)}>{t('footer.contact')}</Link>
          </li>
          <li>
            <Link to={articleHref(ARTICLE_IDS.termsOfService)}>{t('footer.eula')}</Link>
          </li>
          <li>
            <Link to={articleHref(ARTICLE_IDS.licenses)}>{t('footer.licenses')}</Link>
          </li>
          <li>
            <button type="button" className={styles.linkButton} onClick={openCookieSettings}>
              {t('footer.cookies')}
            </button>
          </li>
        </ul>
      </nav>
      <ul className={styles.social} aria-label={t('footer.social')}>
        {SOCIAL_LINKS.map(({ name, href }) => (
          <li key={name}>
            <a href={href} target="_blank" rel="noopener noreferrer">
              {name}
            </a>
          </li>
        ))}
      </ul>
    </footer>
  );
}
