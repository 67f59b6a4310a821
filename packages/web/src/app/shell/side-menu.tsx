import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { env } from '../../config/env.ts';
import { WORLD_BBOX } from '../../config/links.ts';
import { cx } from '../../lib/cx.ts';
import { useWindowHeight } from '../../lib/use-window-size.ts';
import { CairnLogo } from '../../components/cairn-logo.tsx';
import { Icon, type IconName } from '../../components/icon.tsx';
import { SideMenuFooter } from './side-menu-footer.tsx';
import styles from './side-menu.module.css';

/** Spec 1 §2.2: the yeti entry needs room; shown only when the window is at least this tall. */
export const YETI_MIN_HEIGHT = 715;

/** Spec 1 §2.2: outings preset to quality draft and great over the whole world. */
const OUTINGS_HREF = paths.documentList.href('outing', { qa: 'draft,great', bbox: WORLD_BBOX });

export function SideMenu({ id, className }: { id: string; className?: string }) {
  const { t } = useTranslation();
  const showsYeti = useWindowHeight() >= YETI_MIN_HEIGHT;

  return (
    <aside id={id} className={cx(styles.menu, className)}>
      <Link to={paths.home.href()} className={styles.brand}>
        <CairnLogo size={34} />
        <span>
          <span className={styles.name}>{t('app.name')}</span>
          <span className={styles.tagline}>{t('app.tagline')}</span>
        </span>
      </Link>
      <nav aria-label={t('menu.label')}>
        <ul className={styles.entries}>
          <Entry to={paths.topoguide.href()} icon="compass" label={t('menu.topoguide')} />
          <Entry to={OUTINGS_HREF} icon="boot" label={t('menu.outings')} />
          <li>
            <a className={styles.entry} href={`${env.forumUrl}/`}>
              <Icon name="chat" />
              {t('menu.forum')}
            </a>
          </li>
          <Entry to={paths.serac.href()} icon="alert" label={t('menu.serac')} />
          <Entry to={paths.documentList.href('article')} icon="book" label={t('menu.articles')} />
          {showsYeti && <Entry to={paths.yeti.href()} icon="snow" label={t('menu.yeti')} />}
        </ul>
      </nav>
      <SideMenuFooter />
    </aside>
  );
}

function Entry({ to, icon, label }: { to: string; icon: IconName; label: string }) {
  return (
    <li>
      <NavLink to={to} className={({ isActive }) => cx(styles.entry, isActive && styles.active)}>
        <Icon name={icon} />
        {label}
      </NavLink>
    </li>
  );
}
