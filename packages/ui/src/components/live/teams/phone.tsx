// Team mode on the phone (issue 35): the phone's team (a badge with the team's colour and name), the teams to pick
// from when phones choose (44 px targets, toggle buttons the keyboard reaches with Tab), and, while the host shows the standings,
// the team's place. Nothing of another person is shown. The participant page loads it: no zod, no host messages.
import { useId } from 'react';
import type { LiveTeam, LiveTeams } from '@readyteams/activities/live';
import { useAnnouncement } from '../announcer';
import type { SaveStatus } from '../../views/slides/kind';
import { phone } from './i18n';

/** The phone's team and what it does: its index (null: none yet), the last pick's status, picking. */
export interface ParticipantTeam {
  myTeam: number | null;
  status?: SaveStatus | null;
  onJoin: (team: number) => void;
}

/** A team's colour swatch beside its name (the name says what the colour does not). */
export function TeamSwatch({ team, className = 'size-5' }: { team: LiveTeam; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 rounded-full border border-foreground/30 ${className}`}
      style={{ backgroundColor: team.color }}
    />
  );
}

export function PhoneTeam({
  teams,
  lobby,
  team,
}: {
  teams: LiveTeams;
  /** The session is in its lobby (a phone may change its team only then). */
  lobby: boolean;
  team: ParticipantTeam;
}) {
  const t = phone.useT();
  const labelId = useId();
  const mine = team.myTeam === null ? undefined : teams.teams[team.myTeam];
  const picking = teams.assign === 'choose' && (lobby || !mine);
  const standing = mine && teams.standings?.find((s) => s.index === mine.index);
  useAnnouncement(mine ? t('teams.phone.joined', { name: mine.name }) : null, { onMount: false });
  return (
    <section data-testid="phone-team" className="space-y-3 rounded-xl border border-border p-4">
      {mine ? (
        <p className="flex items-center gap-3 text-lg font-semibold" data-testid="my-team">
          <TeamSwatch team={mine} className="size-6" />
          <span className="[unicode-bidi:plaintext]">{t('teams.phone.yourTeam', { name: mine.name })}</span>
        </p>
      ) : null}
      {standing ? (
        <div role="status" className="space-y-1" data-testid="team-place">
          <p className="font-semibold">
            {t('teams.phone.place', { rank: standing.rank, count: teams.teams.length })}
          </p>
          <p className="text-sm text-muted-foreground">
            {standing.average === null
              ? t('teams.phone.noScore')
              : t('teams.phone.average', { points: standing.average })}
          </p>
        </div>
      ) : null}
      {picking ? (
        <div className="space-y-2">
          <p id={labelId} className="font-semibold">
            {t('teams.phone.pick')}
          </p>
          <div role="group" aria-labelledby={labelId} className="grid grid-cols-2 gap-2">
            {teams.teams.map((option) => {
              const checked = option.index === team.myTeam;
              return (
                <button
                  key={option.index}
                  type="button"
                  aria-pressed={checked}
                  disabled={team.status?.state === 'saving'}
                  onClick={() => team.onJoin(option.index)}
                  className={`flex min-h-11 items-center gap-2 rounded-xl border-2 px-3 py-2 text-start outline-none focus-visible:ring-4 focus-visible:ring-ring/50 ${
                    checked ? 'border-primary bg-primary/10 font-semibold' : 'border-border bg-card'
                  }`}
                >
                  <TeamSwatch team={option} />
                  <span className="[unicode-bidi:plaintext]">{option.name}</span>
                </button>
              );
            })}
          </div>
          {lobby ? <p className="text-sm text-muted-foreground">{t('teams.phone.pickHint')}</p> : null}
          {team.status?.state === 'error' ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {team.status.message}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
