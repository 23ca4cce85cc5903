// Team mode's shapes (issue 35): the session option, the events the host and the phones send, the state's teams and
// standings, and the report's part. The zod-free rules (palette, limits, ranking) are ./index.ts.
import { z } from 'zod';
import { ackWith, liveEvent } from '../events';
import { TEAM_ASSIGNS, TEAM_COUNT_MAX, TEAM_COUNT_MIN, TEAM_NAME_MAX } from './index';

/** How phones get their team: `choose` (each picks one) or `round-robin` (dealt out in join order). */
export const teamAssign = z.enum(TEAM_ASSIGNS);

/** Team mode as the host sets it when starting a session or in the lobby: how many teams and how phones get one. */
export const teamModeSettings = z.object({
  count: z.int().min(TEAM_COUNT_MIN).max(TEAM_COUNT_MAX),
  assign: teamAssign,
});
export type TeamModeSettings = z.infer<typeof teamModeSettings>;

/** A team: its index (0-based), its name, its colour and the text colour readable on it. */
export const liveTeam = z.object({
  index: z.int().min(0),
  name: z.string(),
  color: z.string(),
  textColor: z.string(),
});
export type LiveTeam = z.infer<typeof liveTeam>;

/** A team's standing (no participant is ever named): its members, its average and its rank. */
export const liveTeamStanding = liveTeam.extend({
  /** The team's participants. */
  members: z.int().min(0),
  /** Its members who answered at least one revealed knowledge check: the average is over them. */
  scored: z.int().min(0),
  /** Knowledge-check points per scored member over the revealed checks, one decimal; null while none scored. */
  average: z.number().nullable(),
  /** The share of its answers to revealed checks that were right, 0..100; null without answers. */
  correctPercent: z.number().min(0).max(100).nullable(),
  /** 1 = first; equal averages share a rank. */
  rank: z.int().min(1),
});
export type LiveTeamStanding = z.infer<typeof liveTeamStanding>;

/** The session's team mode on every screen (null: off). */
export const liveTeams = z.object({
  assign: teamAssign,
  /** Grows when the host changes the teams (their number, how they are dealt, a name): a phone asks its team again. */
  revision: z.int().min(0),
  teams: z.array(liveTeam),
  /** While the host shows the team standings: every team, best first (null: not shown). */
  standings: z.array(liveTeamStanding).nullable(),
});
export type LiveTeams = z.infer<typeof liveTeams>;

/** A poll's or knowledge check's question split by team: how many of each team chose each option. */
export const teamSplit = z.object({
  slideIndex: z.int().min(0),
  questionIndex: z.int().min(0),
  teams: z.array(
    z.object({
      team: z.int().min(0),
      answerCount: z.int().min(0),
      /** Per option of the question's results, in their order. */
      counts: z.array(z.int().min(0)),
    }),
  ),
});
export type TeamSplit = z.infer<typeof teamSplit>;

/** The report's teams (null: the session ran without team mode). */
export const sessionTeams = z.object({
  assign: teamAssign,
  /** Every team, best first. */
  standings: z.array(liveTeamStanding),
  splits: z.array(teamSplit),
});
export type SessionTeams = z.infer<typeof sessionTeams>;

export const teamEvents = {
  /** Host, in the lobby only: turn team mode on with these settings, change them, or turn it off (null). */
  'team-mode': liveEvent('host', z.object({ teams: teamModeSettings.nullable() })),
  /** Host, at any time of the session: rename a team. */
  'rename-team': liveEvent(
    'host',
    z.object({ team: z.int().min(0), name: z.string().trim().min(1).max(TEAM_NAME_MAX) }),
  ),
  /** Host: show the team standings on the presenter (and each phone its team's place), or hide them. */
  'show-standings': liveEvent('host', z.object({ shown: z.boolean() })),
  /**
   * Participant, when phones choose: join a team (in the lobby, again to change it; after the first slide only a phone
   * without a team); acked with the team once stored.
   */
  'join-team': liveEvent('participant', z.object({ team: z.int().min(0) }), ackWith({ team: z.int() })),
  /** Participant: which team this phone is in (after the host changed the teams); null: none yet. */
  'my-team': liveEvent('participant', z.object({}), ackWith({ team: z.int().nullable() })),
};
