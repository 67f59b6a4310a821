import { useEffect, useId, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLayout } from '../../lib/use-layout.ts';
import { cx } from '../../lib/cx.ts';
import { AnnouncementBanner } from '../../features/forum/components/announcement-banner.tsx';
import { DeferredCookieConsent } from '../../features/cookie-consent/components/deferred-cookie-consent.tsx';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';
import styles from './app-shell.module.css';

/** The top bar's id: the second skip link's target. */
const NAVIGATION_ID = 'top-bar';

/** Side menu, top bar and the page. On mobile the side menu is a drawer behind a burger button. */
export function AppShell() {
  const { t } = useTranslation();
  const layout = useLayout();
  const isDrawer = layout === 'mobile';
  const menuId = useId();
  const { key } = useLocation();
  const navigation = useNavigation();
  // The drawer belongs to the page it was opened on: any navigation closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const isMenuOpen = isDrawer && openedOn === key;

  useEffect(() => {
    if (!isMenuOpen) return;
    const handleKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenedOn(null);
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [isMenuOpen]);

  return (
    // The drawer is drawn by width in CSS (app-shell.module.css), so a server-rendered page shows
    // it right before its scripts run; `isDrawer` only keeps it from staying open on wider screens.
    //
    // The page comes first in the HTML, the top bar and the side menu after it (issue 16 §2): the
    // browser paints what it has parsed when it first yields, so a server-rendered page's first
    // paint holds its title rather than only the menus. CSS draws them where they always were
    // (the top bar above the page, in the room kept for it; the side menu fixed on the left); the
    // skip links lead to the page and to the bars, which the keyboard reaches after the page.
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {t('app.skipToContent')}
      </a>
      <a href={`#${NAVIGATION_ID}`} className={styles.skipLink}>
        {t('app.skipToNavigation')}
      </a>
      {navigation.state !== 'idle' && (
        <div className={styles.progress} role="progressbar" aria-label={t('app.loading')} />
      )}
      <div className={styles.column}>
        <main id="main" tabIndex={-1} className={styles.content}>
          {/* Spec 1 §2.3: the forum announcement, until closed. */}
          <AnnouncementBanner />
          {/* Spec 1 §2.13: the cookie banner after the first interaction, and the settings dialog. */}
          <DeferredCookieConsent />
          <Outlet />
        </main>
        <TopBar
          id={NAVIGATION_ID}
          className={styles.bar}
          layout={layout}
          menuId={menuId}
          isMenuOpen={isMenuOpen}
          onToggleMenu={() => setOpenedOn(isMenuOpen ? null : key)}
        />
      </div>
      <SideMenu id={menuId} className={cx(styles.drawer, isMenuOpen && styles.drawerOpen)} />
      {isMenuOpen && <div className={styles.backdrop} onClick={() => setOpenedOn(null)} aria-hidden="true" />}
    </div>
  );
}
