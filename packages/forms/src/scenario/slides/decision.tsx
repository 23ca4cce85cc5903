// Decision slides (branching scenarios): a situation (title, script, optional video) and 2 to 4 options the room votes
// on. Each option's consequence path is the slides after the decision with its pathOption (shown indented under the
// decision in the outline); the option says where the path goes back to the main line, or that it ends the scenario.
import { MAX_OPTIONS, MIN_OPTIONS } from '@readyteams/activities/decision';
import { Button, Field, Input, Switch, Textarea } from '@readyteams/ui';
import { PlusIcon, Trash2Icon } from '@readyteams/ui/icons';
import * as React from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { SelectField } from '../../lib/select-field';
import {
  DECISION_MESSAGES,
  addOption,
  optionLetter,
  rejoinChoices,
  removeOption,
  setSlides,
  toOutlineSlides,
  type OutlineSlide,
} from '../branching';
import { forms, useIssueText, type FormsT } from '../../i18n/forms';
import type { SlideForm, SlideValues } from '../slide-schema';
import { slideBranch } from './base';
import { TitleField, errorOf } from './fields';
import type { SlideKind } from './kind';
import { CaptionsField, RemoveVideoButton, VideoField } from './media-fields';

const M = DECISION_MESSAGES;

/** The Then select's value for "End the scenario". */
const END = 'end';

/** A slide as the outline and the Then select name it: its title, or its number when it has none. */
export function slideName(slides: readonly Pick<SlideValues, 'title'>[], index: number, t: FormsT): string {
  return slides[index]?.title.trim() || t('forms.slide.number', { n: index + 1 });
}

/** The Then select's choices: each main-line slide after the decision's paths, then the end of the scenario. */
export function thenChoices(slides: readonly OutlineSlide[], decision: number, t: FormsT) {
  const positions = rejoinChoices(slides, decision);
  const names = positions.map((index) => slideName(slides, index, t));
  return [
    ...positions.map((index, place) => {
      const name = names[place]!;
      // Two slides of the same title are told apart by their number.
      const shared = names.filter((other) => other === name).length > 1;
      return {
        value: String(index),
        label: shared
          ? t('forms.decision.rejoinNumbered', { name, n: index + 1 })
          : t('forms.decision.rejoin', { name }),
      };
    }),
    { value: END, label: t('forms.decision.end') },
  ];
}

/** An error message at a list field: react-hook-form keeps it at the field or, once the list has items, at its root. */
export const listErrorOf = (form: SlideForm, path: string) =>
  errorOf(form, path) ?? errorOf(form, `${path}.root`);

export const decision: SlideKind<'decision'> = {
  label: 'forms.slideType.decision',
  // The options' count and labels are checked with the paths, over the list (branchingIssues).
  schema: slideBranch('decision', (slide, { require }) => {
    require(slide.title.trim() !== '', 'title', M.title);
  }),
  summary: (slide, t) => {
    const labels = slide.options.map((option) => option.label.trim() || t('forms.decision.noLabel'));
    return labels.length
      ? t('forms.decision.summary', { count: labels.length, labels: labels.join(' · ') })
      : t('forms.decision.noOptions');
  },
  Fields: DecisionFields,
  toSent: (slide, base) => {
    if (slide.video instanceof File || slide.captions instanceof File)
      throw new Error('Upload the video and its captions before building the payload');
    const video = typeof slide.video === 'string' && slide.video.trim() !== '' ? slide.video : null;
    return {
      ...base,
      slideType: 'decision',
      ...(slide.script.trim() ? { script: slide.script.trim() } : {}),
      // The video is optional; captions go with it.
      ...(video ? { videoUrl: video, ...(slide.captions ? { captionsUrl: slide.captions } : {}) } : {}),
      options: slide.options.map((option) => ({
        label: option.label.trim(),
        rejoinAt: option.rejoinAt ?? null,
      })),
      showRoadNotTaken: slide.showRoadNotTaken,
    };
  },
  fromRead: (slide) => ({
    script: slide.script ?? '',
    video: slide.videoUrl || null,
    captions: slide.captionsUrl || null,
    options: slide.options.map((option) => ({ label: option.label, rejoinAt: option.rejoinAt })),
    showRoadNotTaken: slide.showRoadNotTaken,
  }),
};

