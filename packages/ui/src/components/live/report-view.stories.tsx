import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ReportView } from './report-view';
import { results, wordCloudResult } from '../../stories/fixtures';

const meta = {
  title: 'Screens/Live/Report',
  component: ReportView,
  tags: ['no-visual'],
  args: { results, onDownloadCsv: fn() },
} satisfies Meta<typeof ReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Handling conflict at the front desk' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('+1.60')).toBeInTheDocument();
    await expect(canvas.getByText('2.30 before → 3.90 after')).toBeInTheDocument();
    await expect(canvas.getByText('NPS +40')).toBeInTheDocument();
    await expect(canvas.getByText('Average 2.3 of 5')).toBeInTheDocument();
    await expect(canvas.getByText('Listen before I act.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await expect(args.onDownloadCsv).toHaveBeenCalled();
  },
};

export const NoAnswers: Story = {
  args: {
    results: {
      ...results,
      answerCount: 0,
      participantCount: 0,
      polls: [],
      confidence: { before: null, after: null, delta: null, pairs: 0 },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('–')).toBeInTheDocument();
  },
};

export const WithWordCloud: Story = {
  args: { results: { ...results, polls: [...results.polls, wordCloudResult()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'In a word' })).toBeInTheDocument();
    await expect(canvas.getByText('28 answers')).toBeInTheDocument();
    const cloud = canvas.getByRole('list', { name: 'Word cloud' });
    await expect(cloud).toHaveTextContent('Scary: 7');
    await expect(cloud.querySelectorAll('li')).toHaveLength(9);
  },
};
