import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Card, Field, Input, MediaUpload, Textarea, cn } from '@readyteams/ui';
import { GripVerticalIcon, PencilIcon, PlusIcon, Trash2Icon } from '@readyteams/ui/icons';
import * as React from 'react';
import {
  Controller,
  get,
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type UseFormReturn,
} from 'react-hook-form';
import { FilePickButton } from '../lib/file-pick-button';
import { FormError } from '../lib/form-error';
import { SelectField } from '../lib/select-field';
import { SortableList, useSortableItem, type HandleProps } from '../lib/sortable-list';
import { errorMessage } from '../lib/use-submit';
import { defaultScenarioSlides } from './default-template';
import { QuestionBuilderDialog } from './question-builder-dialog';
import { QUESTION_TYPES, type PollQuestionValue } from './question-schema';
import {
  POLL_TYPES,
  SLIDE_TYPES,
  availablePollTitles,
  emptySlide,
  slideEditorSchema,
  type SlideEditorValues,
  type SlideValues,
} from './slide-schema';

type SlideEditorProps = {
  mode?: 'create' | 'edit';
  /** The stored title, for the 'Edit Scenario: {title}' heading. */
  scenarioTitle?: string;
  /** The slides to start from; a new scenario starts from the default template. */
  defaultValues?: { slides?: SlideValues[] };
  /** 'Complete Scenario' with valid slides (step 1 -> step 2). */
  onSubmit: (values: { slides: SlideValues[] }) => Promise<void> | void;
  serverError?: string | null;
  className?: string;
};

type Form = UseFormReturn<SlideEditorValues>;

const typeLabel = (type: string) => SLIDE_TYPES.find((option) => option.value === type)?.label ?? 'New slide';

/**
 * Step 1 of the scenario flow: the slides as cards in a sortable list (drag after 5 px, or keyboard). Each
 * card has a summary view with Edit and an edit view; initial and new cards open in edit mode.
 */
function SlideEditor({
  mode = 'create',
  scenarioTitle,
  defaultValues,
  onSubmit,
  serverError,
  className,
}: SlideEditorProps) {
  const [initialSlides] = React.useState(() => defaultValues?.slides ?? defaultScenarioSlides());
  const form = useForm<SlideEditorValues>({
    resolver: zodResolver(slideEditorSchema),
    defaultValues: { slides: initialSlides },
  });
  const slides = useFieldArray({ control: form.control, name: 'slides', keyName: 'fieldKey' });
  const [editing, setEditing] = React.useState(() => new Set(initialSlides.map((slide) => slide.key)));
  const { errors, isSubmitting } = form.formState;
  const ids = slides.fields.map((field) => field.key);

  const setEditingKey = (key: string, on: boolean) =>
    setEditing((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const submit = form.handleSubmit(
    async (values) => {
      form.clearErrors('root.server');
      try {
        await onSubmit({ slides: values.slides as SlideValues[] });
      } catch (error) {
        form.setError('root.server', { message: errorMessage(error, 'Failed to submit scenario') });
      }
    },
    // Cards with a problem open, so their messages show.
    (invalid) => {
      const withErrors = form.getValues('slides').filter((slide, index) => get(invalid, `slides.${index}`));
      setEditing((current) => new Set([...current, ...withErrors.map((slide) => slide.key)]));
    },
  );

  const addSlide = () => {
    const slide = emptySlide();
    slides.append(slide);
    setEditingKey(slide.key, true);
  };

  const listError = errors.slides?.root?.message ?? errors.slides?.message;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="slide-editor-heading"
      className={cn('grid gap-6', className)}
    >
      <h1 id="slide-editor-heading" className="text-2xl font-semibold tracking-tight">
        {mode === 'edit' ? `Edit Scenario: ${scenarioTitle ?? ''}` : 'New Scenario'}
      </h1>
      <SortableList ids={ids} onMove={slides.move} describe={(id) => `slide ${ids.indexOf(id) + 1}`}>
        <ol className="grid gap-4" aria-label="Slides">
          {slides.fields.map((field, index) => (
            <SortableSlide key={field.fieldKey} sortId={field.key}>
              {(handleProps) => (
                <SlideCard
                  form={form}
                  index={index}
                  count={slides.fields.length}
                  editing={editing.has(field.key)}
                  handleProps={handleProps}
                  onEdit={() => setEditingKey(field.key, true)}
                  onDone={async () => {
                    // Collapse only a slide that passes its rules, so no message hides in the summary.
                    if (await form.trigger(`slides.${index}`)) setEditingKey(field.key, false);
                  }}
                  onDelete={() => {
                    slides.remove(index);
                    setEditingKey(field.key, false);
                  }}
                />
              )}
            </SortableSlide>
          ))}
        </ol>
      </SortableList>
      {listError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {listError}
        </p>
      )}
      <FormError message={serverError ?? errors.root?.server?.message} />
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="outline" onClick={addSlide}>
          <PlusIcon aria-hidden="true" />
          Add New Slide
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Completing...' : 'Complete Scenario'}
        </Button>
      </div>
    </form>
  );
}

