import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { safeRedirect } from '../../features/auth/lib/safe-redirect.ts';
import { answerForumSso } from '../../features/auth/api/forum-sso.ts';
import { leaveApp } from '../../features/auth/lib/leave-app.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { useSession } from '../../lib/use-session.ts';
import { LoadingNotice } from '../../components/loading-notice.tsx';
import { DangerNotice } from '../../components/danger-notice.tsx';
import { paths } from '../../config/paths.ts';

/**
 * Spec 1 §2.1 auth-sso, the forum's way in and out (issue 19):
 * - `?sso=…&sig=…`, the single sign-on request of a Discourse forum: a signed-in user goes back to
 *   the forum with their signed payload; anyone else signs in first (auth, back here after);
 * - `?logout=…`: signs the user out (the forum sends users here when they log out there).
 * Anything else goes home.
 */
export default function AuthSsoRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [query] = useSearchParams();
  const session = useSession();
  const logout = useLogout();
  const isLogout = query.has('logout');
  const sso = query.get('sso');
  const sig = query.get('sig');
  const hasRun = useRef(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (hasRun.current) return;
    if (isLogout) {
      hasRun.current = true;
      void logout().then(() =>
        navigate(safeRedirect(query.get('redirect')) ?? paths.home.href(), { replace: true }),
      );
    } else if (sso && sig && session) {
      hasRun.current = true;
      answerForumSso({ sso, sig }).then(leaveApp, (failure: unknown) =>
        setError(apiErrorMessage(failure, t)),
      );
    }
  }, [isLogout, logout, navigate, query, sso, sig, session, t]);

  if (error)
    return (
      <DangerNotice title={t('sso.failed')}>
        <p>{error}</p>
      </DangerNotice>
    );
  if (isLogout) return <LoadingNotice />;
  if (!sso || !sig) return <Navigate replace to={paths.home.href()} />;
  // Spec 1 §2.1: an unauthenticated visit signs in first, with the full address to come back to.
  if (!session) return <Navigate replace to={paths.auth.href(pathname + search)} />;
  return (
    <div role="status">
      <title>{`${t('screens.sso')} · ${t('app.name')}`}</title>
      <p>{t('sso.signingIn')}</p>
    </div>
  );
}
