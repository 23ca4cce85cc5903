// Poll-results slides: reveal the results of one poll of the scenario (named by its title).
import { Field } from '@readyteams/ui';
import { Controller, useWatch } from 'react-hook-form';
import { SelectField } from '../../lib/select-field';
import type { SlideValues } from '../slide-schema';
import { forms, useIssueText } from '../../i18n/forms';
import { issue } from '../../i18n/issues';
import { slideBranch } from './base';
import { TitleField } from './fields';
import type { SlideKind } from './kind';

export const POLL_RESULTS_REQUIRED = issue('forms.error.pollResults.required');
export const POLL_RESULTS_UNKNOWN = issue('forms.error.pollResults.unknown');
export const POLL_RESULTS_TAKEN = issue('forms.error.pollResults.taken');

/** Titles of the scenario's poll slides, in slide order, without blanks or repeats. */
export function pollTitles(slides: readonly SlideValues[]): string[] {
  const titles = slides.filter((slide) => slide.slideType === 'poll').map((slide) => slide.title.trim());
  return [...new Set(titles.filter(Boolean))];
}

/**
 * The polls a poll-results slide may refer to: every poll title not already used by another
 * poll-results slide (its own current choice stays available).
 */
export function availablePollTitles(slides: readonly SlideValues[], slideIndex: number): string[] {
  const taken = new Set(
    slides
      .filter((slide, index) => index !== slideIndex && slide.slideType === 'poll-results')
      .map((slide) => slide.pollTitle),
  );
  return pollTitles(slides).filter((title) => !taken.has(title));
}

/** The rules over the whole list: each poll-results slide names one poll of the scenario, no poll twice. */
export function pollResultsIssues(slides: readonly SlideValues[]): { index: number; message: string }[] {
  const titles = new Set(pollTitles(slides));
  const seen = new Set<string>();
  const issues: { index: number; message: string }[] = [];
  slides.forEach((slide, index) => {
    if (slide.slideType !== 'poll-results') return;
    if (slide.pollTitle === '') issues.push({ index, message: POLL_RESULTS_REQUIRED });
    else if (!titles.has(slide.pollTitle)) issues.push({ index, message: POLL_RESULTS_UNKNOWN });
    else if (seen.has(slide.pollTitle)) issues.push({ index, message: POLL_RESULTS_TAKEN });
    seen.add(slide.pollTitle);
  });
  return issues;
}

export const pollResults: SlideKind<'poll-results'> = {
  label: 'forms.slideType.poll-results',
  schema: slideBranch('poll-results'),
  summary: (slide, t) =>
    slide.pollTitle ? t('forms.pollResults.summary', { poll: slide.pollTitle }) : t('forms.pollResults.none'),
  Fields: PollResultsFields,
  toSent: (slide, base) => ({
    ...base,
    slideType: 'poll-results',
    // The editor has no script field here; a stored one is kept.
    ...(slide.script.trim() ? { script: slide.script.trim() } : {}),
    pollTitle: slide.pollTitle,
  }),
  fromRead: (slide) => ({ script: slide.script ?? '', pollTitle: slide.pollTitle ?? '' }),
};

function PollResultsFields({ form, index }: Parameters<SlideKind<'poll-results'>['Fields']>[0]) {
  const t = forms.useT();
  const say = useIssueText();
  const path = `slides.${index}` as const;
  const allSlides = useWatch({ control: form.control, name: 'slides' }) as SlideValues[];
  const options = availablePollTitles(allSlides, index).map((title) => ({ value: title, label: title }));
  return (
    <>
      <TitleField form={form} index={index} />
      <Controller
        control={form.control}
        name={`${path}.pollTitle`}
        render={({ field, fieldState }) => (
          <Field
            label={t('forms.slideType.poll')}
            required
            hint={t('forms.pollResults.hint')}
            error={say(fieldState.error?.message)}
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