function SortableSlide({
  sortId,
  children,
}: {
  sortId: string;
  children: (handleProps: HandleProps) => React.ReactNode;
}) {
  const item = useSortableItem(sortId);
  return (
    <li ref={item.ref} style={item.style} data-dragging={item.isDragging || undefined}>
      {children(item.handleProps)}
    </li>
  );
}

type SlideCardProps = {
  form: Form;
  index: number;
  count: number;
  editing: boolean;
  handleProps: HandleProps;
  onEdit: () => void;
  onDone: () => void;
  onDelete: () => void;
};

function SlideCard({ form, index, editing, handleProps, onEdit, onDone, onDelete }: SlideCardProps) {
  const slide = useWatch({ control: form.control, name: `slides.${index}` }) as SlideValues;
  const number = index + 1;
  const headingId = `slide-${slide.key}-heading`;

  return (
    <Card className="gap-4 p-4" aria-labelledby={headingId} role="group">
      <div className="flex items-center gap-3">
        <button
          type="button"
          aria-label={`Reorder slide ${number}`}
          className="cursor-grab rounded-sm p-1 text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
          {...handleProps}
        >
          <GripVerticalIcon className="size-4" aria-hidden="true" />
        </button>
        <h2 id={headingId} className="flex min-w-0 flex-1 items-center gap-2 text-base font-semibold">
          <span>Slide {number}</span>
          <Badge variant="secondary">{typeLabel(slide.slideType)}</Badge>
          {!editing && slide.title && (
            <span className="truncate font-normal text-muted-foreground">{slide.title}</span>
          )}
        </h2>
        {!editing && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={onEdit}
            aria-label={`Edit slide ${number}`}
          >
            <PencilIcon aria-hidden="true" />
            Edit
          </Button>
        )}
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          onClick={onDelete}
          aria-label={`Delete slide ${number}`}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
      {editing ? (
        <div className="grid gap-4">
          <SlideFields form={form} index={index} slide={slide} />
          <div className="flex justify-end">
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={onDone}
              aria-label={`Done editing slide ${number}`}
            >
              Done
            </Button>
          </div>
        </div>
      ) : (
        <SlideSummary slide={slide} />
      )}
    </Card>
  );
}

function SlideSummary({ slide }: { slide: SlideValues }) {
  const detail = (() => {
    switch (slide.slideType) {
      case 'video':
        return slide.video instanceof File
          ? `Video: ${slide.video.name}`
          : slide.video
            ? 'Video uploaded'
            : 'No video yet';
      case 'poll':
        return `${slide.type === 'closing question' ? 'Closing question' : 'Scenario'} poll, ${slide.questions.length} question${slide.questions.length === 1 ? '' : 's'}`;
      case 'discussion':
        return `${slide.discussionQuestions.length} discussion question${slide.discussionQuestions.length === 1 ? '' : 's'}`;
      case 'poll-results':
        return slide.pollTitle ? `Results of "${slide.pollTitle}"` : 'No poll chosen';
      default:
        return 'Choose a slide type';
    }
  })();
  return <p className="text-sm text-muted-foreground">{detail}</p>;
}

