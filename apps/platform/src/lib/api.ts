import { apiClient, configureAuth } from '@readyteams/api-client';
import { apiUrl, cookieDomain } from './config';

// The app's one API client (same origin unless VITE_API_URL says otherwise) and where the sign-in cookie
// lives (VITE_COOKIE_DOMAIN shares it with the session host subdomain). Containers use the query hooks of
// @readyteams/api-client, which read this client from ApiClientProvider.
apiClient.configure({ baseUrl: apiUrl });
configureAuth({ cookieDomain });

export { apiClient };
