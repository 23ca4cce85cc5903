// A finished session's report: headline figures, the confidence before/after delta, a branching scenario's path
// (the slides shown in order, each decision's vote split and whether the host followed the room) and the choices of
// the scenario's other sessions (teams), every poll's charts, the posts of the discussion boards, the commitments and
// the room's pulse per slide; once the company's retention period deleted the raw answers, a notice that only totals
// remain.
import { lazy, Suspense, type ComponentPropsWithoutRef } from 'react';
import type {
  LiveDecisionResult,
  ScenarioDecisions,
  SessionDecisions,
  SessionResults,
} from '@readyteams/activities/live';
import type { TranslateOf } from '../../i18n/catalogue';
import { Trans } from '../../i18n/catalogue';
import { useFormat } from '../../i18n/format';
import { kit } from '../../i18n/kit';
import { live } from '../../i18n/live';
import { participant } from '../../i18n/participant';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { outcomeText } from '../views/slides/decision/live';
import { optionLetter, pulseKinds } from './format';
import { PollResults, type KindResultView } from './results-chart';
import { TeamReport } from './teams/host';
import { QnaReportSection } from './qna/host';

/** A session's date and time, as the report writes it. */
const dateTimeStyle = { dateStyle: 'medium', timeStyle: 'short' } as const;

export interface ReportViewProps {
  results: SessionResults;
  onDownloadCsv: () => void;
  downloading?: boolean;
  /**
   * The scenario's sessions the viewer may read, with their decisions (signed-in hosts: GET
   * /scenarios/{id}/decisions), to compare teams; absent (a host-key viewer, still loading, failed): no comparison.
   */
  comparison?: ScenarioDecisions | null;
}

/** How a decision was taken, in the report (the host controls' wording; no votes at all is a tie of every option). */
const decisionOutcome = (
  decision: LiveDecisionResult,
  t: TranslateOf<typeof live>,
  k: TranslateOf<typeof kit>,
) =>
  !decision.followed && !decision.votes.some(Boolean) ? k('kit.report.noVotes') : outcomeText(decision, t);

