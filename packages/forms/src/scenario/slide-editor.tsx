import { isDecision, pathsEnd } from '@readyteams/activities/decision';
import { Badge, Button, Card, Field, Input, cn } from '@readyteams/ui';
import { GripVerticalIcon, PencilIcon, PlusIcon, Trash2Icon } from '@readyteams/ui/icons';
import * as React from 'react';
import { Controller, get, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { forms, kindsT, useIssueText, type FormsT } from '../i18n/forms';
import type { KindMessageId } from '../i18n/issues';
import { FormError } from '../lib/form-error';
import { SelectField } from '../lib/select-field';
import { SortableItem, SortableList, type HandleProps } from '../lib/sortable-list';
import { errorMessage } from '../lib/use-submit';
import {
  addToPath,
  changeSlideType,
  moveInPath,
  moveOnMainLine,
  optionLetter,
  outline,
  removeSlide,
  setSlides,
  toOutlineSlides,
  type OutlineBlock,
  type OutlineSlide,
} from './branching';
import { defaultScenarioSlides } from './default-template';
import { ScenarioMap } from './scenario-map';
import {
  SLIDE_TYPES,
  emptySlide,
  slideEditorResolver,
  slideKinds,
  type SlideEditorValues,
  type SlideForm,
  type SlideValues,
} from './slide-schema';
import { MAX_SUGGESTED_MINUTES } from './slides/base';
import { slideName } from './slides/decision';
import { errorOf } from './slides/fields';
import type { SlideStartMessages, SlideStarts } from './slides/kind';

type SlideEditorProps = {
  /** Create (a POST body, 'Save' buttons) or edit (a PATCH body, 'Update' buttons). */
  mode?: 'create' | 'edit';
  /** The stored title, for the 'Edit Scenario: {title}' heading. */
  scenarioTitle?: string;
  /** The slides to start from; a new scenario starts from the default template. */
  defaultValues?: { slides?: SlideValues[] };
  /** 'Complete Scenario' with valid slides (step 1 -> step 2). */
  onSubmit: (values: { slides: SlideValues[] }) => Promise<void> | void;
  /** An error to show above the buttons, from the caller (the server's message). */
  serverError?: string | null;
  /** Classes added to the form; where they conflict with its own, yours win. */
  className?: string;
};

const typeLabel = (type: SlideValues['slideType'], t: FormsT) =>
  type === '' ? t('forms.editor.newSlide') : kindsT(t)(slideKinds[type].label);

/** Slide types a path slide may take: any but a decision (decisions are never inside a path). */
const PATH_SLIDE_TYPES = SLIDE_TYPES.filter((type) => type.value !== 'decision');

/**
 * Step 1 of the scenario flow: the slides as an outline of cards. Main-line slides are one sortable list; a
 * decision's options' paths are listed under it, indented, each its own sortable list, so reordering (drag after
 * 5 px, or keyboard) moves a slide within the main line or within its path, never into or out of a path. Each
 * card has a summary view with Edit and an edit view; initial and new cards open in edit mode. Every change of the
 * list goes through branching.ts, which keeps each path's rejoinAt on the slide it names.
 */
function SlideEditor({
  mode = 'create',
  scenarioTitle,
  defaultValues,
  onSubmit,
  serverError,
  className,
}: SlideEditorProps) {
  const t = forms.useT();
  const say = useIssueText();
  const [initialSlides] = React.useState(() => defaultValues?.slides ?? defaultScenarioSlides());
  const form = useForm<SlideEditorValues>({
    resolver: slideEditorResolver,
    defaultValues: { slides: initialSlides },
  });
  // Registers the list as a field array, so a whole new list (setSlides) re-renders the cards in place.
  useFieldArray({ control: form.control, name: 'slides', keyName: 'fieldKey' });
  const slides = useWatch({ control: form.control, name: 'slides', compute: toOutlineSlides });
  const blocks = outline(slides);
  const [editing, setEditing] = React.useState(() => new Set(initialSlides.map((slide) => slide.key)));
  // A new slide's card takes the focus (its Slide Type), so a keyboard user carries on where the slide is.
  const [focusKey, setFocusKey] = React.useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const current = () => form.getValues('slides') as SlideValues[];
  const apply = (next: SlideValues[]) => setSlides(form, next);
  const positionOf = (key: string) => current().findIndex((slide) => slide.key === key);

  const setEditingKey = (key: string, on: boolean) =>
    setEditing((now) => {
      const next = new Set(now);
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
        form.setError('root.server', { message: errorMessage(error, 'forms.publish.failed') });
      }
    },
    // Cards with a problem open, so their messages show.
    (invalid) => {
      const withErrors = current().filter((_slide, index) => get(invalid, `slides.${index}`));
      setEditing((now) => new Set([...now, ...withErrors.map((slide) => slide.key)]));
    },
  );

  const opened = (slide: SlideValues) => {
    setEditingKey(slide.key, true);
    setFocusKey(slide.key);
  };
  const addSlide = () => {
    const slide = emptySlide();
    apply([...current(), slide]);
    opened(slide);
  };
  const addPathSlide = (decision: number, option: number) => {
    const slide = emptySlide();
    apply(addToPath(current(), decision, option, slide));
    opened(slide);
  };

  const renderCard = (index: number, handleProps?: HandleProps) => {
    const slide = slides[index]!;
    return (
      <SlideCard
        form={form}
        index={index}
        inPath={slide.pathOption != null && !isDecision(slide)}
        editing={editing.has(slide.key)}
        takeFocus={focusKey === slide.key}
        onFocused={() => setFocusKey(null)}
        handleProps={handleProps}
        onEdit={() => setEditingKey(slide.key, true)}
        onDone={async () => {
          // Collapse only a slide that passes its rules, so no message hides in the summary.
          if (await form.trigger(`slides.${index}`)) setEditingKey(slide.key, false);
        }}
        onDelete={() => {
          apply(removeSlide(current(), index));
          setEditingKey(slide.key, false);
        }}
        onTypeChange={(type) =>
          apply(
            changeSlideType(current(), index, type, type === '' ? {} : starts(slideKinds[type].starts, t)),
          )
        }
      />
    );
  };

  const listError = say(errors.slides?.root?.message ?? errors.slides?.message);
  const mainIds = blocks.map((block) => slides[block.head]!.key);

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="slide-editor-heading"
      className={cn('grid gap-6', className)}
    >
      <h1 id="slide-editor-heading" className="text-2xl font-semibold tracking-tight">
        {mode === 'edit'
          ? t('forms.editor.editHeading', { title: scenarioTitle ?? '' })
          : t('forms.editor.newHeading')}
      </h1>
      <ScenarioMap slides={slides} />
      <SortableList
        ids={mainIds}
        onMove={(from, to) => apply(moveOnMainLine(current(), from, to))}
        describe={(id) => t('forms.editor.slideItem', { n: positionOf(id) + 1 })}
      >
        <ol className="grid gap-4" aria-label={t('forms.editor.slides')}>
          {blocks.map((block) => (
            <SortableItem key={slides[block.head]!.key} sortId={slides[block.head]!.key}>
              {(handleProps) => (
                <div className="grid gap-3">
                  {renderCard(block.head, handleProps)}
                  {isDecision(slides[block.head]) && (
                    <DecisionPaths
                      form={form}
                      slides={slides}
                      block={block}
                      renderCard={renderCard}
                      onMove={(option, from, to) =>
                        apply(moveInPath(current(), block.head, option, from, to))
                      }
                      onAdd={(option) => addPathSlide(block.head, option)}
                      describe={(id) => t('forms.editor.slideItem', { n: positionOf(id) + 1 })}
                    />
                  )}
                  {block.strays.length > 0 && (
                    <div
                      role="group"
                      aria-label={t('forms.editor.strays', { n: block.head + 1 })}
                      className="ms-4 grid gap-3 border-s-2 border-destructive ps-4 sm:ms-8"
                    >
                      <p className="text-sm text-muted-foreground">{t('forms.editor.straysHelp')}</p>
                      {block.strays.map((index) => (
                        <div key={slides[index]!.key}>{renderCard(index)}</div>
                      ))}
                    </div>
                  )}
                </div>
              )}
            </SortableItem>
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
          {t('forms.editor.addSlide')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('forms.editor.completing') : t('forms.editor.complete')}
        </Button>
      </div>
    </form>
  );
}

/** Where an option's path goes after its last slide, as the outline says it. */
function thenText(slides: readonly OutlineSlide[], rejoinAt: number | null, valid: boolean, t: FormsT) {
  if (rejoinAt === null) return t('forms.editor.thenEnds');
  if (!valid) return t('forms.editor.thenChoose');
  return t('forms.editor.thenBack', { n: rejoinAt + 1, name: slideName(slides, rejoinAt, t) });
}

/** A type's starting values in the active language. */
const starts = (messages: SlideStartMessages<KindMessageId> | undefined, t: FormsT): SlideStarts =>
  Object.fromEntries(Object.entries(messages ?? {}).map(([field, id]) => [field, kindsT(t)(id)]));

type DecisionPathsProps = {
  form: SlideForm;
  slides: OutlineSlide[];
  block: OutlineBlock;
  renderCard: (index: number, handleProps?: HandleProps) => React.ReactNode;
  onMove: (option: number, from: number, to: number) => void;
  onAdd: (option: number) => void;
  describe: (id: string) => string;
};

/** A decision's options' paths, under it: per option a heading, its slides (sortable among themselves), and Add. */
function DecisionPaths({ form, slides, block, renderCard, onMove, onAdd, describe }: DecisionPathsProps) {
  const t = forms.useT();
  const say = useIssueText();
  const decision = slides[block.head]!;
  return (
    <div className="ms-4 grid gap-4 border-s-2 border-border ps-4 sm:ms-8">
      {block.paths.map((path, option) => {
        const letter = optionLetter(option);
        const label = decision.options[option]?.label.trim();
        const headingId = `path-${decision.key}-${option}`;
        const emptyError = say(errorOf(form, `slides.${block.head}.options.${option}`));
        const errorId = `${headingId}-error`;
        const rejoinAt = decision.options[option]?.rejoinAt ?? null;
        const valid =
          rejoinAt !== null &&
          rejoinAt > pathsEnd(slides, block.head) &&
          rejoinAt < slides.length &&
          slides[rejoinAt]?.pathOption == null;
        return (
          <section key={option} aria-labelledby={headingId} className="grid gap-3">
            <h3 id={headingId} className="text-sm font-semibold">
              {t('forms.editor.pathHeading', { letter, label: label || t('forms.editor.noLabelYet') })}
            </h3>
            {path.length > 0 ? (
              <SortableList
                ids={path.map((index) => slides[index]!.key)}
                onMove={(from, to) => onMove(option, from, to)}
                describe={describe}
              >
                <ol className="grid gap-3" aria-label={t('forms.editor.pathList', { letter })}>
                  {path.map((index) => (
                    <SortableItem key={slides[index]!.key} sortId={slides[index]!.key}>
                      {(handleProps) => renderCard(index, handleProps)}
                    </SortableItem>
                  ))}
                </ol>
              </SortableList>
            ) : (
              <p className="text-sm text-muted-foreground">{t('forms.editor.emptyPath')}</p>
            )}
            {emptyError && (
              <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
                {emptyError}
              </p>
            )}
            <p className="text-sm text-muted-foreground">{thenText(slides, rejoinAt, valid, t)}</p>
            <div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-describedby={emptyError ? `${headingId} ${errorId}` : headingId}
                onClick={() => onAdd(option)}
              >
                <PlusIcon aria-hidden="true" />
                {t('forms.editor.addToPath')}
              </Button>
            </div>
          </section>
        );
      })}
    </div>
  );
}

type SlideCardProps = {
  form: SlideForm;
  index: number;
  /** A slide of a decision's path (it cannot become a decision). */
  inPath: boolean;
  editing: boolean;
  /** Move the focus to the card's first field once it shows (a new slide). */
  takeFocus: boolean;
  onFocused: () => void;
  /** The drag handle's props; a slide that cannot be moved has none. */
  handleProps?: HandleProps;
  onEdit: () => void;
  onDone: () => void;
  onDelete: () => void;
  onTypeChange: (type: SlideValues['slideType']) => void;
};

function SlideCard({
  form,
  index,
  inPath,
  editing,
  takeFocus,
  onFocused,
  handleProps,
  onEdit,
  onDone,
  onDelete,
  onTypeChange,
}: SlideCardProps) {
  const t = forms.useT();
  const say = useIssueText();
  const slide = useWatch({ control: form.control, name: `slides.${index}` }) as SlideValues;
  const number = index + 1;
  const headingId = `slide-${slide.key}-heading`;
  const fieldsRef = React.useRef<HTMLDivElement>(null);
  // The slide's own messages about its place: skipped by every option, or a path slide out of place.
  const placeError = say(errorOf(form, `slides.${index}`) ?? errorOf(form, `slides.${index}.pathOption`));

  React.useEffect(() => {
    if (!takeFocus || !editing) return;
    fieldsRef.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus();
    onFocused();
  }, [takeFocus, editing, onFocused]);

  return (
    <Card className="gap-4 p-4" aria-labelledby={headingId} role="group">
      <div className="flex items-center gap-3">
        {handleProps && (
          <button
            type="button"
            aria-label={t('forms.editor.reorder', { n: number })}
            className="cursor-grab rounded-sm p-1 text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
            {...handleProps}
          >
            <GripVerticalIcon className="size-4" aria-hidden="true" />
          </button>
        )}
        {/*
          The title is cut to the room it has (at least 6rem, on a line of its own when the row is narrow), never
          widening the card: on a 390 px phone the Edit button stays on screen.
        */}
        <h2
          id={headingId}
          className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1 text-base font-semibold"
        >
          <span>{t('forms.slide.number', { n: number })}</span>
          <Badge variant="secondary">{typeLabel(slide.slideType, t)}</Badge>
          {!editing && slide.title && (
            <span className="w-24 flex-1 truncate font-normal text-muted-foreground">{slide.title}</span>
          )}
        </h2>
        {!editing && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={onEdit}
            aria-label={t('forms.editor.edit', { n: number })}
          >
            <PencilIcon aria-hidden="true" />
            {t('forms.editor.editButton')}
          </Button>
        )}
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          onClick={onDelete}
          aria-label={t('forms.editor.delete', { n: number })}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
      {placeError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {placeError}
        </p>
      )}
      {editing ? (
        <div ref={fieldsRef} className="grid gap-4">
          <SlideFields form={form} index={index} slide={slide} inPath={inPath} onTypeChange={onTypeChange} />
          <div className="flex justify-end">
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={onDone}
              aria-label={t('forms.editor.doneLabel', { n: number })}
            >
              {t('forms.editor.done')}
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
  const t = forms.useT();
  const detail =
    slide.slideType === ''
      ? t('forms.editor.chooseType')
      : slideKinds[slide.slideType].summary(slide, kindsT(t));
  // A long file name breaks anywhere rather than widening the card.
  return <p className="text-sm wrap-anywhere text-muted-foreground">{detail}</p>;
}

function SlideFields({
  form,
  index,
  slide,
  inPath,
  onTypeChange,
}: {
  form: SlideForm;
  index: number;
  slide: SlideValues;
  inPath: boolean;
  onTypeChange: (type: SlideValues['slideType']) => void;
}) {
  const t = forms.useT();
  const say = useIssueText();
  const TypeFields = slide.slideType === '' ? null : slideKinds[slide.slideType].Fields;
  const typeOptions = (inPath ? PATH_SLIDE_TYPES : SLIDE_TYPES).map((type) => ({
    value: type.value,
    label: kindsT(t)(type.label),
  }));
  return (
    <>
      <Controller
        control={form.control}
        name={`slides.${index}.slideType`}
        render={({ field, fieldState }) => (
          <Field label={t('forms.editor.slideType')} required error={say(fieldState.error?.message)}>
            <SelectField
              value={field.value}
              // A decision's paths and options follow a change of type (branching.ts).
              onValueChange={(value) => onTypeChange(value as SlideValues['slideType'])}
              onBlur={field.onBlur}
              ref={field.ref}
              options={typeOptions}
            />
          </Field>
        )}
      />
      {TypeFields && <TypeFields form={form} index={index} />}
      {TypeFields && (
        <Field
          label={t('forms.editor.suggestedTime')}
          hint={t('forms.editor.suggestedTimeHint')}
          error={say(errorOf(form, `slides.${index}.suggestedMinutes`))}
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
