import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../lib/auth';
import { paths } from '../lib/paths';

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

export function NoAccess() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 py-24 text-center">
      <h1 className="text-xl font-semibold">You don&apos;t have access to this page.</h1>
      <p className="text-muted-foreground">
        Ask an administrator of your organization if you think you should.
      </p>
    </div>
  );
}
