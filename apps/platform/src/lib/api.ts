import { apiClient } from '@readyteams/api-client';
import { apiUrl } from './config';

// The app's one API client (same origin unless VITE_API_URL says otherwise; the sign-in cookie's domain is
// set in ./auth). Containers use the query hooks of @readyteams/api-client, which read this client from
// ApiClientProvider (mounted by src/app/app-providers.tsx).
apiClient.configure({ baseUrl: apiUrl });

export { apiClient };
