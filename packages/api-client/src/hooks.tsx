import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { confirmTrial, linkSso, login, logout, type LoginCredentials, type SsoCredentials } from './auth';
import { apiClient, dataOrThrow, type ApiClient, type ApiResult } from './client';
import { queryKeys, reorderKeys } from './query-keys';
import {
  brandingQuery,
  checkInQueries,
  companyQueries,
  faqCategoryQueries,
  faqQueries,
  faqTagQueries,
  favoriteQueries,
  helpCategoryQueries,
  helpGuideQueries,
  liveQueries,
  playlistQueries,
  profileQueries,
  scenarioCategoryQueries,
  scenarioQueries,
  scenarioTagQueries,
  SEARCH_DEBOUNCE_MS,
  sessionQueries,
  signUpQueries,
  ssoQueries,
  userQueries,
  type HelpGuideFilters,
  type ScenarioListFilters,
  type SearchFilters,
} from './queries';
import type { components } from './schema';
import { setAccessToken, setStoredUser } from './token';
import type { ImpactReportFilters } from './types';

type Schemas = components['schemas'];

const ApiClientContext = createContext<ApiClient>(apiClient);

/** Supplies the client the hooks use (default: the app's `apiClient`); stories and tests pass their own. */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export const useApiClient = (): ApiClient => useContext(ApiClientContext);

