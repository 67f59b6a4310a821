import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { safeRedirect } from '../../features/auth/lib/safe-redirect.ts';
import { NotYetAvailable } from '../../components/not-yet-available.tsx';
import { LoadingNotice } from '../../components/loading-notice.tsx';
import { paths } from '../../config/paths.ts';

/**
 * Spec 1 §2.1: auth-sso with a `logout` query signs the user out (the forum sends users
 * here when they log out there). Single sign-on itself comes with the forum work.
 */
export default function AuthSsoRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const logout = useLogout();
  const isLogout = query.has('logout');
  const hasRun = useRef(false);

  useEffect(() => {
    if (!isLogout || hasRun.current) return;
    hasRun.current = true;
    void logout().then(() =>
      navigate(safeRedirect(query.get('redirect')) ?? paths.home.href(), { replace: true }),
    );
  }, [isLogout, logout, navigate, query]);

  if (isLogout) return <LoadingNotice />;
  return <NotYetAvailable screen={t('screens.sso')} />;
}
