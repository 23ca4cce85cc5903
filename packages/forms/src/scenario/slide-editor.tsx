import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Card, Field, Input, cn } from '@readyteams/ui';
import { GripVerticalIcon, PencilIcon, PlusIcon, Trash2Icon } from '@readyteams/ui/icons';
import * as React from 'react';
import { Controller, get, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { FormError } from '../lib/form-error';
import { SelectField } from '../lib/select-field';
import { SortableList, useSortableItem, type HandleProps } from '../lib/sortable-list';
import { errorMessage } from '../lib/use-submit';
import { defaultScenarioSlides } from './default-template';
import {
  SLIDE_TYPES,
  emptySlide,
  slideEditorSchema,
  slideKinds,
  type SlideEditorValues,
  type SlideForm,
  type SlideValues,
} from './slide-schema';
import { MAX_SUGGESTED_MINUTES } from './slides/base';
import { errorOf } from './slides/fields';

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

const typeLabel = (type: SlideValues['slideType']) => (type === '' ? 'New slide' : slideKinds[type].label);

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
  form: SlideForm;
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
  const detail = slide.slideType === '' ? 'Choose a slide type' : slideKinds[slide.slideType].summary(slide);
  return <p className="text-sm text-muted-foreground">{detail}</p>;
}

function SlideFields({ form, index, slide }: { form: SlideForm; index: number; slide: SlideValues }) {
  const TypeFields = slide.slideType === '' ? null : slideKinds[slide.slideType].Fields;
  return (
    <>
      <Controller
        control={form.control}
        name={`slides.${index}.slideType`}
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
      {TypeFields && <TypeFields form={form} index={index} />}
      {TypeFields && (
        <Field
          label="Suggested time (minutes)"
          hint="Optional. The host controls show the time spent against it; a poll shows a countdown on the presenter."
          error={errorOf(form, `slides.${index}.suggestedMinutes`)}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            max={MAX_SUGGESTED_MINUTES}
            step={0.5}
            {...form.register(`slides.${index}.suggestedMinutes`)}
          />
        </Field>
      )}
    </>
  );
}

export { SlideEditor, type SlideEditorProps };
