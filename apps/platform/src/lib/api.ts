import { apiClient } from '@readyteams/api-client';
import { apiUrl } from './config';
import { i18n } from './i18n';

// The app's one API client (same origin unless VITE_API_URL says otherwise; the sign-in cookie's domain is
// set in ./auth), asking the server to answer in the page's active language (its messages: errors, confirmations). Containers use the query hooks of @readyteams/api-client, which read this client from
// ApiClientProvider (mounted by src/app/app-providers.tsx).
apiClient.configure({ baseUrl: apiUrl, getLanguage: () => i18n.locale });

export { apiClient };
