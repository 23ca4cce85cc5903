/**
 * One key per query, shared by query options, hooks and invalidation:
 * `[resource]` > `[resource, 'list', filters]` / `[resource, 'detail', id]`.
 * Invalidating `queryKeys.x.all` refreshes every list and detail of x.
 */
function resourceKeys<const Name extends string>(name: Name) {
  return {
    all: [name] as const,
    lists: () => [name, 'list'] as const,
    list: (filters: object = {}) => [name, 'list', filters] as const,
    details: () => [name, 'detail'] as const,
    detail: (id: number | string) => [name, 'detail', id] as const,
  };
}

export const queryKeys = {
  scenarios: resourceKeys('scenarios'),
  favorites: resourceKeys('favorites'),
  scenarioCategories: resourceKeys('scenario-categories'),
  scenarioTags: resourceKeys('scenario-tags'),
  companies: {
    ...resourceKeys('companies'),
    /** Under the company's detail: a plan change (which decides whether its single sign-on applies) refreshes it. */
    sso: (id: number) => ['companies', 'detail', id, 'sso'] as const,
    branding: (id: number) => ['companies', 'detail', id, 'branding'] as const,
  },
  users: resourceKeys('users'),
  faqs: resourceKeys('faqs'),
  faqTags: resourceKeys('faq-tags'),
  faqCategories: resourceKeys('faq-categories'),
  helpGuides: resourceKeys('help-guides'),
  helpCategories: resourceKeys('help-categories'),
  sessions: {
    ...resourceKeys('sessions'),
    results: (id: string) => ['sessions', 'detail', id, 'results'] as const,
    followUp: (id: string) => ['sessions', 'detail', id, 'follow-up'] as const,
  },
  playlists: resourceKeys('playlists'),
  profile: ['profile'] as const,
  ssoDiscovery: (email: string) => ['sso-discovery', email.trim().toLowerCase()] as const,
  signUpMode: ['sign-up-mode'] as const,
  checkIns: { detail: (token: string) => ['check-ins', token] as const },
  live: {
    all: ['live'] as const,
    join: (pin: string) => ['live', 'join', pin.toUpperCase()] as const,
    host: (pin: string, key?: string) => ['live', 'host', pin.toUpperCase(), key ?? null] as const,
  },
};

/** Keys to refresh after POST /reorder for each orderable resource. */
export const reorderKeys = {
  scenarios: queryKeys.scenarios.all,
  'scenario-categories': queryKeys.scenarioCategories.all,
  'scenario-tags': queryKeys.scenarioTags.all,
  faqs: queryKeys.faqs.all,
  'help-guides': queryKeys.helpGuides.all,
  companies: queryKeys.companies.all,
  users: queryKeys.users.all,
} as const;
