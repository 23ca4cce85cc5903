import { useNavigate, useParams } from 'react-router';
import {
  uploadFile,
  useApiClient,
  useCompanyOptions,
  useCreateScenario,
  useCreateScenarioCategory,
  useCreateScenarioTag,
  usePatchScenario,
  useScenario,
  useScenarioCategories,
  useScenarioTags,
  type components,
} from '@readyteams/api-client';
import {
  DEFAULT_TAG_COLOR,
  ScenarioEditor,
  scenarioToFormValues,
  type ScenarioPayload,
  type ScenarioRead,
} from '@readyteams/forms';
import { app } from '../../i18n/app';
import { useAuth } from '../../lib/auth';
import { paths } from '../../lib/paths';
import { isOperatorAdmin } from '../navigation';
import { LoadState } from '../shared/load-state';
import { useSaveWithToasts } from '../shared/save-with-toasts';

type Schemas = components['schemas'];

/**
 * /dashboard/admin/scenario/new-scenario and /edit/{id}: the two-step flow (slides, then Publish Scenario).
 * A new scenario starts from the default template; an edit loads the read form and sends the patch body.
 */
export default function ScenarioEditorRoute() {
  const { id } = useParams();
  const scenarioId = id ? Number(id) : undefined;
  const scenario = useScenario(scenarioId);
  const t = app.useT();
  if (scenarioId === undefined) return <ScenarioEditorScreen />;
  if (scenario.isPending) return <LoadState>{t('app.common.loading')}</LoadState>;
  if (!scenario.data) return <LoadState error>{t('app.admin.scenarios.loadFailed')}</LoadState>;
  return <ScenarioEditorScreen key={scenarioId} scenario={scenario.data} />;
}

function ScenarioEditorScreen({ scenario }: { scenario?: Schemas['ScenarioRead'] }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const api = useApiClient();
  const operator = isOperatorAdmin(user);
  const categories = useScenarioCategories();
  const tags = useScenarioTags();
  const companies = useCompanyOptions();
  const createScenario = useCreateScenario();
  const patchScenario = usePatchScenario();
  const createCategory = useCreateScenarioCategory();
  const createTag = useCreateScenarioTag();
  const t = app.useT();
  const saveWithToasts = useSaveWithToasts();
  const submitFailure = t('app.admin.scenarios.submitFailed');

  const submit = async (payload: ScenarioPayload) => {
    await saveWithToasts(
      () =>
        scenario
          ? patchScenario.mutateAsync({ id: scenario.id, body: payload as Schemas['ScenarioPatch'] })
          : createScenario.mutateAsync(payload as Schemas['ScenarioCreate']),
      {
        failure: submitFailure,
        success: { title: t('app.common.success'), description: t('app.admin.scenarios.saved') },
      },
    );
    navigate(paths.admin.manageScenarios);
  };

  return (
    <ScenarioEditor
      mode={scenario ? 'edit' : 'create'}
      // Only the operator publishes to the public library; a company admin's scenarios stay private.
      allowPublic={operator}
      defaultValues={scenario ? scenarioToFormValues(scenario as ScenarioRead) : undefined}
      categories={(categories.data?.data ?? []).map((category) => ({
        value: String(category.id),
        label: category.category,
      }))}
      tags={(tags.data?.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.tag }))}
      companies={(companies.data?.data ?? []).map((company) => ({
        value: String(company.id),
        label: company.name,
      }))}
      // Only the operator's admins manage categories and tags, so only they add new ones from here.
      onCreateCategory={
        operator
          ? async (label) => {
              const created = await createCategory.mutateAsync({ category: label, isActive: true });
              return { value: String(created.id), label: created.category };
            }
          : undefined
      }
      onCreateTag={
        operator
          ? async (label) => {
              const created = await createTag.mutateAsync({
                tag: label,
                color: DEFAULT_TAG_COLOR,
                isActive: true,
              });
              return { value: String(created.id), label: created.tag };
            }
          : undefined
      }
      uploadFile={(file, onProgress) =>
        saveWithToasts(
          () => uploadFile(file, { client: api, onProgress: ({ fraction }) => onProgress(fraction) }),
          { failure: submitFailure },
        )
      }
      onSubmit={submit}
      userName={user ? `${user.firstName} ${user.lastName}` : undefined}
    />
  );
}