/** The value, once it has stopped changing for `delay` ms (search boxes: 500 ms). */
export function useDebouncedValue<T>(value: T, delay: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

// Search lists: the typed text is debounced; a new search switches the query key, and TanStack Query aborts
// the superseded request through the AbortSignal handed to fetch. The previous results stay while loading.

// ---------- lists ----------
export function useScenarios(filters: ScenarioListFilters = {}) {
  const api = useApiClient();
  const search = useDebouncedValue(filters.search ?? '');
  return useInfiniteQuery({
    ...scenarioQueries.list(api, { ...filters, search }),
    placeholderData: keepPreviousData,
  });
}

export function useFavorites(filters: SearchFilters = {}) {
  const api = useApiClient();
  const search = useDebouncedValue(filters.search ?? '');
  return useInfiniteQuery({ ...favoriteQueries.list(api, { search }), placeholderData: keepPreviousData });
}

export function useCompanies(filters: SearchFilters = {}) {
  const api = useApiClient();
  const search = useDebouncedValue(filters.search ?? '');
  return useInfiniteQuery({ ...companyQueries.list(api, { search }), placeholderData: keepPreviousData });
}

export function useUsers(filters: SearchFilters = {}) {
  const api = useApiClient();
  const search = useDebouncedValue(filters.search ?? '');
  return useInfiniteQuery({ ...userQueries.list(api, { search }), placeholderData: keepPreviousData });
}

export function useFaqs(filters: SearchFilters = {}) {
  const api = useApiClient();
  const search = useDebouncedValue(filters.search ?? '');
  return useInfiniteQuery({ ...faqQueries.list(api, { search }), placeholderData: keepPreviousData });
}

export function useHelpGuides(filters: HelpGuideFilters = {}) {
  const api = useApiClient();
  const search = useDebouncedValue(filters.search ?? '');
  return useInfiniteQuery({
    ...helpGuideQueries.list(api, { ...filters, search }),
    placeholderData: keepPreviousData,
  });
}

export const useSessionReports = () => useInfiniteQuery(sessionQueries.reports(useApiClient()));
export const usePlaylists = () => useInfiniteQuery(playlistQueries.list(useApiClient()));
export const useOpenSessions = () => useQuery(sessionQueries.open(useApiClient()));

// ---------- option lists (50 active items) ----------
export const useScenarioCategories = () => useQuery(scenarioCategoryQueries.options(useApiClient()));
export const useScenarioTags = () => useQuery(scenarioTagQueries.options(useApiClient()));
export const useFaqCategories = () => useQuery(faqCategoryQueries.options(useApiClient()));
export const useFaqTags = () => useQuery(faqTagQueries.options(useApiClient()));
export const useHelpCategories = () => useQuery(helpCategoryQueries.options(useApiClient()));
/** Every active company, for a select (`enabled` false: no request). */
export const useCompanyOptions = (enabled = true) =>
  useQuery({ ...companyQueries.options(useApiClient()), enabled });

// ---------- single records ----------
const enabledId = (id: number | string | undefined): id is number | string => id !== undefined && id !== '';

export function useScenario(id: number | undefined) {
  const api = useApiClient();
  return useQuery({ ...scenarioQueries.detail(api, id ?? 0), enabled: enabledId(id) });
}
export function useCompany(id: number | undefined) {
  const api = useApiClient();
  return useQuery({ ...companyQueries.detail(api, id ?? 0), enabled: enabledId(id) });
}
export function useUser(id: number | undefined) {
  const api = useApiClient();
  return useQuery({ ...userQueries.detail(api, id ?? 0), enabled: enabledId(id) });
}
export function useFaq(id: number | undefined) {
  const api = useApiClient();
  return useQuery({ ...faqQueries.detail(api, id ?? 0), enabled: enabledId(id) });
}
export function useHelpGuide(id: number | undefined) {
  const api = useApiClient();
  return useQuery({ ...helpGuideQueries.detail(api, id ?? 0), enabled: enabledId(id) });
}
export function useSession(id: string | undefined) {
  const api = useApiClient();
  return useQuery({ ...sessionQueries.detail(api, id ?? ''), enabled: enabledId(id) });
}
export function useSessionResults(id: string | undefined) {
  const api = useApiClient();
  return useQuery({ ...sessionQueries.results(api, id ?? ''), enabled: enabledId(id) });
}
/** A playlist with each step's status (undefined: no request). */
export function usePlaylist(id: number | undefined) {
  const api = useApiClient();
  return useQuery({ ...playlistQueries.detail(api, id ?? 0), enabled: enabledId(id) });
}
/** A session's follow-up e-mails as its host sees them (undefined: no request). */
export function useSessionFollowUp(id: string | undefined) {
  const api = useApiClient();
  return useQuery({ ...sessionQueries.followUp(api, id ?? ''), enabled: enabledId(id) });
}
/** The choices of a scenario's sessions (teams), to compare; signed-in callers only (undefined: no request). */
export function useScenarioDecisions(scenarioId: number | undefined) {
  const api = useApiClient();
  return useQuery({
    ...sessionQueries.scenarioDecisions(api, scenarioId ?? 0),
    enabled: enabledId(scenarioId),
  });
}
/** The impact report for these filters; the report shown stays while the next one loads. */
export function useImpactReport(filters: ImpactReportFilters) {
  const api = useApiClient();
  return useQuery({ ...sessionQueries.impactReport(api, filters), placeholderData: keepPreviousData });
}
export const useScenarioTitles = () => useQuery(scenarioQueries.titles(useApiClient()));
export const useProfile = () => useQuery(profileQueries.me(useApiClient()));
export function useJoinLookup(pin: string | undefined) {
  const api = useApiClient();
  return useQuery({ ...liveQueries.join(api, pin ?? ''), enabled: !!pin });
}
/** A follow-up e-mail's check-in, by the token of its link (undefined: no request). */
export function useCheckIn(token: string | undefined) {
  const api = useApiClient();
  return useQuery({ ...checkInQueries.detail(api, token ?? ''), enabled: !!token });
}
export function useHostSession(pin: string | undefined, key?: string) {
  const api = useApiClient();
  return useQuery({ ...liveQueries.host(api, pin ?? '', key), enabled: !!pin });
}

// ---------- mutations ----------
/**
 * A mutation that rejects with ApiError on failure (including an expired session, so a form never reports
 * success) and refreshes the given keys after success.
 */
function useApiMutation<Variables, Data>(
  run: (api: ApiClient, variables: Variables) => Promise<ApiResult<Data>>,
  invalidates: (variables: Variables, data: Data) => readonly QueryKey[],
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: Variables) => dataOrThrow(await run(api, variables)),
    onSuccess: (data, variables) =>
      Promise.all(
        invalidates(variables, data).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

interface Patch<Body> {
  id: number;
  body: Body;
}

// A private scenario made or deleted changes its company's custom scenarios of the plan year (the company's read form).
const scenarioKeys = () => [queryKeys.scenarios.all, queryKeys.favorites.all, queryKeys.companies.all];

export const useCreateScenario = () =>
  useApiMutation((api, body: Schemas['ScenarioCreate']) => api.POST('/scenarios', { body }), scenarioKeys);
export const usePatchScenario = () =>
  useApiMutation(
    (api, { id, body }: Patch<Schemas['ScenarioPatch']>) =>
      api.PATCH('/scenarios/{id}', { params: { path: { id } }, body }),
    scenarioKeys,
  );
export const useDeleteScenario = () =>
  useApiMutation(
    (api, id: number) => api.DELETE('/scenarios/{id}', { params: { path: { id } } }),
    scenarioKeys,
  );

// Category and tag names show on scenarios too.
const categoryKeys = () => [queryKeys.scenarioCategories.all, queryKeys.scenarios.all];
export const useCreateScenarioCategory = () =>
  useApiMutation(
    (api, body: Schemas['ScenarioCategoryCreate']) => api.POST('/scenario-categories', { body }),
    categoryKeys,
  );
export const usePatchScenarioCategory = () =>
  useApiMutation(
    (api, { id, body }: Patch<Schemas['ScenarioCategoryPatch']>) =>
      api.PATCH('/scenario-categories/{id}', { params: { path: { id } }, body }),
    categoryKeys,
  );
export const useArchiveScenarioCategory = () =>
  useApiMutation(
    (api, id: number) =>
      api.PATCH('/scenario-categories/{id}', { params: { path: { id } }, body: { isActive: false } }),
    categoryKeys,
  );

const tagKeys = () => [queryKeys.scenarioTags.all, queryKeys.scenarios.all];
export const useCreateScenarioTag = () =>
  useApiMutation((api, body: Schemas['ScenarioTagCreate']) => api.POST('/scenario-tags', { body }), tagKeys);
export const usePatchScenarioTag = () =>
  useApiMutation(
    (api, { id, body }: Patch<Schemas['ScenarioTagPatch']>) =>
      api.PATCH('/scenario-tags/{id}', { params: { path: { id } }, body }),
    tagKeys,
  );
export const useArchiveScenarioTag = () =>
  useApiMutation(
    (api, id: number) =>
      api.PATCH('/scenario-tags/{id}', { params: { path: { id } }, body: { isActive: false } }),
    tagKeys,
  );

// Company names show in user lists and as scenario sources.
const companyKeys = () => [queryKeys.companies.all, queryKeys.users.all, queryKeys.scenarios.all];
export const useCreateCompany = () =>
  useApiMutation((api, body: Schemas['CompanyCreate']) => api.POST('/companies', { body }), companyKeys);
export const usePatchCompany = () =>
  useApiMutation(
    (api, { id, body }: Patch<Schemas['CompanyPatch']>) =>
      api.PATCH('/companies/{id}', { params: { path: { id } }, body }),
    companyKeys,
  );
export const useArchiveCompany = () =>
  useApiMutation(
    (api, id: number) =>
      api.PATCH('/companies/{id}', { params: { path: { id } }, body: { isActive: false } }),
    companyKeys,
  );

const userKeys = () => [queryKeys.users.all];
export const useCreateUser = () =>
  useApiMutation((api, body: Schemas['UserCreate']) => api.POST('/users', { body }), userKeys);
export const usePatchUser = () =>
  useApiMutation(
    (api, { id, body }: Patch<Schemas['UserPatch']>) =>
      api.PATCH('/users/{id}', { params: { path: { id } }, body }),
    userKeys,
  );
export const useArchiveUser = () =>
  useApiMutation(
    (api, id: number) => api.PATCH('/users/{id}', { params: { path: { id } }, body: { isActive: false } }),
    userKeys,
  );

const faqKeys = () => [queryKeys.faqs.all];
export const useCreateFaq = () =>
  useApiMutation((api, body: Schemas['FaqCreate']) => api.POST('/faqs', { body }), faqKeys);
export const usePatchFaq = () =>
  useApiMutation(
    (api, { id, body }: Patch<Schemas['FaqPatch']>) =>
      api.PATCH('/faqs/{id}', { params: { path: { id } }, body }),
    faqKeys,
  );
export const useArchiveFaq = () =>
  useApiMutation(
    (api, id: number) => api.PATCH('/faqs/{id}', { params: { path: { id } }, body: { isActive: false } }),
    faqKeys,
  );
export const useCreateFaqTag = () =>
  useApiMutation(
    (api, body: Schemas['FaqTagCreate']) => api.POST('/faq-tags', { body }),
    () => [queryKeys.faqTags.all],
  );
export const useCreateFaqCategory = () =>
  useApiMutation(
    (api, body: Schemas['FaqCategoryCreate']) => api.POST('/faq-categories', { body }),
    () => [queryKeys.faqCategories.all, queryKeys.faqs.all],
  );

const helpGuideKeys = () => [queryKeys.helpGuides.all];
export const useCreateHelpGuide = () =>
  useApiMutation(
    (api, body: Schemas['HelpGuideCreate']) => api.POST('/help-guides', { body }),
    helpGuideKeys,
  );
export const usePatchHelpGuide = () =>
  useApiMutation(
    (api, { id, body }: Patch<Schemas['HelpGuidePatch']>) =>
      api.PATCH('/help-guides/{id}', { params: { path: { id } }, body }),
    helpGuideKeys,
  );
export const useArchiveHelpGuide = () =>
  useApiMutation(
    (api, id: number) =>
      api.PATCH('/help-guides/{id}', { params: { path: { id } }, body: { isActive: false } }),
    helpGuideKeys,
  );
export const useCreateHelpCategory = () =>
  useApiMutation(
    (api, body: Schemas['HelpCategoryCreate']) => api.POST('/help-categories', { body }),
    () => [queryKeys.helpCategories.all, queryKeys.helpGuides.all],
  );

// A session started from a playlist step changes that step's status.
const sessionKeys = () => [queryKeys.sessions.all, queryKeys.playlists.all];
export const useCreateSession = () =>
  useApiMutation((api, body: Schemas['SessionCreate']) => api.POST('/sessions', { body }), sessionKeys);
/** Ends a session by setting completedAt to now. */
export const useEndSession = () =>
  useApiMutation(
    (api, id: string) =>
      api.PATCH('/sessions/{id}', {
        params: { path: { id } },
        body: { completedAt: new Date().toISOString() },
      }),
    sessionKeys,
  );
/** Cancels a session's follow-up e-mails (their addresses are deleted). */
export const useCancelSessionFollowUp = () =>
  useApiMutation(
    (api, id: string) => api.DELETE('/sessions/{id}/follow-up', { params: { path: { id } } }),
    (id) => [queryKeys.sessions.followUp(id)],
  );
export const useDeleteSession = () =>
  useApiMutation(
    (api, id: string) => api.DELETE('/sessions/{id}', { params: { path: { id } } }),
    sessionKeys,
  );

const playlistKeys = () => [queryKeys.playlists.all];
export const useCreatePlaylist = () =>
  useApiMutation((api, body: Schemas['PlaylistWrite']) => api.POST('/playlists', { body }), playlistKeys);
export const usePatchPlaylist = () =>
  useApiMutation(
    (api, { id, body }: Patch<Schemas['PlaylistPatch']>) =>
      api.PATCH('/playlists/{id}', { params: { path: { id } }, body }),
    playlistKeys,
  );
export const useDeletePlaylist = () =>
  useApiMutation(
    (api, id: number) => api.DELETE('/playlists/{id}', { params: { path: { id } } }),
    playlistKeys,
  );

const favoriteKeys = () => [queryKeys.favorites.all, queryKeys.scenarios.all];
export const useAddFavorite = () =>
  useApiMutation((api, scenarioId: number) => api.POST('/favorites', { body: { scenarioId } }), favoriteKeys);
export const useRemoveFavorite = () =>
  useApiMutation(
    (api, scenarioId: number) => api.DELETE('/favorites/{scenarioId}', { params: { path: { scenarioId } } }),
    favoriteKeys,
  );

/** Saves a dragged order; refreshes that resource's lists. */
export const useReorder = () =>
  useApiMutation(
    (api, body: Schemas['Reorder']) => api.POST('/reorder', { body }),
    (body) => [reorderKeys[body.resource]],
  );

export function usePatchProfile() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Schemas['ProfilePatch']) => dataOrThrow(await api.PATCH('/profile', { body })),
    onSuccess: (user) => {
      // The top bar reads the stored user for its initials.
      setStoredUser(user);
      queryClient.setQueryData(queryKeys.profile, user);
    },
  });
}

