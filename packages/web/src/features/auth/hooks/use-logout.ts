import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { clearSession, getSession } from '../../../lib/session.ts';
import { useRequiresAuth } from '../../../lib/route-handle.ts';
import { paths } from '../../../config/paths.ts';
import { logout } from '../api/logout.ts';

/**
 * Signs out. Spec 1 §2.2: logging out from a page that requires authentication goes home;
 * we go there first, otherwise the page's guard would send the visitor to the sign-in page.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isOnProtectedPage = useRequiresAuth();

  return useCallback(async () => {
    const token = getSession()?.token;
    if (isOnProtectedPage) await navigate(paths.home.href());
    clearSession();
    queryClient.clear();
    // The session is gone locally whatever the server says; a failure only leaves a token to expire.
    if (token) await logout(token).catch(() => undefined);
  }, [isOnProtectedPage, navigate, queryClient]);
}
