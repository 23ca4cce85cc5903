import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { components } from '@readyteams/api-client';
import {
  companies,
  companyAdmin,
  dashboardHandlers,
  emptyImpactReport,
  errorBody,
  host,
  listHandler,
  operatorAdmin,
  scenarios,
} from '../stories/fixtures';
import { screenDecorator, screenDocs } from '../stories/screen';
import ImpactRoute from './impact-route';

type Schemas = components['schemas'];

const SESSION_ID = '5b0c7a1e-0000-4000-8000-000000000001';

/** A company's report over two sessions, in the contract's shape. */
const report = (query: URLSearchParams): Schemas['ImpactReport'] => ({
  ...emptyImpactReport({
    from: query.get('from'),
    to: query.get('to'),
    sessionId: query.get('sessionId'),
    scenarioId: query.get('scenarioId') ? Number(query.get('scenarioId')) : null,
    scenarioTitle: query.get('sessionId') ? 'Handling conflict at the front desk' : null,
    sessionCount: query.get('sessionId') ? 1 : 2,
    participantCount: 26,
  }),
  sessions: [
    {
      sessionId: SESSION_ID,
      scenarioId: 1,
      scenarioTitle: 'Handling conflict at the front desk',
      hostName: 'Dana Host',
      completedAt: '2026-03-24T15:10:00.000Z',
      participantCount: 14,
      nps: 43,
      confidenceDelta: 0.92,
      commitmentCount: 5,
      responseRate: null,
      applied: null,
    },
    {
      sessionId: '5b0c7a1e-0000-4000-8000-000000000002',
      scenarioId: 2,
      scenarioTitle: 'Giving feedback that lands',
      hostName: 'Dana Host',
      completedAt: '2026-03-12T10:45:00.000Z',
      participantCount: 12,
      nps: 33,
      confidenceDelta: 0.61,
      commitmentCount: 0,
      responseRate: null,
      applied: null,
    },
  ],
  scenarios: [],
});

/** The report's calls, each with its query, for the stories to check what the page asked for. */
function impactServer() {
  const asked: URLSearchParams[] = [];
  const handlers = [
    http.get('/reports/impact', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      return HttpResponse.json(report(query));
    }),
    http.get('/reports/impact.pdf', () =>
      HttpResponse.json(
        errorBody(503, 'Unavailable', 'PDF export is not available right now. Try again in a minute.'),
        { status: 503 },
      ),
    ),
    listHandler('/scenarios', scenarios(3)),
    listHandler('/companies', companies),
    ...dashboardHandlers(),
  ];
  return { asked, handlers };
}

const meta = {
  title: 'Screens/Host/Impact Report',
  component: ImpactRoute,
  tags: ['no-visual'],
  parameters: {
    docs: screenDocs,
    screen: { path: '/dashboard/impact', user: companyAdmin, shell: true },
    layout: 'fullscreen',
    msw: { handlers: impactServer().handlers },
  },
  decorators: [screenDecorator],
} satisfies Meta<typeof ImpactRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const filtered = impactServer();
/** The filters go into the address and the report's request; "All scenarios" takes the filter off again. */
export const Filters: Story = {
  parameters: {
    screen: { path: '/dashboard/impact', url: '/dashboard/impact?from=2026-01-01&to=2026-03-31' },
    msw: { handlers: filtered.handlers },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Northwind Health · Jan 1, 2026 – Mar 31, 2026')).toBeVisible();
    const first = filtered.asked.at(-1)!;
    await expect([first.get('from'), first.get('to')]).toEqual(['2026-01-01', '2026-03-31']);
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-01-01');
    // A company admin has no company filter: the server holds them to their company.
    await expect(canvas.queryByRole('combobox', { name: 'Company' })).toBeNull();

    await userEvent.click(canvas.getByRole('combobox', { name: 'Scenario' }));
    await userEvent.click(await screen.findByRole('option', { name: scenarios(3)[1]!.title }));
    await waitFor(() => expect(filtered.asked.at(-1)?.get('scenarioId')).toBe(String(scenarios(3)[1]!.id)));
    await expect(filtered.asked.at(-1)?.get('from')).toBe('2026-01-01');

    await userEvent.click(canvas.getByRole('combobox', { name: 'Scenario' }));
    await userEvent.click(await screen.findByRole('option', { name: 'All scenarios' }));
    await waitFor(() => expect(filtered.asked.at(-1)?.has('scenarioId')).toBe(false));

    // Each session of the comparison links to its own report.
    const sessions = canvas.getByRole('table', { name: 'Each session (team), newest first' });
    await expect(
      within(sessions).getByRole('link', { name: 'Handling conflict at the front desk' }),
    ).toHaveAttribute('href', `/dashboard/reports/${SESSION_ID}`);
  },
};

const operators = impactServer();
/** An operator admin may pick a company (all companies without one). */
export const OperatorPicksACompany: Story = {
  parameters: { screen: { user: operatorAdmin }, msw: { handlers: operators.handlers } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Impact report' })).toBeVisible();
    await expect(await canvas.findByText(/^Northwind Health · All time$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Company' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Harbor Financial' }));
    await waitFor(() => expect(operators.asked.at(-1)?.get('companyId')).toBe('3'));
  },
};

const oneSession = impactServer();
/** Opened from a session's report: that session alone, until the host asks for all of them. */
export const FromASessionReport: Story = {
  parameters: {
    screen: { path: '/dashboard/impact', url: `/dashboard/impact?sessionId=${SESSION_ID}`, user: host },
    msw: { handlers: oneSession.handlers },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/^Session: Handling conflict at the front desk/)).toBeVisible();
    await expect(oneSession.asked.at(-1)?.get('sessionId')).toBe(SESSION_ID);
    await expect(canvas.getByText('This report covers one session.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Report on all sessions' }));
    await waitFor(() => expect(oneSession.asked.at(-1)?.has('sessionId')).toBe(false));
    await expect(await canvas.findByRole('combobox', { name: 'Scenario' })).toBeVisible();
  },
};

/** The server cannot print now: the toast says so in its words. */
export const PdfUnavailable: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Download PDF' }));
    await expect(
      await screen.findByText('PDF export is not available right now. Try again in a minute.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  },
};

/** A start after the end: the server's message, with the filters still there to fix it. */
export const WrongRange: Story = {
  parameters: {
    screen: { path: '/dashboard/impact', url: '/dashboard/impact?from=2026-04-01&to=2026-03-01' },
    msw: {
      handlers: [
        http.get('/reports/impact', () =>
          HttpResponse.json(errorBody(400, 'BadRequest', 'The start date must not be after the end date'), {
            status: 400,
          }),
        ),
        listHandler('/scenarios', scenarios(3)),
        ...dashboardHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The start date must not be after the end date',
    );
    await expect(canvas.getByLabelText('To')).toHaveValue('2026-03-01');
  },
};
