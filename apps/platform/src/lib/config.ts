// Build-time settings (Vite env). Every one has a default that works when app and API share one origin.

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Base URL of the API; empty means the same origin as the app. */
export const apiUrl = trimSlash(import.meta.env.VITE_API_URL ?? '');

/** Base URL of the session host (participant page and host controls); empty means the same origin. */
export const sessionHostUrl = trimSlash(import.meta.env.VITE_SESSION_HOST_URL ?? '');

/** Cookie domain shared by the product's subdomains (e.g. ".readyteams.example"); unset means this host only. */
export const cookieDomain: string | undefined = import.meta.env.VITE_COOKIE_DOMAIN || undefined;

export const supportEmail: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@readyteams.example';

// The company's legal name and postal address, written as registered: never translated.
/* eslint-disable lingui/no-unlocalized-strings */
export const company = {
  name: 'Ready Teams, Inc.',
  street: '175 Varick Street, 4th Floor',
  city: 'New York, NY 10014',
  country: 'United States',
  socialName: 'LinkedIn',
  socialUrl: 'https://www.linkedin.com/company/readyteams',
};
/* eslint-enable lingui/no-unlocalized-strings */
