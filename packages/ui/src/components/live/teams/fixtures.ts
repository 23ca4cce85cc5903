// Team mode's story data, beside its views: the shared fixtures' session (stories/fixtures.ts) with teams, their
// standings, and the report's teams.
import type { LiveState, LiveTeams, LiveTeamStanding, SessionResults } from '@readyteams/activities/live';
import { teamColors } from '@readyteams/activities/teams';
import { results, stateAt } from '../../../stories/fixtures';

const NAMES = [
  'Blue',
  'Orange',
  'Green',
  'Vermilion',
  'Sky',
  'Yellow',
  'Pink',
  'Indigo',
  'Teal',
  'Wine',
  'Olive',
  'Black',
];

export const teamList = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ index, name: NAMES[index]!, ...teamColors(index) }));

/** Six teams' standings: unequal sizes, a tie for second, a team with no revealed answer yet. */
export const standings: LiveTeamStanding[] = [
  { ...teamList(6)[2]!, members: 3, scored: 3, average: 1666.7, correctPercent: 83, rank: 1 },
  { ...teamList(6)[0]!, members: 5, scored: 4, average: 1250, correctPercent: 63, rank: 2 },
  { ...teamList(6)[4]!, members: 4, scored: 4, average: 1250, correctPercent: 63, rank: 2 },
  { ...teamList(6)[1]!, members: 4, scored: 3, average: 833.3, correctPercent: 42, rank: 4 },
  { ...teamList(6)[5]!, members: 2, scored: 2, average: 500, correctPercent: 25, rank: 5 },
  { ...teamList(6)[3]!, members: 1, scored: 0, average: null, correctPercent: null, rank: 6 },
];

export const teams = (
  count = 6,
  assign: LiveTeams['assign'] = 'choose',
  shown: LiveTeamStanding[] | null = null,
): LiveTeams => ({ assign, revision: 1, teams: teamList(count), standings: shown });

/** The session at `slide` (-1: the lobby) with teams, as a host (or a phone) gets it. */
export const teamState = (
  slide: number,
  withTeams: LiveTeams,
  forHost = true,
  more: Partial<LiveState> = {},
) => stateAt(slide, { teams: withTeams, ...more }, forHost);

const poll = results.polls[0]!;
const question = poll.questions[0]!;
/** The report of a session with six teams: their standings, and the poll's first question split by team. */
export const teamResults: SessionResults = {
  ...results,
  teams: {
    assign: 'round-robin',
    standings,
    splits: [
      {
        slideIndex: poll.slideIndex,
        questionIndex: 0,
        teams: standings
          .map((standing) => standing.index)
          .sort((a, b) => a - b)
          .map((team) => ({
            team,
            answerCount: question.options.length,
            counts: question.options.map((_, i) => (i + team) % 3),
          })),
      },
    ],
  },
};

/** Twelve teams' standings, the most the session takes: three on the podium, nine listed. */
export const twelveStandings: LiveTeamStanding[] = teamList(12).map((team, i) => ({
  ...team,
  members: 12 - i,
  scored: 12 - i,
  average: 2000 - i * 150,
  correctPercent: 95 - i * 7,
  rank: i + 1,
}));
