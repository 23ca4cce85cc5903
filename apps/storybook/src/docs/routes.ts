/**
 * The route of the platform (apps/platform/src/app/routes.tsx, and `/join`, the participant's page built on its own)
 * that draws each domain view and screen, by the title of its stories; the `UsedOn` block shows it under the title
 * of its docs page. `site/docs-pages.test.ts` fails when a `Views/` or `Screens/` page has none: add the new one here.
 */
export const ROUTES: Record<string, string | string[]> = {
  // A page's entry covers the pages under it (a slide kind's `Screens/Live/Presenter/<Kind>`: no line per kind).
  // Views: parts of pages, props in and callbacks out.
  'Views/ActiveSessionBanner': 'every /dashboard page, while the host has a session running',
  'Views/CategoryCard': '/ (the landing page)',
  'Views/CheckInView': '/check-in/:token',
  'Views/CustomScenarioAllowance': '/dashboard/admin/scenario/manage-scenarios',
  'Views/ImpactReportView': ['/dashboard/impact', '/impact/print'],
  'Views/LogoCarousel': '/ (the landing page)',
  'Views/PlaylistList': '/dashboard/playlists',
  'Views/PlaylistStatus': '/dashboard/playlists/:id',
  'Views/PricingCard': '/ (the landing page)',
  'Views/ScenarioCard': ['/dashboard/library', '/dashboard/favorites'],
  'Views/ScenarioPreview': ['/dashboard/library', '/dashboard/favorites'],
  'Views/StartSessionDialog': ['/dashboard/library', '/dashboard/favorites'],
  'Views/StepCard': '/ (the landing page)',
  // Screens, by audience.
  'Screens/Public/Landing': '/',
  'Screens/Public/Auth': '/auth',
  'Screens/Public/Password reset': ['/forgot-password', '/reset-password'],
  'Screens/Public/Check-in': '/check-in/:token',
  'Screens/Public/Legal': ['/terms-of-service', '/privacy-policy', '/accessibility'],
  'Screens/Public/Not found': 'any unknown address (*)',
  'Screens/Host/Library': '/dashboard/library',
  'Screens/Host/Favorites': '/dashboard/favorites',
  'Screens/Host/Help guides': '/dashboard/help-guides',
  'Screens/Host/Reports': '/dashboard/reports',
  'Screens/Host/Impact Report': '/dashboard/impact',
  'Screens/Host/Impact Report Print': '/impact/print',
  'Screens/Host/Team': '/dashboard/team',
  'Screens/Host/Settings': '/settings',
  'Screens/Host/Route Guards': 'every signed-in route (/dashboard, /settings)',
  'Screens/Live/Presenter': '/session/:pin',
  'Screens/Live/Host controls': '/host-controls/:pin',
  'Screens/Live/Participant': '/join',
  'Screens/Live/Report': '/dashboard/reports/:id',
  'Screens/Live/FollowUpNotice': '/dashboard/reports/:id',
  'Screens/Admin/Home': '/dashboard/admin',
  'Screens/Admin/Scenarios': '/dashboard/admin/scenario/manage-scenarios',
  'Screens/Admin/Scenario Editor': [
    '/dashboard/admin/scenario/new-scenario',
    '/dashboard/admin/scenario/edit/:id',
  ],
  'Screens/Admin/Categories': '/dashboard/admin/scenario/manage-categories',
  'Screens/Admin/Tags': '/dashboard/admin/scenario/manage-tags',
  'Screens/Admin/Users': '/dashboard/admin/users/manage-users',
  'Screens/Admin/User Editor': ['/dashboard/admin/users/new-user', '/dashboard/admin/users/edit/:id'],
  'Screens/Admin/Companies': '/dashboard/admin/companies/manage-companies',
  'Screens/Admin/Company Editor': [
    '/dashboard/admin/companies/new-company',
    '/dashboard/admin/companies/edit/:id',
  ],
  'Screens/Admin/FAQs': '/dashboard/admin/faq/manage-faqs',
  'Screens/Admin/FAQ Editor': ['/dashboard/admin/faq/new-faq', '/dashboard/admin/faq/edit/:id'],
  'Screens/Admin/Help Guides': '/dashboard/admin/help-guides/manage-help-guides',
  'Screens/Admin/Help Guide Editor': [
    '/dashboard/admin/help-guides/new-help-guide',
    '/dashboard/admin/help-guides/edit/:id',
  ],
};

/** The route of a view or screen by its title: its own entry, else the nearest entry above it. */
export function routeOf(title: string): string | string[] | undefined {
  for (let path = title; path; path = path.slice(0, Math.max(0, path.lastIndexOf('/'))))
    if (path in ROUTES) return ROUTES[path];
  return undefined;
}
