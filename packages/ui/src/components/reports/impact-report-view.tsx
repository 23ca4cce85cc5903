// The impact report over sessions: who and what it covers, level 1 (the closing scales and NPS), levels 2 and 3 as
// self-report (confidence before and after, commitments, the follow-up's answers) and the comparison of sessions
// (teams) and scenarios. Every chart has a text summary and a table. `print` is the server's PDF: every table and
// text shown, no controls.
import { useId, type ReactNode } from 'react';
import type { TranslateOf } from '../../i18n/catalogue';
import { Trans } from '../../i18n/catalogue';
import { useFormat } from '../../i18n/format';
import { kit } from '../../i18n/kit';
import { cn } from '../../lib/utils';
import { EmptyState } from '../patterns/empty-state';
import { Badge } from '../ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { screens } from '../../i18n/screens';
import { CHECK_IN_ANSWERS, type CheckInAnswerValue } from '../views/check-in-answers';
import { ChartFigure, type ChartDatum, type ChartTone } from './chart';
import { PlaylistStepsTable, ScenariosTable, SessionsTable } from './compare-tables';
import { percentOf, useReportFormat } from './format';
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

/**
 * What a chart's summary says is most frequent: the datum with the highest count, or every datum tied at it (`tied`:
 * their labels as a list), never one of a tie picked as if it led.
 */
function mostCommon(data: ChartDatum[], locale: string) {
  const topCount = Math.max(0, ...data.map((datum) => datum.count));
  const top = data.filter((datum) => datum.count === topCount).map((datum) => datum.label);
  return {
    top: new Intl.ListFormat(locale, { type: 'conjunction' }).format(top),
    topCount,
    tied: top.length > 1 ? 'yes' : 'no',
  };
}

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
    <section aria-labelledby={id} className="grid grid-cols-[minmax(0,1fr)] break-inside-avoid-page">
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
  const t = kit.useT();
  const format = useReportFormat();
  const { scope } = report;
  const session = scope.sessionId
    ? report.sessions.find((row) => row.sessionId === scope.sessionId)
    : undefined;
  const title = scope.scenarioTitle ?? '';
  const scoped = scope.sessionId
    ? session
      ? t('kit.impact.scopeSessionEnded', {
          title,
          date: format.dateTime(session.completedAt),
          host: session.hostName,
        })
      : t('kit.impact.scopeSession', { title })
    : scope.scenarioId
      ? t('kit.impact.scopeScenario', { title })
      : scope.playlistTitle
        ? t('kit.impact.scopePlaylist', { title: scope.playlistTitle })
        : null;
  return (
    <header className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight">{t('kit.impact.title')}</h1>
          <p className="text-muted-foreground">
            {scope.companyName ?? t('kit.impact.allCompanies')} · {format.range(scope.from, scope.to)}
          </p>
          {scoped ? <p className="font-medium">{scoped}</p> : null}
        </div>
        {!print && actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {!print && filters ? filters : null}
      {scope.sessionCount ? (
        <Stats
          items={[
            { label: t('kit.impact.sessions'), value: scope.sessionCount },
            { label: t('kit.impact.participants'), value: scope.participantCount },
          ]}
        />
      ) : null}
      <p className="text-sm text-muted-foreground">
        {t('kit.impact.generated', { date: format.dateTime(scope.generatedAt) })}
      </p>
      {scope.aggregatesOnly ? (
        <p role="note" className="rounded-lg border border-border bg-muted/50 px-4 py-3 text-sm">
          <Trans
            catalogue={kit}
            id="kit.impact.aggregatesOnly"
            components={{ 0: <span className="font-semibold" /> }}
          />
        </p>
      ) : null}
    </header>
  );
}

type NpsGroup = 'promoters' | 'passives' | 'detractors';

/**
 * The NPS groups' colours in the chart and the legend; their names (the legend's `kit.impact.npsLegend.<group>`, the
 * table's `kit.impact.npsGroup.<group>`) are the kit's catalogue's.
 */