export const useChangePassword = () =>
  useApiMutation(
    async (api, body: Schemas['PasswordChange']) => {
      const result = await api.POST('/profile/password', { body });
      // The server ends every earlier token of the user, this browser's included, and hands it a new one.
      if (result.data) setAccessToken(result.data.accessToken);
      return result;
    },
    () => [],
  );
export const useJoinWaitlist = () =>
  useApiMutation(
    (api, body: Schemas['WaitlistCreate']) => api.POST('/waitlist', { body }),
    () => [],
  );
/** How visitors sign up on this server: `data.mode` is 'waitlist' (the default) or 'trial'; undefined until known. */
export const useSignUpMode = () => useQuery(signUpQueries.mode(useApiClient()));
/** Starts a self-serve trial: the server mails a confirmation link (the answer is always the same). */
export const useStartTrial = () =>
  useApiMutation(
    (api, body: Schemas['TrialSignUp']) => api.POST('/sign-up', { body }),
    () => [],
  );
/** Confirms a trial sign-up with its link's token and signs in as the new company's admin. Clears earlier data. */
export function useConfirmTrial() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => confirmTrial(token, api),
    onSuccess: () => queryClient.clear(),
  });
}
export const useRequestPasswordReset = () =>
  useApiMutation(
    (api, body: Schemas['PasswordResetRequest']) => api.POST('/password-reset', { body }),
    () => [],
  );
