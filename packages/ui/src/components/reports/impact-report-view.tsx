// The impact report over sessions: who and what it covers, level 1 (the closing scales and NPS), levels 2 and 3 as
// self-report (confidence before and after, commitments, the follow-up's answers) and the comparison of sessions
// (teams) and scenarios. Every chart has a text summary and a table. `print` is the server's PDF: every table and
// text shown, no controls.
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/utils';
import { EmptyState } from '../patterns/empty-state';
import { Badge } from '../ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { plural } from '../live/format';
import { screens } from '../../i18n/screens';
import { CHECK_IN_ANSWERS, type CheckInAnswerValue } from '../views/check-in-answers';
import { ChartFigure, type ChartDatum, type ChartTone } from './chart';
import { ScenariosTable, SessionsTable } from './compare-tables';
import {
  formatDateTime,
  formatDelta,
  formatMean,
  formatNps,
  formatPercent,
  formatRange,
  percentOf,
} from './format';
import { Stats, TextList } from './parts';
import type { ImpactReport } from './types';

export interface ImpactReportViewProps {
  /** The report: its scope, the sessions it covers, the levels' figures, commitments and follow-up. */
  report: ImpactReport;
  /** The printed report (the PDF export): every table and text shown, no controls, no actions or filters. */
  print?: boolean;
  /** Beside the title on screen, e.g. the download buttons. */
  actions?: ReactNode;
  /** Under the title on screen: the controls that choose what the report covers. */
  filters?: ReactNode;
  /** Links a session of the comparison to its own report (the app's router link). */
  renderSessionLink?: (sessionId: string, children: ReactNode) => ReactNode;
}

/** The most frequent datum (the first of a tie), for a chart's summary. */
const mostCommon = (data: ChartDatum[]) =>
  data.reduce<ChartDatum | undefined>(
    (best, datum) => (!best || datum.count > best.count ? datum : best),
    undefined,
  );

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="space-y-1 break-after-avoid">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        <p className="text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}

function ReportCard({
  title,
  description,
  badge,
  children,
}: {
  title: string;
  description?: ReactNode;
  badge?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid break-inside-avoid-page">
      <Card>
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2">
            <h3 id={id}>{title}</h3>
            {badge}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="space-y-6">{children}</CardContent>
      </Card>
    </section>
  );
}

const Muted = ({ children }: { children: ReactNode }) => (
  <p className="text-sm text-muted-foreground">{children}</p>
);