const NPS_TONES: Record<NpsGroup, ChartTone> = {
  promoters: 'success',
  passives: 'warning',
  detractors: 'destructive',
};
const NPS_GROUP_ORDER: NpsGroup[] = ['promoters', 'passives', 'detractors'];
const npsGroupOf = (score: number): NpsGroup =>
  score >= 9 ? 'promoters' : score >= 7 ? 'passives' : 'detractors';

function Reaction({ report, print }: { report: ImpactReport; print: boolean }) {
  const t = kit.useT();
  const format = useReportFormat();
  const { locale } = useFormat();
  const { nps } = report;
  const npsData: ChartDatum[] = nps.distribution.map((count, score) => {
    const group = npsGroupOf(score);
    return { label: String(score), count, tone: NPS_TONES[group], group: t(`kit.impact.npsGroup.${group}`) };
  });
  return (
    <Section title={t('kit.impact.level1')} description={t('kit.impact.level1Description')}>
      {report.level1.length ? (
        <div className="grid gap-4 lg:grid-cols-2">
          {report.level1.map((scale, i) => {
            const data = scale.distribution.map((count, value) => ({
              label: `${value + 1}. ${scale.labels[value] ?? ''}`,
              count,
            }));
            return (
              <ReportCard
                key={i}
                title={scale.question}
                description={
                  scale.mean === null
                    ? t('kit.impact.noAnswersYet')
                    : t('kit.impact.scaleMean', { mean: format.mean(scale.mean), count: scale.count })
                }
              >
                {scale.count ? (
                  <ChartFigure
                    title={t('kit.impact.byRating')}
                    summary={t('kit.impact.byRatingSummary', {
                      count: scale.count,
                      mean: format.mean(scale.mean ?? 0),
                      ...mostCommon(data, locale),
                    })}
                    data={data}
                    labelHeader={t('kit.impact.rating')}
                    countHeader={t('kit.impact.answers')}
                    print={print}
                  />
                ) : null}
              </ReportCard>
            );
          })}
        </div>
      ) : (
        <Muted>{t('kit.impact.noScales')}</Muted>
      )}
      <ReportCard title={t('kit.impact.npsTitle')} description={t('kit.impact.npsDescription')}>
        {nps.count ? (
          <>
            <Stats
              items={[
                { label: t('kit.impact.nps'), value: nps.score === null ? null : format.nps(nps.score) },
                ...NPS_GROUP_ORDER.map((key) => ({
                  label: t(`kit.impact.npsLegend.${key}`),
                  swatch: NPS_TONES[key],
                  value: nps[key],
                  detail: format.percent(percentOf(nps[key], nps.count)),
                })),
              ]}
            />
            <ChartFigure
              kind="columns"
              title={t('kit.impact.byScore')}
              summary={t(nps.score === null ? 'kit.impact.byScoreSummaryNone' : 'kit.impact.byScoreSummary', {
                score: nps.score === null ? '' : format.nps(nps.score),
                count: nps.count,
                promoters: nps.promoters,
                passives: nps.passives,
                detractors: nps.detractors,
              })}
              data={npsData}
              labelHeader={t('kit.impact.score')}
              groupHeader={t('kit.impact.group')}
              countHeader={t('kit.impact.answers')}
              print={print}
            />
          </>
        ) : (
          <Muted>{t('kit.impact.noNps')}</Muted>
        )}
      </ReportCard>
    </Section>
  );
}

