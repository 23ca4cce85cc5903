import { zodResolver } from '@hookform/resolvers/zod';
import { Field, Input, Textarea, cn, type ComboboxOption } from '@readyteams/ui';
import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FilePickButton } from '../lib/file-pick-button';
import { FormActions } from '../lib/form-actions';
import { FormError } from '../lib/form-error';
import type { FormProps } from '../lib/form-types';
import { SelectField } from '../lib/select-field';
import { useSubmit } from '../lib/use-submit';
import {
  emptyHelpGuideValues,
  helpGuideSchema,
  toHelpGuidePayload,
  type HelpGuidePayload,
  type HelpGuideValues,
} from './help-guide-schema';
import { forms, useIssueText } from '../i18n/forms';

export const HELP_GUIDE_SUBMIT_FAILURE = 'forms.helpGuide.failed';

type HelpGuideFormProps = FormProps<HelpGuideValues, HelpGuidePayload> & {
  /** Create (a POST body, 'Save' buttons) or edit (a PATCH body, 'Update' buttons). */
  mode?: 'create' | 'edit';
  /** Help categories as {value: id, label: name}. */
  categories: ComboboxOption[];
  /** Uploads a chosen file (presigned flow) and answers its stored address; runs before onSubmit. */
  uploadFile: (file: File) => Promise<string>;
  /** Leaves the form; without it there is no Cancel button. */
  onCancel?: () => void;
};

type Picked = { file: File; url: string } | null;

/**
 * A help guide: title, description, category, optional audience, a video (URL or 'Upload Video File') and an
 * optional thumbnail (URL or 'Upload Thumbnail Image'). A chosen file stands in as a temporary local link
 * until submit, when it is uploaded first.
 */
function HelpGuideForm({
  mode = 'create',
  categories,
  uploadFile,
  defaultValues,
  onSubmit,
  serverError,
  onCancel,
  className,
}: HelpGuideFormProps) {
  const t = forms.useT();
  const say = useIssueText();
  const form = useForm({
    resolver: zodResolver(helpGuideSchema),
    defaultValues: { ...emptyHelpGuideValues, ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  const [video, setVideo] = React.useState<Picked>(null);
  const [image, setImage] = React.useState<Picked>(null);

  const pick =
    (field: 'videoUrl' | 'thumbnailUrl', set: (picked: Picked) => void, previous: Picked) =>
    (file: File | null) => {
      if (previous) URL.revokeObjectURL(previous.url);
      if (!file) {
        set(null);
        if (previous && form.getValues(field) === previous.url) form.setValue(field, '');
        return;
      }
      const url = URL.createObjectURL(file);
      set({ file, url });
      form.setValue(field, url, { shouldValidate: form.formState.isSubmitted });
    };

  const submit = useSubmit(
    form,
    async (values) => {
      // Only a file whose local link is still in the field is uploaded; a typed URL replaces it.
      const mediaUrl = video && values.videoUrl === video.url ? await uploadFile(video.file) : undefined;
      const thumbnailUrl =
        image && values.thumbnailUrl === image.url ? await uploadFile(image.file) : undefined;
      await onSubmit(toHelpGuidePayload(values, { mediaUrl, thumbnailUrl }));
    },
    {
      fallback: HELP_GUIDE_SUBMIT_FAILURE,
      fixedMessage: true,
      fieldMap: { mediaUrl: 'videoUrl', helpCategoriesId: 'category' },
    },
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('forms.helpGuide.label')}
      className={cn('grid gap-4', className)}
    >
      <Field label={t('forms.title')} required error={say(errors.title?.message)}>
        <Input {...form.register('title')} />
      </Field>
      <Field label={t('forms.description')} required error={say(errors.description?.message)}>
        <Textarea rows={5} {...form.register('description')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="category"
          render={({ field, fieldState }) => (
            <Field label={t('forms.category')} required error={say(fieldState.error?.message)}>
              <SelectField
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                options={categories}
              />
            </Field>
          )}
        />
        <Field label={t('forms.helpGuide.audience')} hint={t('forms.helpGuide.audienceHint')}>
          <Input placeholder={t('forms.helpGuide.allUsers')} {...form.register('targetAudience')} />
        </Field>
      </div>
      <div className="grid gap-2">
        <Field label={t('forms.helpGuide.videoUrl')} required error={say(errors.videoUrl?.message)}>
          <Input type="url" placeholder={t('forms.urlPlaceholder')} {...form.register('videoUrl')} />
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <FilePickButton kind="video" onPick={pick('videoUrl', setVideo, video)}>
            {t('forms.helpGuide.uploadVideo')}
          </FilePickButton>
          {video && (
            <p className="text-sm text-muted-foreground">
              {t('forms.helpGuide.selectedVideo', { name: video.file.name })}
            </p>
          )}
        </div>
      </div>
      <div className="grid gap-2">
        <Field
          label={t('forms.helpGuide.thumbnailUrl')}
          hint={t('forms.optional')}
          error={say(errors.thumbnailUrl?.message)}
        >
          <Input type="url" placeholder={t('forms.urlPlaceholder')} {...form.register('thumbnailUrl')} />
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <FilePickButton kind="image" onPick={pick('thumbnailUrl', setImage, image)}>
            {t('forms.helpGuide.uploadThumbnail')}
          </FilePickButton>
          {image && (
            <p className="text-sm text-muted-foreground">
              {t('forms.helpGuide.selectedImage', { name: image.file.name })}
            </p>
          )}
        </div>
      </div>
      <FormError message={serverError ?? errors.root?.server?.message} />
      <FormActions
        submitLabel={mode === 'edit' ? t('forms.helpGuide.update') : t('forms.helpGuide.publish')}
        submitting={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}

export { HelpGuideForm, type HelpGuideFormProps };
