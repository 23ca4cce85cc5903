// Word cloud slides: a prompt the room answers in a word or two, and how many entries each participant may send.
import { Field, Input } from '@readyteams/ui';
import { Controller } from 'react-hook-form';
import { SelectField } from '../../lib/select-field';
import { slideBranch } from './base';
import { TitleField, errorOf } from './fields';
import type { SlideKind } from './kind';

export const PROMPT_REQUIRED = 'Prompt is required for word cloud slides';

const ENTRY_LIMITS = [1, 2, 3].map((n) => ({
  value: String(n),
  label: n === 1 ? '1 entry' : `${n} entries`,
}));

export const wordCloud: SlideKind<'word-cloud'> = {
  label: 'Word cloud',
  schema: slideBranch('word-cloud', (slide, { require }) =>
    require(slide.prompt.trim() !== '', 'prompt', PROMPT_REQUIRED),
  ),
  summary: (slide) => slide.prompt.trim() || 'No prompt yet',
  Fields: WordCloudFields,
  toSent: (slide, base) => ({
    ...base,
    slideType: 'word-cloud',
    // The editor has no script field here; a stored one is kept.
    ...(slide.script.trim() ? { script: slide.script.trim() } : {}),
    prompt: slide.prompt.trim(),
    entryLimit: slide.entryLimit,
  }),
  fromRead: (slide) => ({
    script: slide.script ?? '',
    prompt: slide.prompt ?? '',
    entryLimit: slide.entryLimit ?? 1,
  }),
};

function WordCloudFields({ form, index }: Parameters<SlideKind<'word-cloud'>['Fields']>[0]) {
  const path = `slides.${index}` as const;
  return (
    <>
      <TitleField form={form} index={index} />
      <Field
        label="Prompt"
        required
        hint="Participants answer in a word or two (up to 25 characters each)."
        error={errorOf(form, `${path}.prompt`)}
      >
        <Input {...form.register(`${path}.prompt`)} />
      </Field>
      <Controller
        control={form.control}
        name={`${path}.entryLimit`}
        render={({ field }) => (
          <Field label="Entries per participant">
            <SelectField
              value={String(field.value)}
              onValueChange={(value) => field.onChange(Number(value))}
              onBlur={field.onBlur}
              ref={field.ref}
              options={ENTRY_LIMITS}
            />
          </Field>
        )}
      />
    </>
  );
}
