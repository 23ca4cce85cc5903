// Decision slides (branching scenarios): a situation (title, script, optional video) and 2 to 4 options the room votes
// on. Each option's consequence path is the slides after the decision with its pathOption (shown indented under the
// decision in the outline); the option says where the path goes back to the main line, or that it ends the scenario.
import { Button, Field, Input, Switch, Textarea } from '@readyteams/ui';
import { PlusIcon, Trash2Icon } from '@readyteams/ui/icons';
import * as React from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { SelectField } from '../../lib/select-field';
import {
  DECISION_MESSAGES,
  MAX_OPTIONS,
  MIN_OPTIONS,
  addOption,
  optionLetter,
  rejoinChoices,
  removeOption,
  setSlides,
  toOutlineSlides,
  type OutlineSlide,
} from '../branching';
import type { SlideForm, SlideValues } from '../slide-schema';
import { slideBranch } from './base';
import { TitleField, errorOf } from './fields';
import type { SlideKind } from './kind';
import { CaptionsField, RemoveVideoButton, VideoField } from './media-fields';

const M = DECISION_MESSAGES;

/** The Then select's value for "End the scenario". */
const END = 'end';

/** A slide as the outline and the Then select name it: its title, or its number when it has none. */
export function slideName(slides: readonly Pick<SlideValues, 'title'>[], index: number): string {
  return slides[index]?.title.trim() || `Slide ${index + 1}`;
}

/** The Then select's choices: each main-line slide after the decision's paths, then the end of the scenario. */
export function thenChoices(slides: readonly OutlineSlide[], decision: number) {
  const positions = rejoinChoices(slides, decision);
  const names = positions.map((index) => slideName(slides, index));
  return [
    ...positions.map((index, place) => {
      const name = names[place]!;
      // Two slides of the same title are told apart by their number.
      const shared = names.filter((other) => other === name).length > 1;
      return {
        value: String(index),
        label: `Rejoin at: ${shared ? `${name} (slide ${index + 1})` : name}`,
      };
    }),
    { value: END, label: 'End the scenario' },
  ];
}

/** An error message at a list field: react-hook-form keeps it at the field or, once the list has items, at its root. */
export const listErrorOf = (form: SlideForm, path: string) =>
  errorOf(form, path) ?? errorOf(form, `${path}.root`);

export const decision: SlideKind<'decision'> = {
  label: 'Decision',
  schema: slideBranch('decision', (slide, { require, issue }) => {
    require(slide.title.trim() !== '', 'title', M.title);
    require(slide.options.length >= MIN_OPTIONS &&
      slide.options.length <= MAX_OPTIONS, 'options', M.optionCount);
    slide.options.forEach((option, k) => {
      if (option.label.trim() === '') issue(['options', k, 'label'], M.label);
    });
  }),
  summary: (slide) => {
    const labels = slide.options.map((option) => option.label.trim() || '(no label)');
    return labels.length
      ? `${labels.length} option${labels.length === 1 ? '' : 's'}: ${labels.join(' · ')}`
      : 'No options yet';
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
    options: (slide.options ?? []).map((option) => ({
      label: option.label,
      rejoinAt: option.rejoinAt ?? null,
    })),
    showRoadNotTaken: slide.showRoadNotTaken ?? true,
  }),
};

function DecisionFields({ form, index }: Parameters<SlideKind<'decision'>['Fields']>[0]) {
  const path = `slides.${index}` as const;
  const slides = useWatch({ control: form.control, name: 'slides', compute: toOutlineSlides });
  const slide = useWatch({ control: form.control, name: path }) as SlideValues;
  const options = slide.options;
  const choices = thenChoices(slides, index);
  const countError = listErrorOf(form, `${path}.options`);
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
      <Field label="Situation" hint="What happens, for the facilitator to tell the room before it votes.">
        <Textarea rows={4} {...form.register(`${path}.script`)} />
      </Field>
      <div ref={videoRef} className="grid gap-4">
        <VideoField form={form} index={index} hint="Optional: a video of the situation." />
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
        <legend className="mb-2 text-sm font-medium">Options</legend>
        <p id={`${idBase}-options-hint`} className="text-sm text-muted-foreground">
          The room votes for one of 2 to 4 options. Each option&apos;s path is listed under this slide.
        </p>
        <ol className="grid gap-3">
          {options.map((_option, k) => {
            const name = `Option ${optionLetter(k)}`;
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
                        label="Label"
                        required
                        controlId={`${nameId}-label`}
                        error={fieldState.error?.message}
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
                        <Field label="Then" error={fieldState.error?.message}>
                          <SelectField
                            value={value}
                            placeholder="Choose where the path goes"
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
                      aria-label={`Remove option ${optionLetter(k)} and its path`}
                      onClick={() => {
                        setSlides(form, removeOption(form.getValues('slides'), index, k));
                        setFocus('add');
                      }}
                    >
                      <Trash2Icon aria-hidden="true" />
                      Remove
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
              Add Option
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
            label="Show the road not taken"
            hint="After the chosen path, the presenter can show where the other options would have led."
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
