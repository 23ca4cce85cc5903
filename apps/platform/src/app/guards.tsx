import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../lib/auth';
import { paths } from '../lib/paths';
import { NoAccess } from '../components/no-access';

/** Every /dashboard route (and /settings) needs a signed-in user; others are sent to /auth. */
export function RequireAuth() {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (!isAuthenticated)
    return <Navigate to={paths.auth} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/** The admin back-office is for admins only; others get a clear page instead of a broken screen. */
export function RequireAdmin() {
  const { user } = useAuth();
  if (!user?.isAdmin) return <NoAccess />;
  return <Outlet />;
}
