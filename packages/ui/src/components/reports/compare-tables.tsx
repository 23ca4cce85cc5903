// The impact report's comparison: the sessions (teams) and the scenarios side by side, with the same figures.
import type { ReactNode } from 'react';
import type { TranslateOf } from '../../i18n/catalogue';
import { kit } from '../../i18n/kit';
import { useReportFormat, type ReportFormat } from './format';
import { NoValue } from './parts';
import type { ImpactFigures, ImpactPlaylistStepRow, ImpactScenarioRow, ImpactSessionRow } from './types';

/** The figures every row has, after its own columns. */
const figureColumns = (t: TranslateOf<typeof kit>, format: ReportFormat): Array<Column<ImpactFigures>> => [
  { id: 'participants', header: t('kit.impact.participants'), cell: (row) => row.participantCount },
  {
    id: 'nps',
    header: t('kit.impact.nps'),
    cell: (row) => (row.nps === null ? <NoValue /> : format.nps(row.nps)),
  },
  {
    id: 'confidence',
    header: t('kit.compare.confidence'),
    cell: (row) => (row.confidenceDelta === null ? <NoValue /> : format.delta(row.confidenceDelta)),
  },
  { id: 'commitments', header: t('kit.impact.commitments'), cell: (row) => row.commitmentCount },
  {
    id: 'response',
    header: t('kit.impact.responseRate'),
    cell: (row) => (row.responseRate === null ? <NoValue /> : format.percent(row.responseRate)),
  },
  {
    id: 'applied',
    header: t('kit.compare.applied'),
    cell: (row) => (row.applied === null ? <NoValue /> : format.percent(row.applied)),
  },
];

const headClass = 'py-2 pe-3 text-start font-medium';
const numberHeadClass = 'py-2 ps-3 text-end font-medium';
const numberClass = 'py-2 ps-3 text-end tabular-nums whitespace-nowrap';

interface Column<Row> {
  /** Names the column (its React key). */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/** A table of rows with a row heading and the figures, in a region that scrolls sideways on a narrow screen. */
function CompareTable<Row extends ImpactFigures>({
  caption,
  rowHeader,
  rowHeading,
  columns,
  rows,
  rowKey,
  print,
}: {
  caption: string;
  rowHeader: string;
  rowHeading: (row: Row) => ReactNode;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  print: boolean;
}) {
  const t = kit.useT();
  const format = useReportFormat();
  const all: Column<Row>[] = [
    ...columns,
    ...figureColumns(t, format).map((column) => ({ ...column, numeric: true })),
  ];
  const table = (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-border text-muted-foreground">
          <th scope="col" className={headClass}>
            {rowHeader}
          </th>
          {all.map((column) => (
            <th key={column.id} scope="col" className={column.numeric ? numberHeadClass : headClass}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-b border-border last:border-0 break-inside-avoid">
            <th scope="row" className="py-2 pe-3 text-start font-normal">
              {rowHeading(row)}
            </th>
            {all.map((column) => (
              <td key={column.id} className={column.numeric ? numberClass : 'py-2 pe-3 whitespace-nowrap'}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (print) return table;
  // Focusable so a keyboard can scroll a table wider than the screen; positioned, so the cells' screen-reader-only
  // text scrolls with it instead of widening the page.
  return (
    <div
      className="relative overflow-x-auto rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      role="group"
      aria-label={caption}
      tabIndex={0}
    >
      {table}
    </div>
  );
}

export function SessionsTable({
  sessions,
  print,
  renderSessionLink,
}: {
  sessions: ImpactSessionRow[];
  print: boolean;
  renderSessionLink?: (sessionId: string, children: ReactNode) => ReactNode;
}) {
  const t = kit.useT();
  const format = useReportFormat();
  return (
    <CompareTable
      caption={t('kit.compare.sessionsCaption')}
      rowHeader={t('kit.compare.session')}
      rowHeading={(row) =>
        !print && renderSessionLink ? renderSessionLink(row.sessionId, row.scenarioTitle) : row.scenarioTitle
      }
      columns={[
        { id: 'ended', header: t('kit.compare.ended'), cell: (row) => format.date(row.completedAt) },
        { id: 'host', header: t('kit.compare.host'), cell: (row) => row.hostName },
      ]}
      rows={sessions}
      rowKey={(row) => row.sessionId}
      print={print}
    />
  );
}

export function ScenariosTable({ scenarios, print }: { scenarios: ImpactScenarioRow[]; print: boolean }) {
  const t = kit.useT();
  return (
    <CompareTable
      caption={t('kit.compare.scenariosCaption')}
      rowHeader={t('kit.compare.scenario')}
      rowHeading={(row) => row.scenarioTitle}
      columns={[
        { id: 'sessions', header: t('kit.impact.sessions'), cell: (row) => row.sessionCount, numeric: true },
      ]}
      rows={scenarios}
      rowKey={(row) => row.scenarioId}
      print={print}
    />
  );
}

/** A playlist's steps in order: how confidence and the follow-up moved from one step to the next. */
export function PlaylistStepsTable({ steps, print }: { steps: ImpactPlaylistStepRow[]; print: boolean }) {
  const t = kit.useT();
  return (
    <CompareTable
      caption={t('kit.compare.stepsCaption')}
      rowHeader={t('kit.compare.step')}
      rowHeading={(row) => `${t('kit.step', { step: row.position + 1 })} ${row.scenarioTitle}`}
      columns={[
        { id: 'sessions', header: t('kit.impact.sessions'), cell: (row) => row.sessionCount, numeric: true },
      ]}
      rows={steps}
      rowKey={(row) => row.stepId}
      print={print}
    />
  );
}
