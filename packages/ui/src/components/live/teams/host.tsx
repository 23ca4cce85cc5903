// Team mode on the host's screens (issue 35): the option when starting a session, the host controls' teams (in the
// lobby: on or off, how many, how phones get one; at any time: the names and the standings), the presenter's
// standings (a podium for the first three, every team listed) and the report's teams and split by team. Scores teach
// rather than shame: a team's score is the average of its members who answered, with its members and its share of
// right answers beside it; no person is ever named.
import { useEffect, useId, useState } from 'react';
import type {
  LiveEventPayload,
  LiveQuestionResult,
  LiveState,
  LiveTeamStanding,
  SessionResults,
  TeamModeSettings,
} from '@readyteams/activities/live';
import { TEAM_COUNT_MAX, TEAM_COUNT_MIN, TEAM_NAME_MAX } from '@readyteams/activities/teams';
import { Button } from '../../ui/button';
import { presenterType as type } from '../format';
import { host } from './i18n';
import { SwitchButton } from '../switch-button';
import { TeamSwatch } from './phone';

/** The host's team events: the settings (lobby), a name, the standings. */
export type TeamHostEvent = 'team-mode' | 'rename-team' | 'show-standings';
export type OnTeamEvent = <E extends TeamHostEvent>(event: E, payload: LiveEventPayload<E>) => void;

const COUNTS = Array.from({ length: TEAM_COUNT_MAX - TEAM_COUNT_MIN + 1 }, (_, i) => TEAM_COUNT_MIN + i);
const FIELD =
  'min-h-11 rounded-lg border border-input bg-background px-3 text-base outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** A labelled native select (44 px high): `options` as [value, words]. */
function SelectField({
  label,
  value,
  onChange,
  options,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: [string, string][];
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <label className="grid gap-1 text-sm font-medium" htmlFor={id}>
      {label}
      <select
        id={id}
        className={FIELD}
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map(([option, words]) => (
          <option key={option} value={option}>
            {words}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Team mode when the host turns it on: four teams, phones dealt in turn. */
export const DEFAULT_TEAMS: TeamModeSettings = { count: 4, assign: 'round-robin' };

/** How many teams and how phones get one: the start option and the lobby's settings. */
export function TeamSettingsFields({
  value,
  onChange,
  disabled,
}: {
  value: TeamModeSettings | null;
  onChange: (value: TeamModeSettings | null) => void;
  disabled?: boolean;
}) {
  const t = host.useT();
  const settings = value ?? DEFAULT_TEAMS;
  return (
    <div className="grid gap-3" data-testid="team-settings">
      <SwitchButton
        checked={value !== null}
        disabled={disabled}
        onChange={(on) => onChange(on ? settings : null)}
      >
        {t('teams.host.on')}
      </SwitchButton>
      {value ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('teams.host.count')}
            disabled={disabled}
            value={String(value.count)}
            onChange={(count) => onChange({ ...value, count: Number(count) })}
            options={COUNTS.map((count) => [String(count), String(count)])}
          />
          <SelectField
            label={t('teams.host.assign')}
            disabled={disabled}
            value={value.assign}
            onChange={(assign) => onChange({ ...value, assign: assign as TeamModeSettings['assign'] })}
            options={[
              ['round-robin', t('teams.host.roundRobin')],
              ['choose', t('teams.host.choose')],
            ]}
          />
        </div>
      ) : null}
    </div>
  );
}

/** One team's name, renamed on Save (or Enter). */
function TeamName({
  index,
  name,
  onRename,
}: {
  index: number;
  name: string;
  onRename: (name: string) => void;
}) {
  const t = host.useT();
  const [draft, setDraft] = useState(name);
  useEffect(() => setDraft(name), [name]);
  const id = useId();
  const changed = draft.trim() !== name && draft.trim().length > 0;
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) onRename(draft.trim());
      }}
    >
      <label htmlFor={id} className="grid min-w-0 flex-1 gap-1 text-sm font-medium">
        {t('teams.host.rename', { n: index + 1 })}
        <input
          id={id}
          className={`${FIELD} w-full min-w-0`}
          value={draft}
          maxLength={TEAM_NAME_MAX}
          onChange={(event) => setDraft(event.target.value)}
        />
      </label>
      <Button type="submit" variant="outline" size="touch" disabled={!changed}>
        {t('teams.host.save')}
      </Button>
    </form>
  );
}

