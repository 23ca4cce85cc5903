import { useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useLogout } from '@readyteams/api-client';
import { DashboardShell } from '@readyteams/ui';
import { useAuth } from '../lib/auth';
import { paths } from '../lib/paths';
import { adminNavFor } from '../admin/navigation';
import { app } from '../i18n/app';
import { hostNav } from './navigation';
import { SessionBanners } from './session-banners';

const COLLAPSED_KEY = 'sidebarCollapsed';

/** The dashboard shell around every signed-in page: menu, top bar with initials, banners. */
export default function DashboardLayout() {
  const { user, signedOut } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const t = app.useT();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === 'true');
  // The Admin section of the menu comes from the back-office, holding only what the user may use.
  const adminGroups = adminNavFor(user).map((group) => ({
    label: t(group.label),
    items: group.items.map(({ label, to, icon }) => ({ label: t(label), href: to, icon })),
  }));
  const navigation = hostNav.map(({ label, to, icon }) => ({ label: t(label), href: to, icon }));

  const handleSignOut = async () => {
    // Leave the dashboard first, so its queries do not refetch without a token and bounce to /auth.
    await navigate(paths.home, { replace: true });
    // Clears the cookie and the stored user even when the server cannot be reached.
    const ssoLogout = await logout.mutateAsync().catch(() => undefined);
    signedOut();
    // Signed in through single sign-on: the provider's session ends too where it offers a sign-out address (it sends
    // the browser back to the sign-in page); otherwise the sign-in page says that session is still open.
    if (ssoLogout?.endSessionUrl) window.location.assign(ssoLogout.endSessionUrl);
    else if (ssoLogout)
      await navigate(paths.auth, { replace: true, state: { providerSessionOpen: ssoLogout.provider } });
  };

  return (
    <DashboardShell
      user={{ firstName: user?.firstName, lastName: user?.lastName }}
      companyName={user?.companyName}
      navigation={navigation}
      adminNavigation={adminGroups.length > 0 ? adminGroups : undefined}
      adminHref={paths.admin.root}
      // The dashboard index is the library.
      currentPath={location.pathname === paths.dashboard ? paths.library : location.pathname}
      renderLink={({ href, children, ...props }) => (
        <Link to={href} {...props}>
          {children}
        </Link>
      )}
      settingsHref={paths.settings}
      onSignOut={() => void handleSignOut()}
      collapsed={collapsed}
      onCollapsedChange={(value) => {
        localStorage.setItem(COLLAPSED_KEY, String(value));
        setCollapsed(value);
      }}
      banner={<SessionBanners />}
    >
      <Outlet />
    </DashboardShell>
  );
}