const errorOf = (form: Form, path: string): string | undefined =>
  (get(form.formState.errors, path) as { message?: string } | undefined)?.message;

function SlideFields({ form, index, slide }: { form: Form; index: number; slide: SlideValues }) {
  const path = `slides.${index}` as const;
  return (
    <>
      <Controller
        control={form.control}
        name={`${path}.slideType`}
        render={({ field, fieldState }) => (
          <Field label="Slide Type" required error={fieldState.error?.message}>
            <SelectField
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              options={SLIDE_TYPES}
            />
          </Field>
        )}
      />
      {slide.slideType === 'video' && (
        <>
          <Controller
            control={form.control}
            name={`${path}.video`}
            render={({ field, fieldState }) => (
              <Field label="Video" error={fieldState.error?.message}>
                <MediaUpload
                  kind="video"
                  value={field.value instanceof File ? field.value : null}
                  previewUrl={typeof field.value === 'string' ? field.value : null}
                  onChange={(file) => {
                    // A file of another kind comes back as null: the stored video stays.
                    if (!file) return;
                    field.onChange(file);
                    form.setValue(`${path}.duration`, null);
                  }}
                />
              </Field>
            )}
          />
          <Controller
            control={form.control}
            name={`${path}.captions`}
            render={({ field }) => (
              <div role="group" aria-labelledby={`${path}-captions`} className="grid gap-2">
                <span id={`${path}-captions`} className="text-sm font-medium">
                  Captions (WebVTT)
                </span>
                <p className="text-sm text-muted-foreground">{captionsName(field.value)}</p>
                <div className="flex flex-wrap gap-2">
                  <FilePickButton
                    kind="captions"
                    onPick={(file) => {
                      // Uploaded with its type, which some systems leave empty for .vtt.
                      if (file)
                        field.onChange(file.type ? file : new File([file], file.name, { type: 'text/vtt' }));
                    }}
                  >
                    {field.value ? 'Replace Captions' : 'Add Captions'}
                  </FilePickButton>
                  {field.value ? (
                    <Button type="button" variant="ghost" onClick={() => field.onChange(null)}>
                      Remove Captions
                    </Button>
                  ) : null}
                </div>
              </div>
            )}
          />
          <Field label="Title" required error={errorOf(form, `${path}.title`)}>
            <Input {...form.register(`${path}.title`)} />
          </Field>
          <Field label="Script" required error={errorOf(form, `${path}.script`)}>
            <Textarea rows={4} {...form.register(`${path}.script`)} />
          </Field>
        </>
      )}
      {slide.slideType === 'poll' && <PollFields form={form} index={index} />}
      {slide.slideType === 'discussion' && <DiscussionFields form={form} index={index} />}
      {slide.slideType === 'poll-results' && <PollResultsFields form={form} index={index} />}
    </>
  );
}

/** The captions file as the editor names it: a new file's name, a stored file's name, or none. */
function captionsName(value: string | File | null) {
  if (value instanceof File) return `Selected: ${value.name}`;
  if (!value) return 'No captions: the video plays without them.';
  return decodeURIComponent(new URL(value, 'http://x').pathname.split('/').pop() ?? value);
}

