/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_SESSION_HOST_URL?: string;
  readonly VITE_COOKIE_DOMAIN?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
}
