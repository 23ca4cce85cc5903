import { useNavigate, useParams } from 'react-router';
import {
  useCreateFaq,
  useCreateFaqCategory,
  useCreateFaqTag,
  useFaq,
  useFaqCategories,
  useFaqTags,
  usePatchFaq,
  type components,
} from '@readyteams/api-client';
import { FaqForm, faqToFormValues, type FaqPayload } from '@readyteams/forms';
import { app } from '../../i18n/app';
import { paths } from '../../lib/paths';
import { AdminPage } from '../shared/admin-page';
import { LoadState } from '../shared/load-state';
import { useSaveWithToasts } from '../shared/save-with-toasts';
import { useLoadFailureToast } from '../shared/use-load-failure-toast';

/** /dashboard/admin/faq/new-faq and /edit/{id}. */
export default function FaqEditorRoute() {
  const { id } = useParams();
  const faqId = id ? Number(id) : undefined;
  const faq = useFaq(faqId);
  const failed = faqId !== undefined && !faq.isPending && !faq.data;
  const t = app.useT();
  useLoadFailureToast(failed, t('app.admin.faqs.loadFailed'));

  let content;
  if (faqId === undefined) content = <FaqEditor />;
  else if (faq.isPending) content = <LoadState>{t('app.common.loading')}</LoadState>;
  else if (!faq.data) content = <LoadState error>{t('app.admin.faqs.loadFailed')}</LoadState>;
  else content = <FaqEditor key={faqId} faq={faq.data} />;

  return (
    <AdminPage
      title={t(faqId === undefined ? 'app.admin.faqs.newTitle' : 'app.admin.faqs.editTitle')}
      backTo={{ to: paths.admin.manageFaqs, label: t('app.admin.faqs.title') }}
    >
      {content}
    </AdminPage>
  );
}

function FaqEditor({ faq }: { faq?: components['schemas']['Faq'] }) {
  const navigate = useNavigate();
  const categories = useFaqCategories();
  const tags = useFaqTags();
  const createFaq = useCreateFaq();
  const patchFaq = usePatchFaq();
  const createCategory = useCreateFaqCategory();
  const createTag = useCreateFaqTag();
  const t = app.useT();
  const saveWithToasts = useSaveWithToasts();

  const submit = async (payload: FaqPayload) => {
    await saveWithToasts(
      () =>
        faq
          ? patchFaq.mutateAsync({ id: faq.id, body: payload })
          : createFaq.mutateAsync({ ...payload, isActive: true }),
      {
        failure: t('app.admin.faqs.submitFailed'),
        failureTitle: t('app.admin.faqs.submitFailedTitle'),
        success: faq
          ? { title: t('app.admin.faqs.updated'), description: t('app.admin.faqs.updatedBody') }
          : { title: t('app.admin.faqs.created'), description: t('app.admin.faqs.createdBody') },
      },
    );
    navigate(paths.admin.manageFaqs);
  };

  return (
    <FaqForm
      mode={faq ? 'edit' : 'create'}
      defaultValues={faq ? faqToFormValues(faq) : undefined}
      categories={(categories.data?.data ?? []).map((category) => ({
        value: String(category.id),
        label: category.category,
      }))}
      tags={(tags.data?.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.tag }))}
      onCreateCategory={async (label) => {
        const created = await createCategory.mutateAsync({ category: label, isActive: true });
        return { value: String(created.id), label: created.category };
      }}
      onCreateTag={async (label) => {
        const created = await createTag.mutateAsync({ tag: label });
        return { value: String(created.id), label: created.tag };
      }}
      onSubmit={submit}
      onCancel={() => navigate(paths.admin.manageFaqs)}
    />
  );
}
