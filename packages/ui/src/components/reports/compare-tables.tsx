// The impact report's comparison: the sessions (teams) and the scenarios side by side, with the same figures.
import type { ReactNode } from 'react';
import { formatDate, formatDelta, formatNps, formatPercent } from './format';
import { NoValue } from './parts';
import type { ImpactFigures, ImpactScenarioRow, ImpactSessionRow } from './types';

const FIGURE_COLUMNS: Array<{ header: string; cell: (row: ImpactFigures) => ReactNode }> = [
  { header: 'Participants', cell: (row) => row.participantCount },
  { header: 'NPS', cell: (row) => (row.nps === null ? <NoValue /> : formatNps(row.nps)) },
  {
    header: 'Confidence change',
    cell: (row) => (row.confidenceDelta === null ? <NoValue /> : formatDelta(row.confidenceDelta)),
  },
  { header: 'Commitments', cell: (row) => row.commitmentCount },
  {
    header: 'Response rate',
    cell: (row) => (row.responseRate === null ? <NoValue /> : formatPercent(row.responseRate)),
  },
  { header: 'Applied', cell: (row) => (row.applied === null ? <NoValue /> : formatPercent(row.applied)) },
];

const headClass = 'py-2 pr-3 text-left font-medium';
const numberHeadClass = 'py-2 pl-3 text-right font-medium';
const numberClass = 'py-2 pl-3 text-right tabular-nums whitespace-nowrap';

interface Column<Row> {
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
  const all: Column<Row>[] = [...columns, ...FIGURE_COLUMNS.map((column) => ({ ...column, numeric: true }))];
  const table = (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-border text-muted-foreground">
          <th scope="col" className={headClass}>
            {rowHeader}
          </th>
          {all.map((column) => (
            <th key={column.header} scope="col" className={column.numeric ? numberHeadClass : headClass}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-b border-border last:border-0 break-inside-avoid">
            <th scope="row" className="py-2 pr-3 text-left font-normal">
              {rowHeading(row)}
            </th>
            {all.map((column) => (
              <td
                key={column.header}
                className={column.numeric ? numberClass : 'py-2 pr-3 whitespace-nowrap'}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (print) return table;
  // Focusable so a keyboard can scroll a table wider than the screen.
  return (
    <div
      className="overflow-x-auto rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
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
  return (
    <CompareTable
      caption="Each session (team), newest first"
      rowHeader="Session"
      rowHeading={(row) =>
        !print && renderSessionLink ? renderSessionLink(row.sessionId, row.scenarioTitle) : row.scenarioTitle
      }
      columns={[
        { header: 'Ended', cell: (row) => formatDate(row.completedAt) },
        { header: 'Host', cell: (row) => row.hostName },
      ]}
      rows={sessions}
      rowKey={(row) => row.sessionId}
      print={print}
    />
  );
}

export function ScenariosTable({ scenarios, print }: { scenarios: ImpactScenarioRow[]; print: boolean }) {
  return (
    <CompareTable
      caption="Each scenario, by title"
      rowHeader="Scenario"
      rowHeading={(row) => row.scenarioTitle}
      columns={[{ header: 'Sessions', cell: (row) => row.sessionCount, numeric: true }]}
      rows={scenarios}
      rowKey={(row) => row.scenarioId}
      print={print}
    />
  );
}
