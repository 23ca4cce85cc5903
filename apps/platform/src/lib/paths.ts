import { sessionHostUrl } from './config';

/** Every route of the app in one place; links and redirects use these, never literal strings. */
export const paths = {
  home: '/',
  auth: '/auth',
  signUp: '/auth?isSignUp=true',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** A trial sign-up's e-mail link (?token=...): confirms the address and signs in. */
  verifyEmail: '/verify-email',
  termsOfService: '/terms-of-service',
  privacyPolicy: '/privacy-policy',
  accessibility: '/accessibility',
  dashboard: '/dashboard',
  library: '/dashboard/library',
  favorites: '/dashboard/favorites',
  helpGuides: '/dashboard/help-guides',
  reports: '/dashboard/reports',
  report: (sessionId: number | string) => `/dashboard/reports/${sessionId}`,
  impact: '/dashboard/impact',
  /** The impact report of one session (its report page links here). */
  sessionImpact: (sessionId: string) => `/dashboard/impact?sessionId=${encodeURIComponent(sessionId)}`,
  team: '/dashboard/team',
  playlists: '/dashboard/playlists',
  newPlaylist: '/dashboard/playlists/new',
  playlist: (id: number | string) => `/dashboard/playlists/${id}`,
  editPlaylist: (id: number | string) => `/dashboard/playlists/${id}/edit`,
  /** The impact report of a playlist's sessions, step by step. */
  playlistImpact: (id: number | string) => `/dashboard/impact?playlistId=${id}`,
  settings: '/settings',
  admin: {
    root: '/dashboard/admin',
    manageScenarios: '/dashboard/admin/scenario/manage-scenarios',
    newScenario: '/dashboard/admin/scenario/new-scenario',
    editScenario: (id: number | string) => `/dashboard/admin/scenario/edit/${id}`,
    manageCategories: '/dashboard/admin/scenario/manage-categories',
    manageTags: '/dashboard/admin/scenario/manage-tags',
    manageCompanies: '/dashboard/admin/companies/manage-companies',
    editCompany: (id: number | string) => `/dashboard/admin/companies/edit/${id}`,
    newCompany: '/dashboard/admin/companies/new-company',
    manageUsers: '/dashboard/admin/users/manage-users',
    newUser: '/dashboard/admin/users/new-user',
    editUser: (id: number | string) => `/dashboard/admin/users/edit/${id}`,
    manageHelpGuides: '/dashboard/admin/help-guides/manage-help-guides',
    newHelpGuide: '/dashboard/admin/help-guides/new-help-guide',
    editHelpGuide: (id: number | string) => `/dashboard/admin/help-guides/edit/${id}`,
    manageFaqs: '/dashboard/admin/faq/manage-faqs',
    newFaq: '/dashboard/admin/faq/new-faq',
    editFaq: (id: number | string) => `/dashboard/admin/faq/edit/${id}`,
  },
  /** Presenter screen of a live session (same app). */
  session: (pin: string) => `/session/${encodeURIComponent(pin)}`,
  hostControls: (pin: string) => `/host-controls/${encodeURIComponent(pin)}`,
};

/** Absolute URLs on the session host (its own subdomain when VITE_SESSION_HOST_URL is set). */
export const sessionHost = {
  base: () => sessionHostUrl || globalThis.location.origin,
  join: (pin: string) => `${sessionHost.base()}/join?pin=${encodeURIComponent(pin)}`,
  hostControls: (pin: string, hostKey: string) =>
    `${sessionHost.base()}${paths.hostControls(pin)}?key=${encodeURIComponent(hostKey)}`,
  presenter: (pin: string) => `${sessionHost.base()}${paths.session(pin)}`,
};
