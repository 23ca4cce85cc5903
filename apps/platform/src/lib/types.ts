import type { components } from '@readyteams/api-client';

// Read forms of the contract the host pages show (generated from openapi.yaml).
type Schemas = components['schemas'];

/** A library card: the list's `$select` of the read form (SCENARIO_CARD_FIELDS). */
export type { ScenarioCard } from '@readyteams/api-client';
/** What the start dialog needs of a started session. */
export type StartedSession = Pick<Schemas['SessionCreated'], 'pin' | 'hostKey' | 'isPractice' | 'scenario'>;
export type HelpGuide = Schemas['HelpGuide'];
export type User = Schemas['User'];
