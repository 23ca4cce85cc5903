import { useNavigate, useParams } from 'react-router';
import {
  uploadFile,
  useApiClient,
  useCreateHelpGuide,
  useHelpCategories,
  useHelpGuide,
  usePatchHelpGuide,
  type components,
} from '@readyteams/api-client';
import { HelpGuideForm, helpGuideToFormValues, type HelpGuidePayload } from '@readyteams/forms';
import { paths } from '../../lib/paths';
import { AdminPage } from '../shared/admin-page';
import { LoadState } from '../shared/load-state';
import { saveWithToasts } from '../shared/save-with-toasts';

const SUBMIT_FAILURE = 'Failed to submit help guide';

/** /dashboard/admin/help-guides/new-help-guide and /edit/{id}; chosen files go up (presigned) before saving. */
export default function HelpGuideEditorRoute() {
  const { id } = useParams();
  const guideId = id ? Number(id) : undefined;
  const guide = useHelpGuide(guideId);

  let content;
  if (guideId === undefined) content = <HelpGuideEditor />;
  else if (guide.isPending) content = <LoadState>Loading...</LoadState>;
  else if (!guide.data) content = <LoadState error>Failed to load help guide</LoadState>;
  else content = <HelpGuideEditor key={guideId} guide={guide.data} />;

  return (
    <AdminPage
      title={guideId === undefined ? 'New Help Guide' : 'Edit Help Guide'}
      backTo={{ to: paths.admin.manageHelpGuides, label: 'Help Guides' }}
    >
      {content}
    </AdminPage>
  );
}

function HelpGuideEditor({ guide }: { guide?: components['schemas']['HelpGuide'] }) {
  const navigate = useNavigate();
  const api = useApiClient();
  const categories = useHelpCategories();
  const createGuide = useCreateHelpGuide();
  const patchGuide = usePatchHelpGuide();

  const submit = async (payload: HelpGuidePayload) => {
    await saveWithToasts(
      () =>
        guide
          ? patchGuide.mutateAsync({ id: guide.id, body: payload })
          : createGuide.mutateAsync({ ...payload, isActive: true }),
      {
        failure: SUBMIT_FAILURE,
        success: { title: 'Success', description: 'Help guide saved successfully!' },
      },
    );
    navigate(paths.admin.manageHelpGuides);
  };

  return (
    <HelpGuideForm
      mode={guide ? 'edit' : 'create'}
      defaultValues={guide ? helpGuideToFormValues(guide) : undefined}
      categories={(categories.data?.data ?? []).map((category) => ({
        value: String(category.id),
        label: category.name,
      }))}
      uploadFile={(file) =>
        saveWithToasts(() => uploadFile(file, { client: api }), { failure: SUBMIT_FAILURE })
      }
      onSubmit={submit}
      onCancel={() => navigate(paths.admin.manageHelpGuides)}
    />
  );
}