/** The host controls' teams: settings in the lobby, the names and the standings switch at any time. */
export function TeamControls({ state, onTeamEvent }: { state: LiveState; onTeamEvent: OnTeamEvent }) {
  const t = host.useT();
  const teams = state.teams ?? null;
  const lobby = state.currentSlide < 0 && !state.ended;
  if (!teams && !lobby) return null;
  const shown = Boolean(teams?.standings);
  return (
    <section
      aria-labelledby="teams"
      className="space-y-3 border-t border-border px-4 py-4"
      data-testid="team-controls"
    >
      <h2 id="teams" className="text-sm font-semibold text-muted-foreground uppercase">
        {t('teams.host.title')}
      </h2>
      {lobby ? (
        <TeamSettingsFields
          value={teams ? { count: teams.teams.length, assign: teams.assign } : null}
          onChange={(value) => onTeamEvent('team-mode', { teams: value })}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{t('teams.host.lobbyOnly')}</p>
      )}
      {teams ? (
        <>
          {teams.teams.map((team) => (
            <div key={team.index} className="flex items-center gap-2">
              <TeamSwatch team={team} className="mb-3 size-5 self-end" />
              <div className="min-w-0 flex-1">
                <TeamName
                  index={team.index}
                  name={team.name}
                  onRename={(name) => onTeamEvent('rename-team', { team: team.index, name })}
                />
              </div>
            </div>
          ))}
          {state.ended ? null : (
            <Button
              variant={shown ? 'secondary' : 'default'}
              size="touch"
              className="w-full"
              aria-pressed={shown}
              onClick={() => onTeamEvent('show-standings', { shown: !shown })}
            >
              {shown ? t('teams.host.hide') : t('teams.host.show')}
            </Button>
          )}
        </>
      ) : null}
    </section>
  );
}

const percentOf = (standing: LiveTeamStanding) => standing.correctPercent ?? 0;

