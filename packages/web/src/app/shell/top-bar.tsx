import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { ARTICLE_IDS } from '../../config/links.ts';
import { cx } from '../../lib/cx.ts';
import { useSession } from '../../lib/use-session.ts';
import { loadAllMessages } from '../../lib/i18n.ts';
import type { Layout } from '../../lib/use-layout.ts';
import { CairnLogo } from '../../components/cairn-logo.tsx';
import { Icon } from '../../components/icon.tsx';
import { SearchBoxSlot } from './search-box-slot.tsx';
import { AddMenu } from './add-menu.tsx';
import { LanguagePicker } from './language-picker.tsx';
import styles from './top-bar.module.css';

// Only signed-in visitors have a user menu: its code (and the logout's) loads when one is shown.
const UserMenu = lazy(() => import('./user-menu.tsx').then((module) => ({ default: module.UserMenu })));
// Spec 1 §2.2 help pop-up: its code and messages load on the first click.
const HelpPopup = lazy(() =>
  Promise.all([import('../../features/help/components/help-popup.tsx'), loadAllMessages()]).then(([m]) => m),
);

type Props = {
  /** The bar's id (the shell's skip link leads to it) and its place in the shell's layout. */
  id?: string;
  className?: string;
  layout: Layout;
  menuId: string;
  isMenuOpen: boolean;
  onToggleMenu: () => void;
};

/** Spec 1 §2.2 top bar: help, search, join us, add, user menu or login and language. */
export function TopBar({ id, className, layout, menuId, isMenuOpen, onToggleMenu }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  const isCompact = layout !== 'desktop';
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  // Back to where the visitor was after signing in; on /auth itself keep its own target.
  const redirect =
    pathname === paths.auth.path
      ? (new URLSearchParams(search).get('redirect') ?? undefined)
      : pathname + search + hash;

  // The markup is the same at every width and CSS picks what shows (`top-bar.module.css`), so a
  // server-rendered page paints the right bar on a phone before its scripts run; `layout` only
  // names what the visible parts are called once they do.
  return (
    // Focusable by the shell's skip link, not by Tab.
    <header id={id} tabIndex={-1} className={cx(styles.bar, className)}>
      <button
        type="button"
        className={cx(styles.iconButton, styles.mobileOnly)}
        aria-controls={menuId}
        aria-expanded={isMenuOpen}
        aria-label={isMenuOpen ? t('menu.close') : t('menu.open')}
        onClick={onToggleMenu}
      >
        <Icon name={isMenuOpen ? 'close' : 'menu'} size={24} />
      </button>
      <Link to={paths.home.href()} className={cx(styles.brand, styles.mobileOnly)} aria-label={t('app.home')}>
        <CairnLogo size={32} />
      </Link>
      <div className={styles.search}>
        <SearchBoxSlot />
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.help} onClick={() => setIsHelpOpen(true)}>
          <Icon name="help" />
          <span className={styles.wideLabel}>{t('topBar.help')}</span>
        </button>
        {isHelpOpen && (
          <Suspense>
            <HelpPopup articleId={ARTICLE_IDS.help} onClose={() => setIsHelpOpen(false)} />
          </Suspense>
        )}
        {/* Narrower screens keep the room for search; the side-menu footer links to it too. */}
        {!isCompact && (
          <Link
            to={paths.documentView.href('article', ARTICLE_IDS.joinUs)}
            className={cx('button button-quiet', styles.desktopOnly)}
          >
            {t('topBar.joinUs')}
          </Link>
        )}
        <AddMenu isCompact={isCompact} />
        {session ? (
          // The menu's button as it will be until its code comes: nothing moves when it does.
          <Suspense
            fallback={
              <span className={styles.userButton} aria-hidden="true">
                <UserButtonContent name={session.name || session.userName} isCompact={isCompact} />
              </span>
            }
          >
            <UserMenu
              session={session}
              buttonClassName={styles.userButton!}
              buttonContent={
                <UserButtonContent name={session.name || session.userName} isCompact={isCompact} />
              }
            />
          </Suspense>
        ) : (
          <>
            <LanguagePicker />
            <Link
              to={paths.auth.href(redirect)}
              className="button button-accent"
              aria-label={t('topBar.login')}
            >
              <span className={cx(styles.loginIcon, styles.mobileOnly)}>
                <Icon name="user" />
              </span>
              <span className={styles.mobileHiddenLabel}>{t('topBar.login')}</span>
            </Link>
          </>
        )}
      </div>
    </header>
  );
}

/** The user menu's button: the initial, the name on wide screens, the menu's arrow. */
function UserButtonContent({ name, isCompact }: { name: string; isCompact: boolean }) {
  return (
    <>
      <span className={styles.avatar} aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </span>
      {!isCompact && <span className={styles.userName}>{name}</span>}
      <Icon name="chevronDown" size={16} />
    </>
  );
}
