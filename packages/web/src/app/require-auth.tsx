import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/use-session.ts';
import { paths } from '../config/paths.ts';

/**
 * Guards the login-required routes (spec 1 §6): an anonymous visitor goes to the sign-in page
 * with the full target path, query included, as `redirect` (spec 1 §2.1).
 */
export function RequireAuth() {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (!session) return <Navigate to={paths.auth.href(pathname + search)} replace />;
  return <Outlet />;
}