export const useConfirmPasswordReset = () =>
  useApiMutation(
    (api, body: Schemas['PasswordResetConfirm']) => api.POST('/password-reset/confirm', { body }),
    () => [],
  );
/** Answers a check-in, once (409 'This check-in has already been answered.'). */
export const useAnswerCheckIn = () =>
  useApiMutation(
    (api, { token, body }: { token: string; body: Schemas['CheckInAnswer'] }) =>
      api.POST('/check-ins/{token}', { params: { path: { token } }, body }),
    () => [],
  );
export const useJoinSession = () =>
  useApiMutation(
    (api, pin: string) => api.POST('/join/{pin}', { params: { path: { pin } } }),
    () => [],
  );

// ---------- single sign-on ----------
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whether single sign-on applies to the address being typed (debounced 300 ms; asked only once it looks like an
 * address). `data` is undefined until known.
 */
export function useSsoDiscovery(email: string) {
  const api = useApiClient();
  const typed = useDebouncedValue(email.trim(), 300);
  return useQuery({ ...ssoQueries.discovery(api, typed), enabled: LOOKS_LIKE_EMAIL.test(typed) });
}
/** Starts a single sign-on: resolves `{url}`, the provider's address to send the browser to. */
export const useStartSso = () =>
  useApiMutation(
    (api, email: string) => api.POST('/sso/start', { body: { email } }),
    () => [],
  );
