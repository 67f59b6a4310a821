import { useTranslation } from 'react-i18next';
import type { Session } from '../../lib/session.ts';
import { paths } from '../../config/paths.ts';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { DropdownMenu, MenuButton, MenuLink, MenuSeparator } from '../../components/dropdown-menu.tsx';
import { Icon } from '../../components/icon.tsx';

/** The top bar's class names for the menu's button (its styles stay in the top bar's sheet). */
export type UserMenuClasses = { button: string; avatar: string; name: string };

/** Spec 1 §2.2: the signed-in user's menu. */
export function UserMenu({
  session,
  isCompact,
  classes,
}: {
  session: Session;
  isCompact: boolean;
  classes: UserMenuClasses;
}) {
  const { t } = useTranslation();
  const logout = useLogout();
  const u = session.id;
  return (
    <DropdownMenu
      label={t('topBar.userMenu', { name: session.name || session.userName })}
      buttonClassName={classes.button}
      buttonContent={
        <>
          <span className={classes.avatar} aria-hidden="true">
            {(session.name || session.userName).charAt(0).toUpperCase()}
          </span>
          {!isCompact && <span className={classes.name}>{session.name || session.userName}</span>}
          <Icon name="chevronDown" size={16} />
        </>
      }
    >
      <MenuLink to={paths.documentView.href('profile', u)}>{t('userMenu.profile')}</MenuLink>
      <MenuLink to={paths.account.href()}>{t('userMenu.account')}</MenuLink>
      <MenuLink to={paths.preferences.href()}>{t('userMenu.preferences')}</MenuLink>
      <MenuLink to={paths.trackers.href()}>{t('userMenu.trackers')}</MenuLink>
      <MenuSeparator />
      <MenuLink to={paths.documentList.href('outing', { u })}>{t('userMenu.outings')}</MenuLink>
      <MenuLink to={paths.outingsStats.href({ u })}>{t('userMenu.stats')}</MenuLink>
      <MenuLink to={paths.whatsnew.href({ u })}>{t('userMenu.changes')}</MenuLink>
      <MenuLink to={paths.following.href()}>{t('userMenu.following')}</MenuLink>
      {/* api.md §14.1: routes tagged "todo" by a user are the list filtered by u. */}
      <MenuLink to={paths.documentList.href('route', { u })}>{t('userMenu.bookmarks')}</MenuLink>
      {session.roles.includes('moderator') && (
        <MenuLink to={paths.moderationLog.href()}>{t('userMenu.moderationLog')}</MenuLink>
      )}
      <MenuSeparator />
      <MenuButton onClick={() => void logout()}>
        <Icon name="logout" size={18} />
        {t('userMenu.logout')}
      </MenuButton>
    </DropdownMenu>
  );
}
