// Team mode (issue 35): a session's participants in 2 to 12 teams, each with a name and a colour; a team's score is
// the average of its scored members'. '@readyteams/activities/teams', without zod: the phones, the presenter, the
// host controls and the server load the palette, the limits and the ranking from here (schema.ts makes the events
// and the state's shapes of them).
import { contrastRatio, parseHex, relativeLuminance } from '../branding';

export const TEAM_COUNT_MIN = 2;
export const TEAM_COUNT_MAX = 12;
/** A team's name as the host writes it, in characters (trimmed; at least 1). */
export const TEAM_NAME_MAX = 30;

/** How phones get their team: each picks one, or the server deals them out in join order. */
export const TEAM_ASSIGNS = ['choose', 'round-robin'] as const;
export type TeamAssign = (typeof TEAM_ASSIGNS)[number];

/**
 * The teams' colours, by team index: Okabe and Ito's colour-blind-safe set, then four of Paul Tol's. A team is never
 * told apart by colour alone: its default name is the colour's (the server words it in the host's language), and
 * every screen writes the name beside the swatch.
 */
export const TEAM_COLORS = [
  '#0072b2', // blue
  '#e69f00', // orange
  '#009e73', // green
  '#d55e00', // vermilion
  '#56b4e9', // sky
  '#f0e442', // yellow
  '#cc79a7', // pink
  '#332288', // indigo
  '#44aa99', // teal
  '#882255', // wine
  '#999933', // olive
  '#222222', // black
] as const;

/** The colour words of the default names, by team index (the server's messages `kind.teams.name.<key>`). */
export const TEAM_COLOR_KEYS = [
  'blue',
  'orange',
  'green',
  'vermilion',
  'sky',
  'yellow',
  'pink',
  'indigo',
  'teal',
  'wine',
  'olive',
  'black',
] as const;
export type TeamColorKey = (typeof TEAM_COLOR_KEYS)[number];

const BLACK = '#000000';
const WHITE = '#ffffff';

/** The text colour readable on a team's colour (black or white, whichever contrasts more: at least 4.5:1 for all). */
export function teamTextColor(color: string): string {
  const rgb = parseHex(color);
  if (!rgb) return BLACK;
  const own = relativeLuminance(rgb);
  return contrastRatio(own, 0) >= contrastRatio(own, 1) ? BLACK : WHITE;
}

/** A team's colour and its text colour, by index. */
export const teamColors = (index: number) => {
  const color = TEAM_COLORS[index % TEAM_COLORS.length]!;
  return { color, textColor: teamTextColor(color) };
};

/** What a team's standing is computed from. */
export interface TeamScore {
  team: number;
  /** The team's participants. */
  members: number;
  /** Its members who answered at least one revealed knowledge check (the average's denominator). */
  scored: number;
  /** The sum of its scored members' points over the revealed checks. */
  points: number;
  /** Its scored members' answers to revealed checks, and the right ones among them. */
  answers: number;
  correct: number;
}

/** A team's standing: its average (null: no member scored yet), its share of right answers, its rank. */
export interface TeamStandingOf extends TeamScore {
  /** Points per scored member, rounded to one decimal; null while none scored. */
  average: number | null;
  /** 0..100, rounded; null without answers. */
  correctPercent: number | null;
  /** 1 = first; teams with the same average share a rank (1, 1, 3); teams with no score share the last. */
  rank: number;
}

/**
 * The teams' standings, best first: by average points per scored member (members who answered no revealed check count
 * in `members`, not in the average, so a phone that joined and left does not sink its team, and a bigger team is not
 * ahead for its size). Ties share a rank.
 */
export function rankTeams(scores: readonly TeamScore[]): TeamStandingOf[] {
  const withAverage = scores.map((score) => ({
    ...score,
    average: score.scored === 0 ? null : Math.round((score.points / score.scored) * 10) / 10,
    correctPercent: score.answers === 0 ? null : Math.round((score.correct / score.answers) * 100),
  }));
  const value = (s: { average: number | null }) => s.average ?? -1;
  const sorted = [...withAverage].sort((a, b) => value(b) - value(a) || a.team - b.team);
  return sorted.map((score) => ({
    ...score,
    rank: 1 + sorted.filter((other) => value(other) > value(score)).length,
  }));
}
