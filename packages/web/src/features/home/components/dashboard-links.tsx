import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ARTICLE_IDS, DONATE_URL } from '../../../config/links.ts';
import { paths } from '../../../config/paths.ts';
import { Icon, type IconName } from '../../../components/icon.tsx';
import { DASHBOARD_ARTICLE_IDS } from '../lib/dashboard-links.ts';
import styles from './dashboard.module.css';

type UsefulLink = {
  key: 'serac' | 'yeti' | 'articles' | 'books' | 'articlesSummary' | 'climbing' | 'forum' | 'donate' | 'join';
  icon: IconName;
  href: string;
  isExternal?: boolean;
};

/** Spec 1 §2.3: incident database, risk tool, articles and books library, forum, donate, join. */
const LINKS: readonly UsefulLink[] = [
  { key: 'serac', icon: 'alert', href: paths.serac.href() },
  { key: 'yeti', icon: 'snow', href: paths.yeti.href() },
  { key: 'articles', icon: 'book', href: paths.documentList.href('article') },
  { key: 'books', icon: 'book', href: paths.documentList.href('book') },
  {
    key: 'articlesSummary',
    icon: 'compass',
    href: paths.documentView.href('article', DASHBOARD_ARTICLE_IDS.articlesSummary),
  },
  {
    key: 'climbing',
    icon: 'boot',
    href: paths.documentView.href('article', DASHBOARD_ARTICLE_IDS.getReadyForClimbing),
  },
  { key: 'forum', icon: 'chat', href: paths.forum.href() },
  { key: 'donate', icon: 'heart', href: DONATE_URL, isExternal: true },
  { key: 'join', icon: 'user', href: paths.documentView.href('article', ARTICLE_IDS.joinUs) },
];

/** The side column's useful links. */
export function DashboardLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <section className={`${styles.block} ${className ?? ''}`} aria-labelledby="dashboard-links">
      <h2 id="dashboard-links" className={styles.blockTitle}>
        {t('dashboard.usefulLinks')}
      </h2>
      <ul className={styles.links}>
        {LINKS.map((link) => (
          <li key={link.key}>
            {link.isExternal ? (
              <a href={link.href} rel="noopener noreferrer" target="_blank" className={styles.link}>
                <Icon name={link.icon} size={18} />
                {t(`dashboard.links.${link.key}`)}
              </a>
            ) : (
              <Link to={link.href} className={styles.link}>
                <Icon name={link.icon} size={18} />
                {t(`dashboard.links.${link.key}`)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
