// A finished session's report: headline figures, the confidence before/after delta, every poll's charts, the posts of
// the discussion boards and the room's pulse per slide.
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { plural, pulseKinds, pulseLabels } from './format';
import { PollResults } from './results-chart';
import type { SessionResults } from './types';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const signed = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)}`;

export interface ReportViewProps {
  results: SessionResults;
  onDownloadCsv: () => void;
  downloading?: boolean;
}

/** The participants' pulse signals against the slides: the lobby (when signals arrived there), then every slide. */
function PulseTimeline({ pulse }: { pulse: SessionResults['pulse'] }) {
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
                    {pulseLabels[kind]}
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

export function ReportView({ results, onDownloadCsv, downloading }: ReportViewProps) {
  const { confidence } = results;
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
      {results.polls.map((poll) => (
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
      <PulseTimeline pulse={results.pulse} />
    </div>
  );
}
