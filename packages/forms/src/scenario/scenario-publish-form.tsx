import { zodResolver } from '@hookform/resolvers/zod';
import {
  Badge,
  Button,
  Card,
  Field,
  Input,
  MediaUpload,
  Progress,
  Switch,
  Textarea,
  cn,
  type ComboboxOption,
} from '@readyteams/ui';
import { useFormat } from '@readyteams/ui/i18n';
import { ExternalLinkIcon, PencilIcon, PlusIcon, Trash2Icon } from '@readyteams/ui/icons';
import * as React from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { CreatableSelectField, type CreateOption } from '../lib/creatable-select-field';
import { FormError } from '../lib/form-error';
import { SelectField } from '../lib/select-field';
import { useSubmit } from '../lib/use-submit';
import { emptyPublishValues, publishSchema, type PublishValues } from './publish-schema';
import { ResourceModal } from './resource-modal';
import { RESOURCE_TYPES, type ResourceValue } from './resource-schema';
import { forms, useIssueText } from '../i18n/forms';

export const SCENARIO_SUBMIT_FAILURE = 'forms.publish.failed';
const NO_CUSTOMER = 'none';

/** A file being uploaded before the save: its name and how far the transfer has got (0 to 1). */
type UploadState = { name: string; fraction: number };

type ScenarioPublishFormProps = {
  /** The values the step starts with (an edit: the scenario's, through scenarioToFormValues). */
  defaultValues?: Partial<PublishValues>;
  /** Scenario categories as {value: id, label: category}. */
  categories: ComboboxOption[];
  /** Scenario tags as {value: id, label: tag}. */
  tags: ComboboxOption[];
  /** Companies (customer/source) as {value: id, label: name}. */
  companies: ComboboxOption[];
  /** Stores a category typed in the field and answers it; without it no new category can be typed. */
  onCreateCategory?: CreateOption;
  /** Stores a tag typed in the field and answers it; without it no new tag can be typed. */
  onCreateTag?: CreateOption;
  /**
   * Whether the user may publish to the public library (operator admins). Otherwise the switch stays on
   * Private, as the server refuses public scenarios from anyone else.
   */
  allowPublic?: boolean;
  /** Back to the slides, with the values so far (kept for when the user returns). */
  onBack: (values: PublishValues) => void;
  /** Publish with valid values; a rejection shows as the form's error. */
  onSubmit: (values: PublishValues) => Promise<void>;
  /** An error to show above the buttons, from the caller (the server's message). */
  serverError?: string | null;
  /** The upload Publish is waiting for, shown as a progress bar above the buttons. */
  upload?: UploadState | null;
  /** The author named under the heading (without one, the document's placeholder 'Admin User'). */
  userName?: string;
  /** The date shown under the heading (stories pin it). */
  today?: Date;
  /** Classes added to the form; where they conflict with its own, yours win. */
  className?: string;
};

