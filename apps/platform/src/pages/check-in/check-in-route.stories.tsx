import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import type { components } from '@readyteams/api-client';
import { errorBody } from '../../stories/fixtures';
import { screenDecorator, screenDocs } from '../../stories/screen';
import CheckInRoute from './check-in-route';

const checkIn: components['schemas']['CheckIn'] = {
  scenarioTitle: 'Handling conflict at the front desk',
  commitment: 'Let the other person finish before I answer.',
  question: 'Did you put it into practice?',
  answered: false,
};

/** The follow-up e-mail's link, opened without an account. */
function checkInServer(post: () => Response) {
  const sent: unknown[] = [];
  const handlers = [
    http.get('/check-ins/:token', ({ params }) =>
      params.token === 'good-token'
        ? HttpResponse.json(checkIn)
        : HttpResponse.json(errorBody(404, 'NotFound', 'This check-in link is not valid.'), { status: 404 }),
    ),
    http.post('/check-ins/:token', async ({ request }) => {
      sent.push(await request.json());
      return post();
    }),
  ];
  return { sent, handlers };
}

const answered = checkInServer(() => HttpResponse.json({ ...checkIn, answered: true }));

const meta = {
  title: 'Screens/Public/Check-in',
  component: CheckInRoute,
  tags: ['no-visual'],
  parameters: {
    docs: screenDocs,
    screen: { path: '/check-in/:token', url: '/check-in/good-token' },
    layout: 'fullscreen',
    msw: { handlers: answered.handlers },
  },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  decorators: [screenDecorator],
} satisfies Meta<typeof CheckInRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Answer: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(checkIn.commitment)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comment (optional)' }), 'Every meeting now.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Thank you. Your answer has been recorded.' }),
    ).toBeVisible();
    await expect(answered.sent).toEqual([{ answer: 'yes', comment: 'Every meeting now.' }]);
  },
};

/** Answered meanwhile from another tab: the server's words, and nothing else changes. */
export const AlreadyAnswered: Story = {
  parameters: {
    msw: {
      handlers: checkInServer(() =>
        HttpResponse.json(errorBody(409, 'Conflict', 'This check-in has already been answered.'), {
          status: 409,
        }),
      ).handlers,
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Not yet' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This check-in has already been answered.',
    );
  },
};

export const NotValid: Story = {
  parameters: { screen: { url: '/check-in/wrong-token' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This check-in link is not valid.');
  },
};

export const Expired: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/check-ins/:token', () =>
          HttpResponse.json(errorBody(410, 'Gone', 'This check-in link has expired.'), { status: 410 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This check-in link has expired.');
  },
};