function Confidence({ report, print }: { report: ImpactReport; print: boolean }) {
  const t = kit.useT();
  const format = useReportFormat();
  const { locale } = useFormat();
  const { confidence } = report;
  const data: ChartDatum[] = confidence.deltas.map((count, i) => {
    const change = i - 4;
    return {
      label: format.step(change),
      count,
      tone: change > 0 ? 'primary' : change < 0 ? 'destructive' : 'muted',
    };
  });
  const sum = (from: number, to: number) => confidence.deltas.slice(from, to).reduce((a, b) => a + b, 0);
  const [lower, same, higher] = [sum(0, 4), sum(4, 5), sum(5, 9)];
  return (
    <ReportCard
      title={t('kit.impact.confidence')}
      badge={<Badge variant="outline">{t('kit.impact.retrospective')}</Badge>}
      description={t('kit.impact.confidenceDescription')}
    >
      {confidence.pairs ? (
        <>
          <Stats
            className="sm:grid-cols-3"
            items={[
              {
                label: t('kit.impact.before'),
                value: confidence.before === null ? null : format.fixed2(confidence.before),
              },
              {
                label: t('kit.impact.after'),
                value: confidence.after === null ? null : format.fixed2(confidence.after),
              },
              {
                label: t('kit.impact.meanChange'),
                value: confidence.meanDelta === null ? null : format.delta(confidence.meanDelta),
                testId: 'confidence-delta',
                detail: t('kit.impact.ratedBoth', { count: confidence.pairs }),
              },
            ]}
          />
          <ChartFigure
            kind="columns"
            title={t('kit.impact.changeTitle')}
            summary={t('kit.impact.changeSummary', {
              count: confidence.pairs,
              higher,
              same,
              lower,
              ...mostCommon(data, locale),
            })}
            data={data}
            labelHeader={t('kit.impact.change')}
            countHeader={t('kit.impact.participants')}
            print={print}
          />
        </>
      ) : (
        <Muted>{t('kit.impact.noConfidence')}</Muted>
      )}
    </ReportCard>
  );
}

