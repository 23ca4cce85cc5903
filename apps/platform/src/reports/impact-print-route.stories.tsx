import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { emptyImpactReport, errorBody, operatorAdmin } from '../stories/fixtures';
import { screenDecorator, screenDocs } from '../stories/screen';
import ImpactPrintRoute from './impact-print-route';

const aggregates = {
  ...emptyImpactReport({
    companyName: null,
    from: '2026-01-01',
    to: '2026-03-31',
    sessionCount: 3,
    participantCount: 41,
    aggregatesOnly: true,
  }),
  nps: {
    count: 4,
    score: 25,
    promoters: 2,
    passives: 1,
    detractors: 1,
    distribution: [0, 0, 0, 0, 0, 1, 0, 1, 0, 1, 1],
  },
};

/** The page the server prints as the PDF: it marks `<html>` once the report is drawn (or the error shown). */
const meta = {
  title: 'Screens/Host/Impact Report Print',
  component: ImpactPrintRoute,
  tags: ['no-visual'],
  parameters: {
    docs: screenDocs,
    screen: {
      path: '/impact/print',
      url: '/impact/print?from=2026-01-01&to=2026-03-31',
      user: operatorAdmin,
    },
    msw: { handlers: [http.get('/reports/impact', () => HttpResponse.json(aggregates))] },
  },
  decorators: [screenDecorator],
  beforeEach: () => () => {
    delete document.documentElement.dataset.reportReady;
  },
} satisfies Meta<typeof ImpactPrintRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.documentElement.dataset.reportReady).toBe('true'));
    await expect(canvas.getByText('All companies · Jan 1, 2026 – Mar 31, 2026')).toBeVisible();
    // Printed: every chart's table open, no controls.
    const figure = canvas.getByRole('figure', { name: 'Answers by score' });
    await expect(within(figure).getByRole('table')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/reports/impact', () =>
          HttpResponse.json(errorBody(404, 'NotFound', 'Session not found'), { status: 404 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.documentElement.dataset.reportReady).toBe('error'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Session not found');
  },
};
