import type { components } from '@readyteams/api-client';

// Read forms of the contract the host pages show (generated from openapi.yaml).
type Schemas = components['schemas'];

export type Scenario = Schemas['ScenarioRead'];
export type Session = Schemas['Session'];
/** What the start dialog needs of a started session. */
export type StartedSession = Pick<Schemas['SessionCreated'], 'pin' | 'hostKey' | 'isPractice' | 'scenario'>;
export type HelpGuide = Schemas['HelpGuide'];
export type User = Schemas['User'];
export type Slide = Schemas['SlideRead'];
export type PollQuestion = Schemas['PollQuestionRead'];