function Commitments({ report, print }: { report: ImpactReport; print: boolean }) {
  const t = kit.useT();
  const format = useReportFormat();
  const { locale } = useFormat();
  const { commitments, scope } = report;
  const themes = commitments.themes.map(({ theme, count }) => ({ label: theme, count }));
  const { top, topCount, tied } = mostCommon(themes, locale);
  const hiddenTexts = commitments.count - commitments.texts.length;
  return (
    <ReportCard title={t('kit.impact.commitments')} description={t('kit.impact.commitmentsDescription')}>
      {commitments.count ? (
        <>
          <Stats
            className="sm:grid-cols-2"
            items={[
              { label: t('kit.impact.commitments'), value: commitments.count, testId: 'commitment-count' },
              {
                label: t('kit.impact.leftAddress'),
                value: commitments.withReminder,
                detail: t('kit.impact.ofCommitted', {
                  percent: format.percent(percentOf(commitments.withReminder, commitments.count)),
                }),
              },
            ]}
          />
          {themes.length ? (
            <ChartFigure
              title={t('kit.impact.themes')}
              summary={t('kit.impact.themesSummary', {
                theme: top,
                count: topCount,
                tied,
                total: commitments.count,
              })}
              data={themes}
              total={commitments.count}
              labelHeader={t('kit.impact.theme')}
              countHeader={t('kit.impact.commitments')}
              print={print}
            />
          ) : null}
          {scope.aggregatesOnly ? null : (
            <div className="space-y-2">
              <h4 className="font-medium">{t('kit.impact.committedTo')}</h4>
              {commitments.texts.length ? (
                <TextList
                  label={t('kit.impact.commitments')}
                  noun={t('kit.impact.commitmentsNoun')}
                  texts={commitments.texts}
                  print={print}
                />
              ) : null}
              {hiddenTexts > 0 ? <Muted>{t('kit.impact.hiddenTexts', { count: hiddenTexts })}</Muted> : null}
            </div>
          )}
        </>
      ) : (
        <Muted>{t('kit.impact.noCommitments')}</Muted>
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
function followUpNote(report: ImpactReport, t: TranslateOf<typeof kit>) {
  const { followUp, commitments } = report;
  if (followUp.sent === 0) {
    if (followUp.pending) return t('kit.impact.followUp.due', { count: followUp.pending });
    return commitments.withReminder ? t('kit.impact.followUp.notSent') : t('kit.impact.followUp.noAddress');
  }
  return followUp.pending
    ? t('kit.impact.followUp.unansweredWaiting', { count: followUp.pending })
    : t('kit.impact.followUp.unanswered');
}

function FollowUp({ report, print }: { report: ImpactReport; print: boolean }) {
  const { followUp, scope } = report;
  const t = kit.useT();
  const answerName = screens.useT();
  const format = useReportFormat();
  const { locale } = useFormat();
  const data: ChartDatum[] = CHECK_IN_ANSWERS.map((value) => ({
    label: answerName(`screens.checkIn.${value}`),
    count: followUp.answers[value],
    tone: ANSWER_TONES[value],
  }));
  const answers = new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(
    CHECK_IN_ANSWERS.map((value) =>
      t(`kit.impact.followUp.answer.${value}`, { count: followUp.answers[value] }),
    ),
  );
  return (
    <ReportCard title={t('kit.impact.followUp')} description={t('kit.impact.followUp.description')}>
      <Stats
        items={[
          { label: t('kit.impact.followUp.sent'), value: followUp.sent },
          { label: t('kit.impact.followUp.waiting'), value: followUp.pending },
          {
            label: t('kit.impact.responseRate'),
            value: followUp.responseRate === null ? null : format.percent(followUp.responseRate),
            testId: 'follow-up-response',
            detail: followUp.sent
              ? t('kit.impact.followUp.answered', { answered: followUp.answered, sent: followUp.sent })
              : undefined,
          },
          {
            label: t('kit.impact.followUp.applied'),
            value: followUp.applied === null ? null : format.percent(followUp.applied),
            detail: followUp.answered ? t('kit.impact.followUp.appliedDetail') : undefined,
          },
        ]}
      />
      {followUp.answered ? (
        <>
          <ChartFigure
            title={t('kit.impact.followUp.question')}
            summary={t('kit.impact.followUp.summary', { count: followUp.answered, answers })}
            data={data}
            labelHeader={t('kit.impact.answer')}
            countHeader={t('kit.impact.answers')}
            print={print}
          />
          {scope.aggregatesOnly ? null : (
            <div className="space-y-2">
              <h4 className="font-medium">{t('kit.impact.comments')}</h4>
              {followUp.comments.length ? (
                <TextList
                  label={t('kit.impact.comments')}
                  noun={t('kit.impact.commentsNoun')}
                  texts={followUp.comments}
                  print={print}
                />
              ) : (
                <Muted>{t('kit.impact.noComments')}</Muted>
              )}
            </div>
          )}
        </>
      ) : (
        <Muted>{followUpNote(report, t)}</Muted>
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
  const t = kit.useT();
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
          title={t('kit.impact.empty')}
          description={t('kit.impact.emptyDescription')}
        />
      ) : (
        <>
          <Reaction report={report} print={print} />
          <Section title={t('kit.impact.levels23')} description={t('kit.impact.levels23Description')}>
            <Confidence report={report} print={print} />
            <Commitments report={report} print={print} />
            <FollowUp report={report} print={print} />
          </Section>
          {report.playlistSteps ? (
            <Section title={t('kit.impact.playlist')} description={t('kit.impact.playlistDescription')}>
              <ReportCard title={t('kit.impact.playlistSteps')}>
                <PlaylistStepsTable steps={report.playlistSteps} print={print} />
              </ReportCard>
            </Section>
          ) : null}
          {compareSessions || compareScenarios ? (
            <Section title={t('kit.impact.compare')} description={t('kit.impact.compareDescription')}>
              {compareSessions ? (
                <ReportCard
                  title={t('kit.impact.sessions')}
                  description={t('kit.impact.sessionsDescription')}
                >
                  <SessionsTable
                    sessions={report.sessions}
                    print={print}
                    renderSessionLink={renderSessionLink}
                  />
                </ReportCard>
              ) : null}
              {compareScenarios ? (
                <ReportCard
                  title={t('kit.impact.scenarios')}
                  description={t('kit.impact.scenariosDescription')}
                >
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