/** A decision inline in the path: its outcome, then each option's votes and share, the option taken marked. */
function DecisionSplit({ decision, title }: { decision: LiveDecisionResult; title: string }) {
  const t = live.useT();
  const k = kit.useT();
  const format = useFormat();
  const total = decision.votes.reduce((sum, count) => sum + count, 0);
  return (
    <div className="space-y-3 rounded-lg border border-border p-3">
      <p>
        <Badge variant={decision.followed ? 'secondary' : 'outline'}>{decisionOutcome(decision, t, k)}</Badge>
      </p>
      <ul aria-label={k('kit.report.votesOf', { title })} className="space-y-2">
        {decision.options.map((label, i) => {
          const count = decision.votes[i] ?? 0;
          const percent = total ? Math.round((count / total) * 1000) / 10 : 0;
          const taken = i === decision.option;
          return (
            <li key={i} className="text-sm">
              <div className="flex justify-between gap-3">
                <span className={taken ? 'font-semibold' : undefined}>
                  <span className="font-semibold">{optionLetter(i)}.</span> {label}
                  {taken ? (
                    <Badge className="ms-2" data-testid="taken">
                      {k('kit.report.taken')}
                    </Badge>
                  ) : null}
                </span>
                <span className="shrink-0 tabular-nums">
                  {t('live.decision.votes', { count })} ({format.percent(percent)})
                </span>
              </div>
              <div className="mt-1 h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div
                  className={`h-full rounded-full ${taken ? 'bg-primary' : 'bg-muted-foreground/40'}`}
                  style={{ width: `${percent}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The path the session took: the slides in the order it showed them (titles from the pulse timeline, which lists
 * every slide), each decision inline where it was last shown (deciding again replaces a decision).
 */
function PathTaken({ results }: { results: SessionResults }) {
  const t = kit.useT();
  const l = live.useT();
  const titles = new Map(results.pulse.map((entry) => [entry.slideIndex, entry.title]));
  const decisions = new Map(results.decisions.map((decision) => [decision.slideIndex, decision]));
  const lastShown = new Map(results.path.map((slideIndex, step) => [slideIndex, step]));
  const steps = [
    ...results.path.map((slideIndex, step) => ({
      slideIndex,
      decision: lastShown.get(slideIndex) === step ? decisions.get(slideIndex) : undefined,
    })),
    // A decision whose slide the path misses (never expected): still listed, at the end.
    ...results.decisions
      .filter((decision) => !lastShown.has(decision.slideIndex))
      .map((decision) => ({ slideIndex: decision.slideIndex, decision })),
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id="path-taken">{t('kit.report.path')}</h2>
        </CardTitle>
        <CardDescription>{t('kit.report.pathDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol aria-labelledby="path-taken" className="list-decimal space-y-2 ps-6 marker:text-muted-foreground">
          {steps.map(({ slideIndex, decision }, step) => {
            const title =
              decisions.get(slideIndex)?.title ||
              titles.get(slideIndex) ||
              t('kit.report.slide', { n: slideIndex + 1 });
            return (
              <li key={step} className="ps-1">
                {decision ? (
                  <div className="space-y-2">
                    <p className="font-medium">
                      {title}{' '}
                      <Badge variant="secondary" className="ms-1">
                        {l('live.decision.title')}
                      </Badge>
                    </p>
                    <DecisionSplit decision={decision} title={title} />
                  </div>
                ) : (
                  title
                )}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}

/** A session's choice at one decision, in the comparison: the option taken, marked when the host did not follow. */
function ChoiceCell({ decision }: { decision: LiveDecisionResult | undefined }) {
  const t = kit.useT();
  if (!decision) return <span className="text-muted-foreground">{t('kit.report.notReached')}</span>;
  return (
    <>
      {optionLetter(decision.option)}. {decision.options[decision.option] ?? ''}
      {decision.followed ? null : (
        <Badge variant="outline" className="ms-2">
          {decision.tie ? t('kit.report.tie') : t('kit.report.override')}
        </Badge>
      )}
    </>
  );
}

/**
 * The choices of the scenario's sessions (teams) side by side: a row per session (newest first; practice runs left
 * out but this one), a column per decision (by slide), this session's row marked.
 */
function CompareTeams({ results, sessions }: { results: SessionResults; sessions: SessionDecisions[] }) {
  const t = kit.useT();
  const format = useFormat();
  const columns = new Map<number, string>();
  for (const decision of [...results.decisions, ...sessions.flatMap((session) => session.decisions)])
    if (!columns.has(decision.slideIndex)) columns.set(decision.slideIndex, decision.title);
  const decisionColumns = [...columns].sort(([a], [b]) => a - b);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id="compare-teams">{t('kit.report.compare')}</h2>
        </CardTitle>
        <CardDescription>{t('kit.report.compareDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {/* Focusable so a keyboard can scroll a table wider than the screen. */}
        <div
          className="overflow-x-auto rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          role="group"
          aria-labelledby="compare-teams"
          tabIndex={0}
        >
          <table className="w-full text-sm">
            <caption className="pb-2 text-start text-muted-foreground">
              {t('kit.report.compareCaption')}
            </caption>
            <thead>
              <tr className="border-b border-border text-muted-foreground">
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t('kit.compare.session')}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t('kit.report.date')}
                </th>
                <th scope="col" className="py-2 pe-3 text-end font-medium">
                  {t('kit.impact.participants')}
                </th>
                {decisionColumns.map(([slideIndex, title]) => (
                  <th key={slideIndex} scope="col" className="min-w-40 py-2 ps-3 text-start font-medium">
                    {title || t('kit.report.decisionOn', { n: slideIndex + 1 })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => {
                const current = session.sessionId === results.sessionId;
                return (
                  <tr
                    key={session.sessionId}
                    aria-current={current ? 'true' : undefined}
                    className={`border-b border-border last:border-0 ${current ? 'bg-primary/5' : ''}`}
                  >
                    <th scope="row" className="py-2 pe-3 text-start font-normal whitespace-nowrap">
                      <span className="font-mono">{session.pin}</span>
                      {current ? (
                        <Badge variant="secondary" className="ms-2">
                          {t('kit.report.thisSession')}
                        </Badge>
                      ) : null}
                    </th>
                    <td className="py-2 pe-3 whitespace-nowrap">
                      {format.date(session.createdAt, dateTimeStyle)}
                    </td>
                    <td className="py-2 pe-3 text-end tabular-nums">{session.participantCount}</td>
                    {decisionColumns.map(([slideIndex]) => (
                      <td key={slideIndex} className="py-2 ps-3">
                        <ChoiceCell
                          decision={session.decisions.find((decision) => decision.slideIndex === slideIndex)}
                        />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}

/** The participants' pulse signals against the slides: the lobby (when signals arrived there), then every slide. */
function PulseTimeline({ pulse }: { pulse: SessionResults['pulse'] }) {
  const t = participant.useT();
  const k = kit.useT();
  const l = live.useT();
  const sent = (entry: SessionResults['pulse'][number]) => pulseKinds.some((kind) => entry.counts[kind] > 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id="room-pulse">{l('live.pulse.heading')}</h2>
        </CardTitle>
        <CardDescription>{k('kit.report.pulseDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {pulse.some(sent) ? (
          <table aria-labelledby="room-pulse" className="w-full text-sm">
            <thead>
              <tr className="border-b border-border text-muted-foreground">
                <th scope="col" className="py-2 text-start font-medium">
                  {k('kit.report.slideHeader')}
                </th>
                {pulseKinds.map((kind) => (
                  <th key={kind} scope="col" className="py-2 ps-3 text-end font-medium">
                    {t(`participant.pulse.${kind}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {pulse
                .filter((entry) => entry.slideIndex >= 0 || sent(entry))
                .map((entry) => (
                  <tr key={entry.slideIndex} className="border-b border-border last:border-0">
                    <th scope="row" className="py-2 text-start font-normal">
                      {entry.slideIndex < 0 ? l('live.lobby') : `${entry.slideIndex + 1}. ${entry.title}`}
                    </th>
                    {pulseKinds.map((kind) => (
                      <td
                        key={kind}
                        className={`py-2 ps-3 text-end tabular-nums ${entry.counts[kind] ? 'font-semibold' : 'text-muted-foreground'}`}
                      >
                        {entry.counts[kind]}
                      </td>
                    ))}
                  </tr>
                ))}
            </tbody>
          </table>
        ) : (
          <p className="text-muted-foreground">{k('kit.report.noSignals')}</p>
        )}
      </CardContent>
    </Card>
  );
}

/** The discussion slides' boards: per question, the posts shown to the room with their votes. */
function DiscussionBoards({ boards }: { boards: SessionResults['boards'] }) {
  const t = kit.useT();
  const l = live.useT();
  return (
    <section aria-labelledby="discussion-boards" className="space-y-4">
      <h2 id="discussion-boards" className="text-xl font-semibold">
        {t('kit.report.boards')}
      </h2>
      {boards.map((board) => (
        <Card key={board.slideIndex}>
          <CardHeader>
            <CardTitle>
              <h3>{board.title || l('live.discussion.title')}</h3>
            </CardTitle>
            <CardDescription>
              {l('live.discussion.posts', { count: board.posts.length })} ·{' '}
              {l('live.discussion.votes', { count: board.voteCount })}
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            {board.questions.map((question, qi) => {
              const posts = board.posts.filter((post) => post.questionIndex === qi);
              return (
                <section key={qi} aria-labelledby={`board-${board.slideIndex}-${qi}`} className="space-y-2">
                  <h4 id={`board-${board.slideIndex}-${qi}`} className="font-medium">
                    {qi + 1}. {question}
                  </h4>
                  {posts.length ? (
                    <ul className="divide-y divide-border text-sm">
                      {posts.map((post) => (
                        <li key={post.id} className="flex items-start gap-3 py-2">
                          <span className="min-w-0 flex-1 break-words">{post.text}</span>
                          {post.highlighted ? (
                            <Badge variant="secondary">{t('kit.report.highlighted')}</Badge>
                          ) : null}
                          <span className="shrink-0 tabular-nums">
                            {l('live.discussion.votes', { count: post.votes })}
                          </span>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="text-sm text-muted-foreground">{t('kit.report.noPosts')}</p>
                  )}
                </section>
              );
            })}
          </CardContent>
        </Card>
      ))}
    </section>
  );
}

/**
 * The commitment slides: per slide, how many committed, how many left an address for the reminder (never the
 * addresses), and what they wrote.
 */
function Commitments({
  commitments,
  purged,
}: {
  commitments: SessionResults['commitments'];
  purged: boolean;
}) {
  const t = kit.useT();
  const l = live.useT();
  return (
    <section aria-labelledby="commitments" className="space-y-4">
      <h2 id="commitments" className="text-xl font-semibold">
        {l('live.commitment.heading')}
      </h2>
      {commitments.map((commitment) => (
        <Card key={commitment.slideIndex}>
          <CardHeader>
            <CardTitle>
              <h3 id={`commitment-${commitment.slideIndex}`}>
                {commitment.prompt || l('live.curriculum.commitment')}
              </h3>
            </CardTitle>
            <CardDescription>
              {l('live.commitment.count', { count: commitment.count })} ·{' '}
              {t('kit.report.reminders', { count: commitment.withReminder })}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {commitment.texts.length ? (
              <ul
                aria-labelledby={`commitment-${commitment.slideIndex}`}
                className="divide-y divide-border text-sm"
              >
                {commitment.texts.map((text, i) => (
                  <li key={i} className="py-2 break-words">
                    {text}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">
                {purged ? t('kit.report.textsDeleted') : t('kit.report.noCommitments')}
              </p>
            )}
          </CardContent>
        </Card>
      ))}
    </section>
  );
}

/**
 * The slide types' own drawings of their question kinds (the views' registry.ts, `questionResultViews`), loaded only
 * when the report has such a question: the registry holds every type's views, which the report does not otherwise
 * need.
 */
const KindViewOf = lazy(async () => {
  const { questionResultViews } = await import('../views/slides/registry');
  const views: Partial<Record<string, KindResultView>> = questionResultViews;
  return {
    default: function KindView(props: ComponentPropsWithoutRef<KindResultView>) {
      const View = views[props.result.kind];
      return View ? <View {...props} /> : null;
    },
  };
});

/** A kind's own drawing of a question's results, once loaded (nothing while it loads). */
const KindResults: KindResultView = (props) => (
  <Suspense fallback={null}>
    <KindViewOf {...props} />
  </Suspense>
);

export function ReportView({ results, onDownloadCsv, downloading, comparison }: ReportViewProps) {
  const t = kit.useT();
  const l = live.useT();
  const format = useFormat();
  const { confidence } = results;
  const fixed2 = (value: number) =>
    format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // A branching session: the decisions show in the path (with the split when the host decided), not again as polls,
  // and the polls of slides the session never showed (the paths not taken) are left out.
  const decided = new Set(results.decisions.map((decision) => decision.slideIndex));
  const shown = new Set(results.path);
  const polls = decided.size
    ? results.polls.filter((poll) => shown.has(poll.slideIndex) && !decided.has(poll.slideIndex))
    : results.polls;
  // The teams to compare: this session and the scenario's other sessions that are not practice runs.
  const teams = (comparison?.sessions ?? []).filter(
    (session) => session.sessionId === results.sessionId || !session.isPractice,
  );
  const compare =
    teams.some((session) => session.sessionId !== results.sessionId) &&
    teams.some((session) => session.decisions.length > 0);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{results.scenarioTitle}</h1>
          <p className="text-muted-foreground">
            {results.completedAt ? (
              <Trans
                catalogue={kit}
                id="kit.report.codeEnded"
                values={{ pin: results.pin, date: format.date(results.completedAt, dateTimeStyle) }}
                components={{ 0: <span className="font-mono" /> }}
              />
            ) : (
              <Trans
                catalogue={kit}
                id="kit.report.codeRunning"
                values={{ pin: results.pin }}
                components={{ 0: <span className="font-mono" /> }}
              />
            )}
          </p>
        </div>
        <Button variant="outline" onClick={onDownloadCsv} loading={downloading}>
          {t('kit.report.csv')}
        </Button>
      </div>
      {results.rawDataPurged ? (
        <p
          role="note"
          className="rounded-md border border-border bg-muted px-4 py-3 text-sm"
          data-testid="raw-data-purged"
        >
          {t('kit.report.purged')}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <Card>
          <CardContent>
            <p className="text-sm text-muted-foreground">{t('kit.impact.participants')}</p>
            <p className="text-3xl font-bold">{results.participantCount}</p>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <p className="text-sm text-muted-foreground">{t('kit.impact.answers')}</p>
            <p className="text-3xl font-bold">{results.answerCount}</p>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <p className="text-sm text-muted-foreground">{t('kit.compare.confidence')}</p>
            <p className="text-3xl font-bold">
              {confidence.delta === null
                ? '–'
                : format.number(confidence.delta, {
                    signDisplay: 'exceptZero',
                    minimumFractionDigits: 2,
                    maximumFractionDigits: 2,
                  })}
            </p>
            {confidence.before !== null && confidence.after !== null ? (
              <p className="text-sm text-muted-foreground">
                {t('kit.report.beforeAfter', {
                  before: fixed2(confidence.before),
                  after: fixed2(confidence.after),
                })}
              </p>
            ) : null}
          </CardContent>
        </Card>
      </div>
      {results.decisions.length ? <PathTaken results={results} /> : null}
      {compare ? <CompareTeams results={results} sessions={teams} /> : null}
      {polls.map((poll) => (
        <Card key={poll.slideIndex}>
          <CardHeader>
            <CardTitle>
              <h2>{poll.title || l('live.curriculum.poll')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <PollResults poll={poll} KindResults={KindResults} />
          </CardContent>
        </Card>
      ))}
      {results.teams ? <TeamReport results={results} /> : null}
      {results.boards.length ? <DiscussionBoards boards={results.boards} /> : null}
      {results.audienceQuestions.length ? <QnaReportSection questions={results.audienceQuestions} /> : null}
      {results.commitments.length ? (
        <Commitments commitments={results.commitments} purged={results.rawDataPurged} />
      ) : null}
      <PulseTimeline pulse={results.pulse} />
    </div>
  );
}