function ReportHeader({ report, print, actions, filters }: ImpactReportViewProps) {
  const { scope } = report;
  const session = scope.sessionId
    ? report.sessions.find((row) => row.sessionId === scope.sessionId)
    : undefined;
  const scoped = scope.sessionId
    ? `Session: ${scope.scenarioTitle ?? ''}${session ? `, ended ${formatDateTime(session.completedAt)}, hosted by ${session.hostName}` : ''}`
    : scope.scenarioId
      ? `Scenario: ${scope.scenarioTitle ?? ''}`
      : null;
  return (
    <header className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight">Impact report</h1>
          <p className="text-muted-foreground">
            {scope.companyName ?? 'All companies'} · {formatRange(scope.from, scope.to)}
          </p>
          {scoped ? <p className="font-medium">{scoped}</p> : null}
        </div>
        {!print && actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {!print && filters ? filters : null}
      {scope.sessionCount ? (
        <Stats
          items={[
            { label: 'Sessions', value: scope.sessionCount },
            { label: 'Participants', value: scope.participantCount },
          ]}
        />
      ) : null}
      <p className="text-sm text-muted-foreground">Generated {formatDateTime(scope.generatedAt)}</p>
      {scope.aggregatesOnly ? (
        <p role="note" className="rounded-lg border border-border bg-muted/50 px-4 py-3 text-sm">
          <span className="font-semibold">Aggregates only.</span> As the operator you see totals across
          sessions; the list of sessions, the commitments&apos; texts and the follow-up comments stay with
          each company.
        </p>
      ) : null}
    </header>
  );
}

type NpsGroup = 'promoters' | 'passives' | 'detractors';

/** The NPS groups: their colour in the chart and the legend, and their names in the table. */
const NPS_GROUPS: Record<NpsGroup, { label: string; group: string; tone: ChartTone }> = {
  promoters: { label: 'Promoters (9–10)', group: 'Promoter', tone: 'success' },
  passives: { label: 'Passives (7–8)', group: 'Passive', tone: 'warning' },
  detractors: { label: 'Detractors (0–6)', group: 'Detractor', tone: 'destructive' },
};
const NPS_GROUP_ORDER: NpsGroup[] = ['promoters', 'passives', 'detractors'];
const npsGroupOf = (score: number): NpsGroup =>
  score >= 9 ? 'promoters' : score >= 7 ? 'passives' : 'detractors';

function Reaction({ report, print }: { report: ImpactReport; print: boolean }) {
  const { nps } = report;
  const npsData: ChartDatum[] = nps.distribution.map((count, score) => {
    const { tone, group } = NPS_GROUPS[npsGroupOf(score)];
    return { label: String(score), count, tone, group };
  });
  return (
    <Section
      title="Level 1 — Reaction"
      description="How participants rated the session in its closing questions."
    >
      {report.level1.length ? (
        <div className="grid gap-4 lg:grid-cols-2">
          {report.level1.map((scale, i) => {
            const data = scale.distribution.map((count, value) => ({
              label: `${value + 1}. ${scale.labels[value] ?? ''}`,
              count,
            }));
            const top = mostCommon(data);
            return (
              <ReportCard
                key={i}
                title={scale.question}
                description={
                  scale.mean === null
                    ? 'No answers yet.'
                    : `Mean ${formatMean(scale.mean)} of 5 · ${plural(scale.count, 'answer', 'answers')}`
                }
              >
                {scale.count ? (
                  <ChartFigure
                    title="Answers by rating"
                    summary={`${plural(scale.count, 'answer', 'answers')}, mean ${formatMean(scale.mean ?? 0)} of 5. Most given: ${top?.label} (${plural(top?.count ?? 0, 'answer', 'answers')}).`}
                    data={data}
                    labelHeader="Rating"
                    countHeader="Answers"
                    print={print}
                  />
                ) : null}
              </ReportCard>
            );
          })}
        </div>
      ) : (
        <Muted>No closing scale questions were answered in these sessions.</Muted>
      )}
      <ReportCard
        title="Net Promoter Score"
        description="How likely participants are to recommend the session, 0 to 10: the share of promoters (9–10) minus the share of detractors (0–6)."
      >
        {nps.count ? (
          <>
            <Stats
              items={[
                { label: 'NPS', value: nps.score === null ? null : formatNps(nps.score) },
                ...NPS_GROUP_ORDER.map((key) => ({
                  label: NPS_GROUPS[key].label,
                  swatch: NPS_GROUPS[key].tone,
                  value: nps[key],
                  detail: `${percentOf(nps[key], nps.count)}%`,
                })),
              ]}
            />
            <ChartFigure
              kind="columns"
              title="Answers by score"
              summary={`NPS ${nps.score === null ? 'not available' : formatNps(nps.score)} from ${plural(nps.count, 'answer', 'answers')}: ${nps.promoters} promoters, ${nps.passives} passives and ${nps.detractors} detractors.`}
              data={npsData}
              labelHeader="Score"
              groupHeader="Group"
              countHeader="Answers"
              print={print}
            />
          </>
        ) : (
          <Muted>No one answered the recommendation question.</Muted>
        )}
      </ReportCard>
    </Section>
  );
}

function Confidence({ report, print }: { report: ImpactReport; print: boolean }) {
  const { confidence } = report;
  const data: ChartDatum[] = confidence.deltas.map((count, i) => {
    const change = i - 4;
    return {
      label: change > 0 ? `+${change}` : change < 0 ? `−${-change}` : '0',
      count,
      tone: change > 0 ? 'primary' : change < 0 ? 'destructive' : 'muted',
    };
  });
  const sum = (from: number, to: number) => confidence.deltas.slice(from, to).reduce((a, b) => a + b, 0);
  const [lower, same, higher] = [sum(0, 4), sum(4, 5), sum(5, 9)];
  const top = mostCommon(data);
  return (
    <ReportCard
      title="Confidence before and after"
      badge={<Badge variant="outline">Retrospective self-rating</Badge>}
      description="Both ratings were given at the end of the session, which tends to overstate change."
    >
      {confidence.pairs ? (
        <>
          <Stats
            className="sm:grid-cols-3"
            items={[
              {
                label: 'Before (mean)',
                value: confidence.before === null ? null : confidence.before.toFixed(2),
              },
              {
                label: 'After (mean)',
                value: confidence.after === null ? null : confidence.after.toFixed(2),
              },
              {
                label: 'Mean change',
                value: confidence.meanDelta === null ? null : formatDelta(confidence.meanDelta),
                testId: 'confidence-delta',
                detail: `${plural(confidence.pairs, 'participant', 'participants')} rated both`,
              },
            ]}
          />
          <ChartFigure
            kind="columns"
            title="Change per participant, in points (−4 to +4)"
            summary={`Of ${plural(confidence.pairs, 'participant', 'participants')}, ${higher} rated their confidence higher after the session, ${same} the same and ${lower} lower. Most common change: ${top?.label} (${plural(top?.count ?? 0, 'participant', 'participants')}).`}
            data={data}
            labelHeader="Change"
            countHeader="Participants"
            print={print}
          />
        </>
      ) : (
        <Muted>No one answered both confidence questions.</Muted>
      )}
    </ReportCard>
  );
}

function Commitments({ report, print }: { report: ImpactReport; print: boolean }) {
  const { commitments, scope } = report;
  const themes = commitments.themes.map(({ theme, count }) => ({ label: theme, count }));
  const [topTheme] = themes;
  const hiddenTexts = commitments.count - commitments.texts.length;
  return (
    <ReportCard
      title="Commitments"
      description="What participants said they will do differently, from the scenarios' commitment slides."
    >
      {commitments.count ? (
        <>
          <Stats
            className="sm:grid-cols-2"
            items={[
              { label: 'Commitments', value: commitments.count, testId: 'commitment-count' },
              {
                label: 'Left an address',
                value: commitments.withReminder,
                detail: `${percentOf(commitments.withReminder, commitments.count)}% of those who committed`,
              },
            ]}
          />
          {topTheme ? (
            <ChartFigure
              title="Themes"
              summary={`Commitments grouped by keyword; one may fall under several themes. Most frequent: ${topTheme.label} (${topTheme.count} of ${commitments.count}).`}
              data={themes}
              total={commitments.count}
              labelHeader="Theme"
              countHeader="Commitments"
              print={print}
            />
          ) : null}
          {scope.aggregatesOnly ? null : (
            <div className="space-y-2">
              <h4 className="font-medium">What participants committed to</h4>
              {commitments.texts.length ? (
                <TextList label="Commitments" texts={commitments.texts} print={print} />
              ) : null}
              {hiddenTexts > 0 ? (
                <Muted>
                  {plural(hiddenTexts, 'commitment is', 'commitments are')} counted but no longer shown: their
                  sessions are past the company&apos;s data retention period.
                </Muted>
              ) : null}
            </div>
          )}
        </>
      ) : (
        <Muted>
          No commitments in these sessions. Scenarios that end with a commitment slide collect them.
        </Muted>
      )}
    </ReportCard>
  );
}

const ANSWER_TONES: Record<CheckInAnswerValue, ChartTone> = {
  'not-yet': 'muted',
  partly: 'primary',
  yes: 'success',
};

/** What the follow-up section says while there is nothing to chart: not sent yet, or not answered yet. */
function followUpNote(report: ImpactReport) {
  const { followUp, commitments } = report;
  const waiting = followUp.pending
    ? `${plural(followUp.pending, 'e-mail is', 'e-mails are')} waiting to go out.`
    : '';
  if (followUp.sent === 0) {
    if (followUp.pending)
      return `Follow-up e-mails go out 7, 14 or 30 days after each session, as its host chose. ${waiting} The answers will show here.`;
    return commitments.withReminder
      ? 'No follow-up e-mails have been sent.'
      : 'No participant left an address for a reminder, so there are no follow-up e-mails.';
  }
  return `No one has answered yet. ${waiting}`.trim();
}

function FollowUp({ report, print }: { report: ImpactReport; print: boolean }) {
  const { followUp, scope } = report;
  const t = screens.useT();
  const data: ChartDatum[] = CHECK_IN_ANSWERS.map((value) => ({
    label: t(`screens.checkIn.${value}`),
    count: followUp.answers[value],
    tone: ANSWER_TONES[value],
  }));
  return (
    <ReportCard
      title="Follow-up"
      description="Some days after a session, each participant who left an address is asked: “Did you put it into practice?”"
    >
      <Stats
        items={[
          { label: 'E-mails sent', value: followUp.sent },
          { label: 'Waiting to go out', value: followUp.pending },
          {
            label: 'Response rate',
            value: followUp.responseRate === null ? null : formatPercent(followUp.responseRate),
            testId: 'follow-up-response',
            detail: followUp.sent ? `${followUp.answered} of ${followUp.sent} answered` : undefined,
          },
          {
            label: 'Applied it',
            value: followUp.applied === null ? null : formatPercent(followUp.applied),
            detail: followUp.answered ? 'answered partly or yes' : undefined,
          },
        ]}
      />
      {followUp.answered ? (
        <>
          <ChartFigure
            title="Did you put it into practice?"
            summary={`Of ${plural(followUp.answered, 'answer', 'answers')}: ${data.map((datum) => `${datum.count} ${datum.label.toLowerCase()}`).join(', ')}.`}
            data={data}
            labelHeader="Answer"
            countHeader="Answers"
            print={print}
          />
          {scope.aggregatesOnly ? null : (
            <div className="space-y-2">
              <h4 className="font-medium">Comments</h4>
              {followUp.comments.length ? (
                <TextList label="Comments" texts={followUp.comments} print={print} />
              ) : (
                <Muted>No one left a comment.</Muted>
              )}
            </div>
          )}
        </>
      ) : (
        <Muted>{followUpNote(report)}</Muted>
      )}
    </ReportCard>
  );
}

export function ImpactReportView({
  report,
  print = false,
  actions,
  filters,
  renderSessionLink,
}: ImpactReportViewProps) {
  const { scope } = report;
  // One row compares nothing: the report's own figures already are that session's or scenario's.
  const compareSessions = report.sessions.length > 1;
  const compareScenarios = report.scenarios.length > 1;
  return (
    <div
      data-slot="impact-report"
      className={cn('space-y-8', print && '[-webkit-print-color-adjust:exact] [print-color-adjust:exact]')}
    >
      <ReportHeader report={report} print={print} actions={actions} filters={filters} />
      {scope.sessionCount === 0 ? (
        <EmptyState
          className="rounded-xl border border-dashed border-border"
          title="No sessions to report on"
          description="The report counts sessions that have ended, not practice runs. Try a wider date range or another scenario, or run a session and come back once it has ended."
        />
      ) : (
        <>
          <Reaction report={report} print={print} />
          <Section
            title="Levels 2–3 — Self-reported learning and behaviour"
            description="What participants say they learned and what they do with it afterwards."
          >
            <Confidence report={report} print={print} />
            <Commitments report={report} print={print} />
            <FollowUp report={report} print={print} />
          </Section>
          {compareSessions || compareScenarios ? (
            <Section
              title="Compare"
              description="The same figures for each session (team) and each scenario in the report."
            >
              {compareSessions ? (
                <ReportCard title="Sessions" description="Each session (team), newest first.">
                  <SessionsTable
                    sessions={report.sessions}
                    print={print}
                    renderSessionLink={renderSessionLink}
                  />
                </ReportCard>
              ) : null}
              {compareScenarios ? (
                <ReportCard title="Scenarios" description="Each scenario, by title.">
                  <ScenariosTable scenarios={report.scenarios} print={print} />
                </ReportCard>
              ) : null}
            </Section>
          ) : null}
        </>
      )}
    </div>
  );
}
