import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../lib/session.ts';
import { paths } from '../../config/paths.ts';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { DropdownMenu, MenuButton, MenuLink, MenuSeparator } from '../../components/dropdown-menu.tsx';
import { Icon } from '../../components/icon.tsx';

/** Spec 1 §2.2: the signed-in user's menu, opened by a button the top bar draws (its stand-in too). */
export function UserMenu({
  session,
  buttonClassName,
  buttonContent,
}: {
  session: Session;
  buttonClassName: string;
  buttonContent: ReactNode;
}) {
  const { t } = useTranslation();
  const logout = useLogout();
  const u = session.id;
  return (
    <DropdownMenu
      label={t('topBar.userMenu', { name: session.name || session.userName })}
      buttonClassName={buttonClassName}
      buttonContent={buttonContent}
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
