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
import { app } from '../../i18n/app';
import { paths } from '../../lib/paths';
import { AdminPage } from '../shared/admin-page';
import { LoadState } from '../shared/load-state';
import { useSaveWithToasts } from '../shared/save-with-toasts';

/** /dashboard/admin/help-guides/new-help-guide and /edit/{id}; chosen files go up (presigned) before saving. */
export default function HelpGuideEditorRoute() {
  const { id } = useParams();
  const guideId = id ? Number(id) : undefined;
  const guide = useHelpGuide(guideId);
  const t = app.useT();

  let content;
  if (guideId === undefined) content = <HelpGuideEditor />;
  else if (guide.isPending) content = <LoadState>{t('app.common.loading')}</LoadState>;
  else if (!guide.data) content = <LoadState error>{t('app.admin.helpGuides.loadFailed')}</LoadState>;
  else content = <HelpGuideEditor key={guideId} guide={guide.data} />;

  return (
    <AdminPage
      title={t(guideId === undefined ? 'app.admin.helpGuides.newTitle' : 'app.admin.helpGuides.editTitle')}
      backTo={{ to: paths.admin.manageHelpGuides, label: t('app.admin.helpGuides.title') }}
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
  const t = app.useT();
  const saveWithToasts = useSaveWithToasts();
  const submitFailure = t('app.admin.helpGuides.submitFailed');

  const submit = async (payload: HelpGuidePayload) => {
    await saveWithToasts(
      () =>
        guide
          ? patchGuide.mutateAsync({ id: guide.id, body: payload })
          : createGuide.mutateAsync({ ...payload, isActive: true }),
      {
        failure: submitFailure,
        success: { title: t('app.common.success'), description: t('app.admin.helpGuides.saved') },
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
        saveWithToasts(() => uploadFile(file, { client: api }), { failure: submitFailure })
      }
      onSubmit={submit}
      onCancel={() => navigate(paths.admin.manageHelpGuides)}
    />
  );
}