function DecisionFields({ form, index }: Parameters<SlideKind<'decision'>['Fields']>[0]) {
  const t = forms.useT();
  const say = useIssueText();
  const path = `slides.${index}` as const;
  const slides = useWatch({ control: form.control, name: 'slides', compute: toOutlineSlides });
  const slide = useWatch({ control: form.control, name: path }) as SlideValues;
  const options = slide.options;
  const choices = thenChoices(slides, index, t);
  const countError = say(listErrorOf(form, `${path}.options`));
  const idBase = `decision-${slide.key}`;
  // After an option is added its label takes the focus; after one is removed, Add Option does.
  const [focus, setFocus] = React.useState<'new-option' | 'add' | null>(null);
  const addRef = React.useRef<HTMLButtonElement>(null);
  const fieldsetRef = React.useRef<HTMLFieldSetElement>(null);
  const videoRef = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (focus === 'add') addRef.current?.focus();
    if (focus === 'new-option')
      fieldsetRef.current
        ?.querySelector<HTMLInputElement>(`#${CSS.escape(`${idBase}-option-${options.length - 1}-label`)}`)
        ?.focus();
    if (focus) setFocus(null);
  }, [focus, idBase, options.length]);
  const hasVideo = slide.video instanceof File || (typeof slide.video === 'string' && slide.video !== '');

  return (
    <>
      <TitleField form={form} index={index} required />
      <Field label={t('forms.decision.situation')} hint={t('forms.decision.situationHint')}>
        <Textarea rows={4} {...form.register(`${path}.script`)} />
      </Field>
      <div ref={videoRef} className="grid gap-4">
        <VideoField form={form} index={index} hint={t('forms.decision.videoHint')} />
        {hasVideo && (
          <>
            <RemoveVideoButton
              form={form}
              index={index}
              // The button goes with the video: the focus goes to Upload Video File.
              onRemoved={() =>
                setTimeout(() => videoRef.current?.querySelector<HTMLElement>('button')?.focus())
              }
            />
            <CaptionsField form={form} index={index} />
          </>
        )}
      </div>
      <fieldset
        ref={fieldsetRef}
        className="grid gap-3"
        aria-describedby={countError ? `${idBase}-options-error` : `${idBase}-options-hint`}
      >
        <legend className="mb-2 text-sm font-medium">{t('forms.decision.options')}</legend>
        <p id={`${idBase}-options-hint`} className="text-sm text-muted-foreground">
          {t('forms.decision.optionsHint')}
        </p>
        <ol className="grid gap-3">
          {options.map((_option, k) => {
            const name = t('forms.decision.option', { letter: optionLetter(k) });
            const nameId = `${idBase}-option-${k}`;
            return (
              <li key={k}>
                <div
                  role="group"
                  aria-labelledby={nameId}
                  className="grid gap-3 rounded-md border p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
                >
                  <span id={nameId} className="text-sm font-semibold sm:col-span-3">
                    {name}
                  </span>
                  <Controller
                    control={form.control}
                    name={`${path}.options.${k}.label`}
                    render={({ field, fieldState }) => (
                      <Field
                        label={t('forms.decision.label')}
                        required
                        controlId={`${nameId}-label`}
                        error={say(fieldState.error?.message)}
                      >
                        <Input {...field} />
                      </Field>
                    )}
                  />
                  <Controller
                    control={form.control}
                    name={`${path}.options.${k}.rejoinAt`}
                    render={({ field, fieldState }) => {
                      const value =
                        field.value == null
                          ? END
                          : choices.some((choice) => choice.value === String(field.value))
                            ? String(field.value)
                            : '';
                      return (
                        <Field label={t('forms.decision.then')} error={say(fieldState.error?.message)}>
                          <SelectField
                            value={value}
                            placeholder={t('forms.decision.thenPlaceholder')}
                            onValueChange={(next) => {
                              field.onChange(next === END ? null : Number(next));
                              // Where a path rejoins decides which slides are reached: once submitted, the whole
                              // list's messages follow.
                              if (form.formState.isSubmitted) void form.trigger('slides');
                            }}
                            onBlur={field.onBlur}
                            ref={field.ref}
                            options={choices}
                          />
                        </Field>
                      );
                    }}
                  />
                  {options.length > MIN_OPTIONS && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      className="sm:mt-6"
                      aria-label={t('forms.decision.removeOption', { letter: optionLetter(k) })}
                      onClick={() => {
                        setSlides(form, removeOption(form.getValues('slides'), index, k));
                        setFocus('add');
                      }}
                    >
                      <Trash2Icon aria-hidden="true" />
                      {t('forms.decision.remove')}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
        {countError && (
          <p id={`${idBase}-options-error`} role="alert" className="text-sm font-medium text-destructive">
            {countError}
          </p>
        )}
        {options.length < MAX_OPTIONS && (
          <div>
            <Button
              ref={addRef}
              type="button"
              variant="outline"
              size="sm"
              onClick={() => {
                setSlides(form, addOption(form.getValues('slides'), index));
                setFocus('new-option');
              }}
            >
              <PlusIcon aria-hidden="true" />
              {t('forms.decision.addOption')}
            </Button>
          </div>
        )}
      </fieldset>
      <Controller
        control={form.control}
        name={`${path}.showRoadNotTaken`}
        render={({ field }) => (
          <Field
            orientation="horizontal"
            label={t('forms.decision.roadNotTaken')}
            hint={t('forms.decision.roadNotTakenHint')}
          >
            <Switch
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          </Field>
        )}
      />
    </>
  );
}
