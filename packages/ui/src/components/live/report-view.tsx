// A finished session's report: headline figures, the confidence before/after delta, a branching scenario's path
// (the slides shown in order, each decision's vote split and whether the host followed the room) and the choices of
// the scenario's other sessions (teams), every poll's charts, the posts of the discussion boards, the commitments and
// the room's pulse per slide; once the company's retention period deleted the raw answers, a notice that only totals
// remain.
import type { TranslateOf } from '../../i18n/catalogue';
import { live } from '../../i18n/live';
import { participant } from '../../i18n/participant';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { outcomeText } from '../views/slides/decision/live';
import { optionLetter, plural, pulseKinds } from './format';
import { PollResults } from './results-chart';
import type { LiveDecisionResult, ScenarioDecisions, SessionDecisions, SessionResults } from './types';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const signed = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)}`;

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
const decisionOutcome = (decision: LiveDecisionResult, t: TranslateOf<typeof live>) =>
  !decision.followed && !decision.votes.some(Boolean)
    ? "Host's choice (no one voted)"
    : outcomeText(decision, t);

/** A decision inline in the path: its outcome, then each option's votes and share, the option taken marked. */
function DecisionSplit({ decision, title }: { decision: LiveDecisionResult; title: string }) {
  const t = live.useT();
  const total = decision.votes.reduce((sum, count) => sum + count, 0);
  return (
    <div className="space-y-3 rounded-lg border border-border p-3">
      <p>
        <Badge variant={decision.followed ? 'secondary' : 'outline'}>{decisionOutcome(decision, t)}</Badge>
      </p>
      <ul aria-label={`Votes: ${title}`} className="space-y-2">
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
                    <Badge className="ml-2" data-testid="taken">
                      Taken
                    </Badge>
                  ) : null}
                </span>
                <span className="shrink-0 tabular-nums">
                  {plural(count, 'vote', 'votes')} ({percent}%)
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
          <h2 id="path-taken">Path taken</h2>
        </CardTitle>
        <CardDescription>
          The slides in the order the session showed them, with the room&apos;s vote at each decision.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol aria-labelledby="path-taken" className="list-decimal space-y-2 pl-6 marker:text-muted-foreground">
          {steps.map(({ slideIndex, decision }, step) => {
            const title =
              decisions.get(slideIndex)?.title || titles.get(slideIndex) || `Slide ${slideIndex + 1}`;
            return (
              <li key={step} className="pl-1">
                {decision ? (
                  <div className="space-y-2">
                    <p className="font-medium">
                      {title}{' '}
                      <Badge variant="secondary" className="ml-1">
                        Decision
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
  if (!decision) return <span className="text-muted-foreground">Not reached</span>;
  return (
    <>
      {optionLetter(decision.option)}. {decision.options[decision.option] ?? ''}
      {decision.followed ? null : (
        <Badge variant="outline" className="ml-2">
          {decision.tie ? 'Tie' : 'Override'}
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
  const columns = new Map<number, string>();
  for (const decision of [...results.decisions, ...sessions.flatMap((session) => session.decisions)])
    if (!columns.has(decision.slideIndex)) columns.set(decision.slideIndex, decision.title);
  const decisionColumns = [...columns].sort(([a], [b]) => a - b);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id="compare-teams">Compare teams</h2>
        </CardTitle>
        <CardDescription>
          What the other sessions of this scenario chose at each decision. Override: the host took another
          option than the room&apos;s vote; tie: the room was tied and the host chose.
        </CardDescription>
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
            <caption className="pb-2 text-left text-muted-foreground">
              The option each session took at each decision, newest first
            </caption>
            <thead>
              <tr className="border-b border-border text-muted-foreground">
                <th scope="col" className="py-2 pr-3 text-left font-medium">
                  Session
                </th>
                <th scope="col" className="py-2 pr-3 text-left font-medium">
                  Date
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Participants
                </th>
                {decisionColumns.map(([slideIndex, title]) => (
                  <th key={slideIndex} scope="col" className="min-w-40 py-2 pl-3 text-left font-medium">
                    {title || `Decision on slide ${slideIndex + 1}`}
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
                    <th scope="row" className="py-2 pr-3 text-left font-normal whitespace-nowrap">
                      <span className="font-mono">{session.pin}</span>
                      {current ? (
                        <Badge variant="secondary" className="ml-2">
                          This session
                        </Badge>
                      ) : null}
                    </th>
                    <td className="py-2 pr-3 whitespace-nowrap">
                      {dateTime.format(new Date(session.createdAt))}
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">{session.participantCount}</td>
                    {decisionColumns.map(([slideIndex]) => (
                      <td key={slideIndex} className="py-2 pl-3">
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
  const sent = (entry: SessionResults['pulse'][number]) => pulseKinds.some((kind) => entry.counts[kind] > 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id="room-pulse">Room pulse</h2>
        </CardTitle>
        <CardDescription>
          The signals participants sent while each slide was current. Anonymous: no one sees who sent them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {pulse.some(sent) ? (
          <table aria-labelledby="room-pulse" className="w-full text-sm">
            <thead>
              <tr className="border-b border-border text-muted-foreground">
                <th scope="col" className="py-2 text-left font-medium">
                  Slide
                </th>
                {pulseKinds.map((kind) => (
                  <th key={kind} scope="col" className="py-2 pl-3 text-right font-medium">
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
                    <th scope="row" className="py-2 text-left font-normal">
                      {entry.slideIndex < 0 ? 'Lobby' : `${entry.slideIndex + 1}. ${entry.title}`}
                    </th>
                    {pulseKinds.map((kind) => (
                      <td
                        key={kind}
                        className={`py-2 pl-3 text-right tabular-nums ${entry.counts[kind] ? 'font-semibold' : 'text-muted-foreground'}`}
                      >
                        {entry.counts[kind]}
                      </td>
                    ))}
                  </tr>
                ))}
            </tbody>
          </table>
        ) : (
          <p className="text-muted-foreground">No one sent a signal.</p>
        )}
      </CardContent>
    </Card>
  );
}

/** The discussion slides' boards: per question, the posts shown to the room with their votes. */
function DiscussionBoards({ boards }: { boards: SessionResults['boards'] }) {
  return (
    <section aria-labelledby="discussion-boards" className="space-y-4">
      <h2 id="discussion-boards" className="text-xl font-semibold">
        Discussion boards
      </h2>
      {boards.map((board) => (
        <Card key={board.slideIndex}>
          <CardHeader>
            <CardTitle>
              <h3>{board.title || 'Discussion'}</h3>
            </CardTitle>
            <CardDescription>
              {plural(board.posts.length, 'post', 'posts')} · {plural(board.voteCount, 'vote', 'votes')}
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
                          {post.highlighted ? <Badge variant="secondary">Highlighted</Badge> : null}
                          <span className="shrink-0 tabular-nums">{plural(post.votes, 'vote', 'votes')}</span>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="text-sm text-muted-foreground">No posts.</p>
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
  return (
    <section aria-labelledby="commitments" className="space-y-4">
      <h2 id="commitments" className="text-xl font-semibold">
        Commitments
      </h2>
      {commitments.map((commitment) => (
        <Card key={commitment.slideIndex}>
          <CardHeader>
            <CardTitle>
              <h3 id={`commitment-${commitment.slideIndex}`}>{commitment.prompt || 'Commitment'}</h3>
            </CardTitle>
            <CardDescription>
              {plural(commitment.count, 'commitment', 'commitments')} · {commitment.withReminder} left an
              address for the reminder
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
                {purged ? 'The texts were deleted with the raw answers.' : 'No one committed.'}
              </p>
            )}
          </CardContent>
        </Card>
      ))}
    </section>
  );
}

export function ReportView({ results, onDownloadCsv, downloading, comparison }: ReportViewProps) {
  const { confidence } = results;
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
            Code <span className="font-mono">{results.pin}</span>
            {results.completedAt
              ? ` · ended ${dateTime.format(new Date(results.completedAt))}`
              : ' · still running'}
          </p>
        </div>
        <Button variant="outline" onClick={onDownloadCsv} loading={downloading}>
          Download CSV
        </Button>
      </div>
      {results.rawDataPurged ? (
        <p
          role="note"
          className="rounded-md border border-border bg-muted px-4 py-3 text-sm"
          data-testid="raw-data-purged"
        >
          Raw answers were deleted after the company&apos;s retention period. Only totals remain.
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <Card>
          <CardContent>
            <p className="text-sm text-muted-foreground">Participants</p>
            <p className="text-3xl font-bold">{results.participantCount}</p>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <p className="text-sm text-muted-foreground">Answers</p>
            <p className="text-3xl font-bold">{results.answerCount}</p>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <p className="text-sm text-muted-foreground">Confidence change</p>
            <p className="text-3xl font-bold">{confidence.delta === null ? '–' : signed(confidence.delta)}</p>
            {confidence.before !== null && confidence.after !== null ? (
              <p className="text-sm text-muted-foreground">
                {confidence.before.toFixed(2)} before → {confidence.after.toFixed(2)} after
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
              <h2>{poll.title || 'Poll'}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <PollResults poll={poll} />
          </CardContent>
        </Card>
      ))}
      {results.boards.length ? <DiscussionBoards boards={results.boards} /> : null}
      {results.commitments.length ? (
        <Commitments commitments={results.commitments} purged={results.rawDataPurged} />
      ) : null}
      <PulseTimeline pulse={results.pulse} />
    </div>
  );
}