export function useCompanySso(companyId: number | undefined) {
  const api = useApiClient();
  return useQuery({ ...ssoQueries.company(api, companyId ?? 0), enabled: companyId !== undefined });
}
export const useSaveCompanySso = () =>
  useApiMutation(
    (api, { id, body }: { id: number; body: Schemas['CompanySsoWrite'] }) =>
      api.PUT('/companies/{id}/sso', { params: { path: { id } }, body }),
    ({ id }) => [queryKeys.companies.sso(id)],
  );
export const useRemoveCompanySso = () =>
  useApiMutation(
    (api, id: number) => api.DELETE('/companies/{id}/sso', { params: { path: { id } } }),
    (id) => [queryKeys.companies.sso(id)],
  );
export function useCompanyBranding(companyId: number | undefined) {
  const api = useApiClient();
  return useQuery({ ...brandingQuery(api, companyId ?? 0), enabled: companyId !== undefined });
}
export const useSaveCompanyBranding = () =>
  useApiMutation(
    (api, { id, body }: { id: number; body: Schemas['CompanyBranding'] }) =>
      api.PUT('/companies/{id}/branding', { params: { path: { id } }, body }),
    ({ id }) => [queryKeys.companies.branding(id)],
  );

/** Sign in; rejects with ApiError carrying the sign-in form's message. Clears data of a previous user. */
export function useLogin() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginCredentials | SsoCredentials) => login(credentials, api),
    onSuccess: () => queryClient.clear(),
  });
}

/** Confirm a single sign-on's link with the account's password, and sign in. Clears data of a previous user. */
export function useLinkSso() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: { code: string; password: string }) => linkSso(credentials, api),
    onSuccess: () => queryClient.clear(),
  });
}

export function useLogout() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(api),
    onSettled: () => queryClient.clear(),
  });
}
