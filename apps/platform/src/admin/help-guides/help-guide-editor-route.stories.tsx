import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor } from 'storybook/test';
import { screenDecorator, screenDocs } from '../../stories/screen';
import {
  failing,
  helpCategories,
  helpGuides,
  listHandler,
  operatorAdmin,
  resourceServer,
} from '../../stories/fixtures';
import HelpGuideEditorRoute from './help-guide-editor-route';

const STORED = 'https://media.readyteams.example/uploads/tutorial.webm';

/** Help guides plus the presigned upload flow: POST /s3-presigned, then PUT to the signed URL. */
function guideServer() {
  const server = resourceServer('/help-guides', helpGuides);
  const uploads: string[] = [];
  const handlers = [
    ...server.handlers,
    listHandler('/help-categories', helpCategories),
    http.post('/s3-presigned', async ({ request }) => {
      const body = (await request.json()) as { fileName: string; fileType: string };
      uploads.push(`presign ${body.fileName} ${body.fileType}`);
      return HttpResponse.json({ url: `${STORED}?expires=1&signature=abc`, method: 'PUT' });
    }),
    http.put(STORED, ({ request }) => {
      uploads.push(`put ${request.headers.get('content-type')}`);
      return new HttpResponse(null, { status: 200 });
    }),
  ];
  return { handlers, sent: server.sent, uploads };
}

const meta = {
  title: 'Screens/Admin/Help Guide Editor',
  component: HelpGuideEditorRoute,
  tags: ['no-visual'],
  parameters: {
    docs: screenDocs,
    screen: { path: '/dashboard/admin/help-guides/new-help-guide', user: operatorAdmin },
    msw: { handlers: guideServer().handlers },
  },
  decorators: [screenDecorator],
} satisfies Meta<typeof HelpGuideEditorRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const created = guideServer();
/** A chosen video is uploaded first (presigned), then saved as its address without the query string. */
export const NewGuideWithUpload: Story = {
  parameters: { msw: { handlers: created.handlers } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'New Help Guide' })).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/^Title/), 'Ending a session');
    await userEvent.type(
      canvas.getByLabelText(/^Description/),
      'How to close a session and read its report.',
    );
    await userEvent.click(canvas.getByRole('combobox', { name: /^Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Running sessions' }));
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"][accept="video/*"]')!;
    await userEvent.upload(input, new File(['video'], 'tutorial.webm', { type: 'video/webm' }));
    await expect(canvas.getByText('Selected video: tutorial.webm')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish Guide' }));
    await expect(await screen.findByText('Help guide saved successfully!')).toBeInTheDocument();
    await expect(created.uploads).toEqual(['presign tutorial.webm video/webm', 'put video/webm']);
    await expect(created.sent[0]).toMatchObject({
      title: 'Ending a session',
      mediaUrl: STORED,
      helpCategoriesId: 2,
      isActive: true,
    });
  },
};

const edited = guideServer();
export const EditGuide: Story = {
  parameters: {
    screen: {
      path: '/dashboard/admin/help-guides/edit/:id',
      url: '/dashboard/admin/help-guides/edit/1',
    },
    msw: { handlers: edited.handlers },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Edit Help Guide' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText(/^Title/)).toHaveValue('Your first live session'), {
      timeout: 5000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Update Guide' }));
    await expect(await screen.findByText('Help guide saved successfully!')).toBeInTheDocument();
    await expect(edited.sent[0]).toMatchObject({ helpCategoriesId: 2, targetAudience: 'Facilitators' });
  },
};

export const SubmitFails: Story = {
  parameters: {
    screen: {
      path: '/dashboard/admin/help-guides/edit/:id',
      url: '/dashboard/admin/help-guides/edit/1',
    },
    msw: { handlers: [failing('patch', '/help-guides/:id'), ...guideServer().handlers] },
  },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByLabelText(/^Title/)).toHaveValue('Your first live session'), {
      timeout: 5000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Update Guide' }));
    await waitFor(() => expect(screen.getAllByText('Failed to submit help guide')).toHaveLength(2));
  },
};