/** Step 2 of the scenario flow, 'Publish Scenario': two columns, Back and Publish. */
function ScenarioPublishForm({
  defaultValues,
  categories,
  tags,
  companies,
  onCreateCategory,
  onCreateTag,
  allowPublic = true,
  onBack,
  onSubmit,
  serverError,
  upload,
  userName,
  today,
  className,
}: ScenarioPublishFormProps) {
  const t = forms.useT();
  const say = useIssueText();
  const typeName = (type: string) => {
    const known = RESOURCE_TYPES.find((option) => option.value === type);
    return known ? t(known.label) : type;
  };
  const form = useForm({
    resolver: zodResolver(publishSchema),
    defaultValues: { ...emptyPublishValues, ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  const thumbNailUrl = useWatch({ control: form.control, name: 'thumbNailUrl' });
  const resources = useFieldArray({ control: form.control, name: 'resources', keyName: 'fieldKey' });
  const [modal, setModal] = React.useState<{ open: boolean; editIndex: number | null }>({
    open: false,
    editIndex: null,
  });
  const format = useFormat();
  const [day] = React.useState(() => today ?? new Date());
  const date = format.date(day, { year: 'numeric', month: 'long', day: 'numeric' });
  const submit = useSubmit(
    form,
    (values) => onSubmit({ ...(values as PublishValues), isPublic: allowPublic && values.isPublic }),
    {
      fallback: SCENARIO_SUBMIT_FAILURE,
      fixedMessage: true,
      fieldMap: {
        categoryId: 'category',
        notes: 'internalNotes',
        source: 'customer',
        thumbNailUrl: 'thumbnail',
      },
    },
  );
  const editedResource =
    modal.editIndex === null ? null : (form.getValues(`resources.${modal.editIndex}`) as ResourceValue);

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="publish-scenario-heading"
      className={cn('grid gap-6', className)}
    >
      <div className="grid gap-1">
        <h1 id="publish-scenario-heading" className="text-2xl font-semibold tracking-tight">
          {t('forms.publish.heading')}
        </h1>
        <p className="text-sm text-muted-foreground">
          {userName ?? t('forms.publish.placeholderUser')} · <time>{date}</time>
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="grid content-start gap-4">
          <Controller
            control={form.control}
            name="isPublic"
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <span className="text-sm" aria-hidden="true">
                  {t('forms.publish.private')}
                </span>
                <Switch
                  aria-label={t('forms.publish.public')}
                  aria-describedby={allowPublic ? undefined : 'public-library-note'}
                  disabled={!allowPublic}
                  checked={allowPublic && field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
                <span className="text-sm" aria-hidden="true">
                  {t('forms.publish.public')}
                </span>
                {!allowPublic && (
                  <p id="public-library-note" className="text-xs text-muted-foreground">
                    {t('forms.publish.publicNote')}
                  </p>
                )}
              </div>
            )}
          />
          <Controller
            control={form.control}
            name="thumbnail"
            render={({ field, fieldState }) => (
              <div className="grid gap-2">
                <Field label={t('forms.publish.thumbnail')} error={say(fieldState.error?.message)}>
                  <MediaUpload
                    kind="image"
                    value={field.value ?? null}
                    previewUrl={thumbNailUrl || null}
                    onChange={(file) => field.onChange(file)}
                  />
                </Field>
                {(field.value || thumbNailUrl) && (
                  <div>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      onClick={() => {
                        field.onChange(null);
                        form.setValue('thumbNailUrl', '');
                      }}
                    >
                      {t('forms.publish.removeThumbnail')}
                    </Button>
                  </div>
                )}
              </div>
            )}
          />
          <Field label={t('forms.title')} required error={say(errors.title?.message)}>
            <Input {...form.register('title')} />
          </Field>
          <CreatableSelectField
            form={form}
            name="category"
            label={t('forms.category')}
            required
            options={categories}
            onCreate={onCreateCategory}
            createFailure="forms.createCategoryFailed"
          />
          <CreatableSelectField
            form={form}
            name="tags"
            label={t('forms.tags')}
            multiple
            options={tags}
            onCreate={onCreateTag}
            createFailure="forms.createTagFailed"
          />
          {/* The document's label says 10-90 while the rule allows 10 to 100 characters. */}
          <Field label={t('forms.publish.description')} required error={say(errors.description?.message)}>
            <Input {...form.register('description')} />
          </Field>
          <Field
            label={t('forms.script')}
            required
            hint={t('forms.publish.scriptHint')}
            error={say(errors.script?.message)}
          >
            <Textarea rows={8} {...form.register('script')} />
          </Field>
        </div>
        <div className="grid content-start gap-4">
          <section className="grid gap-2" aria-labelledby="resources-heading">
            <div className="flex items-center justify-between gap-2">
              <h2 id="resources-heading" className="text-sm font-medium">
                {t('forms.publish.resources')}
              </h2>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setModal({ open: true, editIndex: null })}
              >
                <PlusIcon aria-hidden="true" />
                {t('forms.resource.add')}
              </Button>
            </div>
            {resources.fields.length === 0 && (
              <p className="text-sm text-muted-foreground">{t('forms.publish.noResources')}</p>
            )}
            <ul className="grid gap-2">
              {resources.fields.map((field, index) => {
                const resource = field as unknown as ResourceValue;
                const resourceErrors = errors.resources?.[index];
                const problem =
                  resourceErrors &&
                  Object.values(resourceErrors).find(
                    (error) => error && typeof error === 'object' && 'message' in error,
                  );
                return (
                  <li key={field.fieldKey}>
                    <Card className="flex-row items-start gap-2 p-3">
                      <div className="grid min-w-0 flex-1 gap-1">
                        <p className="flex items-center gap-2 text-sm font-medium">
                          {resource.title}
                          <Badge variant="secondary">{typeName(resource.type)}</Badge>
                        </p>
                        <a
                          href={resource.linkUrl}
                          target="_blank"
                          rel="noreferrer"
                          className="inline-flex items-center gap-1 truncate text-xs text-primary underline-offset-4 hover:underline"
                        >
                          {resource.linkUrl}
                          <ExternalLinkIcon className="size-3" aria-hidden="true" />
                        </a>
                        <p className="text-xs text-muted-foreground">{resource.description}</p>
                        {problem && (
                          <p role="alert" className="text-sm text-destructive">
                            {say((problem as { message?: string }).message)}
                          </p>
                        )}
                      </div>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon-sm"
                        aria-label={t('forms.publish.editResource', { title: resource.title })}
                        onClick={() => setModal({ open: true, editIndex: index })}
                      >
                        <PencilIcon aria-hidden="true" />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon-sm"
                        aria-label={t('forms.publish.deleteResource', { title: resource.title })}
                        onClick={() => resources.remove(index)}
                      >
                        <Trash2Icon aria-hidden="true" />
                      </Button>
                    </Card>
                  </li>
                );
              })}
            </ul>
          </section>
          <Controller
            control={form.control}
            name="customer"
            render={({ field }) => (
              <Field label={t('forms.publish.customer')}>
                <SelectField
                  value={field.value || NO_CUSTOMER}
                  onValueChange={(value) => field.onChange(value === NO_CUSTOMER ? '' : value)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  options={[{ value: NO_CUSTOMER, label: t('forms.publish.none') }, ...companies]}
                />
              </Field>
            )}
          />
          <Field label={t('forms.publish.authorName')} required error={say(errors.authorName?.message)}>
            <Input autoComplete="name" {...form.register('authorName')} />
          </Field>
          <Field label={t('forms.publish.authorEmail')} required error={say(errors.authorEmail?.message)}>
            <Input type="email" autoComplete="email" {...form.register('authorEmail')} />
          </Field>
          <Field
            label={t('forms.publish.notes')}
            hint={t('forms.publish.notesHint')}
            error={say(errors.internalNotes?.message)}
          >
            <Textarea rows={4} {...form.register('internalNotes')} />
          </Field>
        </div>
      </div>
      <FormError message={serverError ?? errors.root?.server?.message} />
      {upload && <UploadProgress upload={upload} />}
      <div className="flex justify-between gap-2">
        <Button type="button" variant="outline" onClick={() => onBack(form.getValues() as PublishValues)}>
          {t('forms.publish.back')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('forms.publish.publishing') : t('forms.publish.submit')}
        </Button>
      </div>
      <ResourceModal
        open={modal.open}
        resource={editedResource}
        onOpenChange={(open) =>
          setModal((current) => (open ? { ...current, open } : { open: false, editIndex: null }))
        }
        onSave={(resource) => {
          if (modal.editIndex === null) resources.append(resource);
          else resources.update(modal.editIndex, resource);
        }}
      />
    </form>
  );
}

/** 'Uploading {file}: 45%' and its bar, while Publish waits for a file to reach the server. */
function UploadProgress({ upload }: { upload: UploadState }) {
  const t = forms.useT();
  const format = useFormat();
  const label = t('forms.publish.uploading', { name: upload.name });
  const percent = Math.round(upload.fraction * 100);
  return (
    <div className="grid gap-2">
      {/* The bar says the same to assistive technology (its name and value). */}
      <p className="flex justify-between gap-4 text-sm" aria-hidden="true">
        <span className="min-w-0 truncate">{label}</span>
        <span className="tabular-nums">{format.percent(percent)}</span>
      </p>
      <Progress aria-label={label} value={percent} />
    </div>
  );
}

export { ScenarioPublishForm, type ScenarioPublishFormProps, type UploadState };