/** The presenter's team standings: a podium for the first three, then every team in order. */
export function TeamStandings({ standings }: { standings: LiveTeamStanding[] }) {
  const t = host.useT();
  const podium = standings.slice(0, 3);
  // Second, first, third from the start edge: the winner in the middle, highest.
  const order = podium.length === 3 ? [podium[1]!, podium[0]!, podium[2]!] : podium;
  const height = (rank: number) => (rank === 1 ? 'h-[21vh]' : rank === 2 ? 'h-[18vh]' : 'h-[16vh]');
  const points = (standing: LiveTeamStanding) =>
    standing.average === null
      ? t('teams.standings.none')
      : t('teams.standings.average', { points: standing.average });
  return (
    <div
      className="mx-auto flex h-full w-full max-w-[178vh] flex-col justify-center gap-[1.5vh] px-[6vh] py-[2vh]"
      data-testid="team-standings"
    >
      <h1 className={`${type.question} text-center font-bold`}>{t('teams.standings.title')}</h1>
      <ol className="flex items-end justify-center gap-[2vw]" aria-label={t('teams.standings.title')}>
        {order.map((standing) => (
          <li key={standing.index} className="flex w-[24vw] flex-col items-center text-center">
            <span className={`${type.question} w-full truncate font-semibold [unicode-bidi:plaintext]`}>
              {standing.name}
            </span>
            <span
              className={`flex w-full flex-col items-center justify-start gap-[0.5vh] rounded-t-xl px-[1vh] pt-[1.5vh] ${height(standing.rank)}`}
              style={{ backgroundColor: standing.color, color: standing.textColor }}
            >
              <span className="text-[4.5vh] leading-none font-bold">
                {t('teams.standings.place', { rank: standing.rank })}
              </span>
              <span className="text-[3.5vh] leading-tight">{points(standing)}</span>
              <span className="text-[3.5vh] leading-tight">
                {t('teams.host.members', { count: standing.members })}
              </span>
            </span>
          </li>
        ))}
      </ol>
      {standings.length > 3 ? (
        <ol className="grid w-full grid-cols-3 gap-x-[3vw] gap-y-[1vh]">
          {standings.slice(3).map((standing) => (
            <li key={standing.index} className="min-w-0">
              <span className="flex items-center gap-[1vh] text-[4vh] leading-tight">
                <span className="shrink-0 font-semibold">
                  {t('teams.standings.place', { rank: standing.rank })}
                </span>
                <span
                  aria-hidden="true"
                  className="size-[3vh] shrink-0 rounded-full border border-foreground/30"
                  style={{ backgroundColor: standing.color }}
                />
                <span className="min-w-0 truncate font-medium [unicode-bidi:plaintext]">{standing.name}</span>
              </span>
              <span className="block text-[3.5vh] leading-tight text-muted-foreground">
                {standing.average === null
                  ? t('teams.standings.none')
                  : t('teams.standings.points', { points: standing.average })}
                {' · '}
                {t('teams.host.members', { count: standing.members })}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      <p className="text-center text-[3.5vh] leading-tight text-muted-foreground">
        {t('teams.standings.note')}
      </p>
    </div>
  );
}

/** The report's teams: the standings as a table, then each poll's and check's answers by team. */
export function TeamReport({ results }: { results: SessionResults }) {
  const t = host.useT();
  const teams = results.teams;
  if (!teams) return null;
  const byIndex = new Map(teams.standings.map((standing) => [standing.index, standing]));
  const questionOf = (slideIndex: number, questionIndex: number): LiveQuestionResult | undefined =>
    results.polls
      .find((poll) => poll.slideIndex === slideIndex)
      ?.questions.find((question) => question.questionIndex === questionIndex);
  return (
    <section aria-labelledby="report-teams" className="space-y-4" data-testid="report-teams">
      <h2 id="report-teams" className="text-lg font-semibold">
        {t('teams.report.title')}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b text-start text-muted-foreground">
              <th className="p-2 text-start">{t('teams.report.place')}</th>
              <th className="p-2 text-start">{t('teams.report.team')}</th>
              <th className="p-2 text-end">{t('teams.report.members')}</th>
              <th className="p-2 text-end">{t('teams.report.scored')}</th>
              <th className="p-2 text-end">{t('teams.report.average')}</th>
              <th className="p-2 text-end">{t('teams.report.correct')}</th>
            </tr>
          </thead>
          <tbody>
            {teams.standings.map((standing) => (
              <tr key={standing.index} className="border-b">
                <td className="p-2">{standing.rank}</td>
                <td className="p-2">
                  <span className="flex items-center gap-2">
                    <TeamSwatch team={standing} className="size-4" />
                    <span className="[unicode-bidi:plaintext]">{standing.name}</span>
                  </span>
                </td>
                <td className="p-2 text-end">{standing.members}</td>
                <td className="p-2 text-end">{standing.scored}</td>
                <td className="p-2 text-end">{standing.average ?? '–'}</td>
                <td className="p-2 text-end">
                  {standing.correctPercent === null ? '–' : `${percentOf(standing)}%`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {teams.splits.length ? (
        <div className="space-y-4">
          <h3 className="text-base font-semibold">{t('teams.report.split')}</h3>
          {teams.splits.map((split) => {
            const question = questionOf(split.slideIndex, split.questionIndex);
            if (!question) return null;
            return (
              <div key={`${split.slideIndex}:${split.questionIndex}`} className="overflow-x-auto">
                <table className="w-full text-sm" data-testid="team-split">
                  <caption className="p-2 text-start font-medium [unicode-bidi:plaintext]">
                    {question.question}
                  </caption>
                  <thead>
                    <tr className="border-b text-muted-foreground">
                      <th className="p-2 text-start">{t('teams.report.team')}</th>
                      {question.options.map((option) => (
                        <th key={option.key} className="p-2 text-end [unicode-bidi:plaintext]">
                          {option.correct ? '✓ ' : ''}
                          {option.label}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {split.teams.map((row) => {
                      const team = byIndex.get(row.team);
                      return (
                        <tr key={row.team} className="border-b">
                          <th scope="row" className="p-2 text-start font-normal">
                            <span className="flex items-center gap-2">
                              {team ? <TeamSwatch team={team} className="size-4" /> : null}
                              <span className="[unicode-bidi:plaintext]">{team?.name ?? row.team + 1}</span>
                            </span>
                          </th>
                          {row.counts.map((count, i) => (
                            <td key={i} className="p-2 text-end">
                              {count}
                            </td>
                          ))}
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            );
          })}
        </div>
      ) : null}
    </section>
  );
}
