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

export const HELP_GUIDE_SUBMIT_FAILURE = 'Failed to submit help guide';

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
    <form noValidate onSubmit={submit} aria-label="Help guide" className={cn('grid gap-4', className)}>
      <Field label="Title" required error={errors.title?.message}>
        <Input {...form.register('title')} />
      </Field>
      <Field label="Description" required error={errors.description?.message}>
        <Textarea rows={5} {...form.register('description')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="category"
          render={({ field, fieldState }) => (
            <Field label="Category" required error={fieldState.error?.message}>
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
        <Field label="Target Audience" hint="Optional; empty means all users">
          <Input placeholder="All Users" {...form.register('targetAudience')} />
        </Field>
      </div>
      <div className="grid gap-2">
        <Field label="Video URL" required error={errors.videoUrl?.message}>
          <Input type="url" placeholder="https://" {...form.register('videoUrl')} />
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <FilePickButton kind="video" onPick={pick('videoUrl', setVideo, video)}>
            Upload Video File
          </FilePickButton>
          {video && <p className="text-sm text-muted-foreground">Selected video: {video.file.name}</p>}
        </div>
      </div>
      <div className="grid gap-2">
        <Field label="Thumbnail Image URL" hint="Optional" error={errors.thumbnailUrl?.message}>
          <Input type="url" placeholder="https://" {...form.register('thumbnailUrl')} />
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <FilePickButton kind="image" onPick={pick('thumbnailUrl', setImage, image)}>
            Upload Thumbnail Image
          </FilePickButton>
          {image && <p className="text-sm text-muted-foreground">Selected image: {image.file.name}</p>}
        </div>
      </div>
      <FormError message={serverError ?? errors.root?.server?.message} />
      <FormActions
        submitLabel={mode === 'edit' ? 'Update Guide' : 'Publish Guide'}
        submitting={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}

export { HelpGuideForm, type HelpGuideFormProps };
