// The host's screens' story args, shared by their stories (components/live/*-view.stories.tsx) and the slide types'
// (views/slides/<type>/*-view.stories.tsx): the session's lobby, connected, every command a mock.
import type { ComponentPropsWithoutRef } from 'react';
import { fn } from 'storybook/test';
import type { HostControlsView } from '../components/live/host-controls-view';
import type { PresenterView } from '../components/live/presenter-view';
import { stateAt, tally } from './fixtures';

/** The presenter in the lobby of session KX4P. */
export const presenterArgs = {
  state: stateAt(-1, {}, true),
  tally: tally(),
  connection: 'connected',
  joinUrl: 'https://teams.example.com/join?pin=KX4P',
  onGoto: fn(),
} satisfies ComponentPropsWithoutRef<typeof PresenterView>;

/** The host controls in the lobby, every command a mock. */
export const hostControlsArgs = {
  state: stateAt(-1, {}, true),
  tally: tally(),
  connection: 'connected',
  onGoto: fn(),
  onVideo: fn(),
  onHideWord: fn(),
  onModeratePost: fn(),
  onPosting: fn(),
  onFeed: fn(),
  onAllowReactions: fn(),
  onRevealDecision: fn(),
  onDecide: fn(),
  onRoadNotTaken: fn(),
  onEnd: fn(async () => {}),
} satisfies ComponentPropsWithoutRef<typeof HostControlsView>;
