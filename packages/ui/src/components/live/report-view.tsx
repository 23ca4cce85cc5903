// A finished session's report: headline figures, the confidence before/after delta and every poll's charts.
import { Button } from '../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { PollResults } from './results-chart';
import type { SessionResults } from './types';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const signed = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)}`;

export interface ReportViewProps {
  results: SessionResults;
  onDownloadCsv: () => void;
  downloading?: boolean;
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
    </div>
  );
}