function PollFields({ form, index }: { form: Form; index: number }) {
  const path = `slides.${index}` as const;
  const questions = useFieldArray({ control: form.control, name: `${path}.questions`, keyName: 'fieldKey' });
  const [builder, setBuilder] = React.useState<{ open: boolean; editIndex: number | null }>({
    open: false,
    editIndex: null,
  });
  const edited =
    builder.editIndex === null
      ? null
      : (form.getValues(`${path}.questions.${builder.editIndex}`) as PollQuestionValue);

  const save = (question: PollQuestionValue) => {
    if (builder.editIndex === null) questions.append(question);
    else questions.update(builder.editIndex, question);
    void form.trigger(`${path}.questions`);
  };

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Title" required error={errorOf(form, `${path}.title`)}>
          <Input {...form.register(`${path}.title`)} />
        </Field>
        <Controller
          control={form.control}
          name={`${path}.type`}
          render={({ field }) => (
            <Field label="Poll Type">
              <SelectField
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                options={POLL_TYPES}
              />
            </Field>
          )}
        />
      </div>
      <Field label="Subtext" required error={errorOf(form, `${path}.subtext`)}>
        <Input {...form.register(`${path}.subtext`)} />
      </Field>
      <section className="grid gap-2" aria-label={`Questions of slide ${index + 1}`}>
        <h3 className="text-sm font-medium">Questions</h3>
        {questions.fields.length === 0 && <p className="text-sm text-muted-foreground">No questions yet.</p>}
        <ol className="grid gap-2">
          {questions.fields.map((field, questionIndex) => {
            const question = field as unknown as PollQuestionValue;
            const typeText = QUESTION_TYPES.find((option) => option.value === question.type)?.label;
            const error = errorOf(form, `${path}.questions.${questionIndex}.question`);
            return (
              <li key={field.fieldKey} className="flex items-start gap-2 rounded-md border p-2">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium">
                    {questionIndex + 1}. {question.question}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {[typeText, question.layoutType, `${question.answers?.length ?? 0} responses`]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  {error && (
                    <p role="alert" className="text-sm text-destructive">
                      {error}
                    </p>
                  )}
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Edit question ${questionIndex + 1}`}
                  onClick={() => setBuilder({ open: true, editIndex: questionIndex })}
                >
                  <PencilIcon aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Delete question ${questionIndex + 1}`}
                  onClick={() => questions.remove(questionIndex)}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ol>
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setBuilder({ open: true, editIndex: null })}
          >
            <PlusIcon aria-hidden="true" />
            Add Question
          </Button>
        </div>
      </section>
      <QuestionBuilderDialog
        open={builder.open}
        question={edited}
        onOpenChange={(open) =>
          setBuilder((current) => (open ? { ...current, open } : { open: false, editIndex: null }))
        }
        onSave={save}
      />
    </>
  );
}

function DiscussionFields({ form, index }: { form: Form; index: number }) {
  const path = `slides.${index}` as const;
  const questions = useFieldArray({
    control: form.control,
    name: `${path}.discussionQuestions`,
    keyName: 'fieldKey',
  });
  return (
    <>
      <Field label="Title" error={errorOf(form, `${path}.title`)}>
        <Input {...form.register(`${path}.title`)} />
      </Field>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Discussion questions</legend>
        <ol className="grid gap-2">
          {questions.fields.map((field, questionIndex) => {
            const error = errorOf(form, `${path}.discussionQuestions.${questionIndex}.text`);
            const errorId = `${field.fieldKey}-error`;
            return (
              <li key={field.fieldKey} className="grid gap-1">
                <div className="flex items-center gap-2">
                  <Input
                    aria-label={`Discussion question ${questionIndex + 1}`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    {...form.register(`${path}.discussionQuestions.${questionIndex}.text`)}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Delete discussion question ${questionIndex + 1}`}
                    onClick={() => questions.remove(questionIndex)}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
                {error && (
                  <p id={errorId} role="alert" className="text-sm text-destructive">
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => questions.append({ text: '' })}>
            <PlusIcon aria-hidden="true" />
            Add Question
          </Button>
        </div>
      </fieldset>
    </>
  );
}

function PollResultsFields({ form, index }: { form: Form; index: number }) {
  const path = `slides.${index}` as const;
  const allSlides = useWatch({
    control: form.control as Control<SlideEditorValues>,
    name: 'slides',
  }) as SlideValues[];
  const options = availablePollTitles(allSlides, index).map((title) => ({ value: title, label: title }));
  return (
    <>
      <Field label="Title" error={errorOf(form, `${path}.title`)}>
        <Input {...form.register(`${path}.title`)} />
      </Field>
      <Controller
        control={form.control}
        name={`${path}.pollTitle`}
        render={({ field, fieldState }) => (
          <Field
            label="Poll"
            required
            hint="Polls already shown by another results slide are not listed."
            error={fieldState.error?.message}
          >
            <SelectField
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              options={options}
            />
          </Field>
        )}
      />
    </>
  );
}

export { SlideEditor, type SlideEditorProps };
