// Word cloud slides: a prompt the room answers in a word or two, and how many entries each participant may send.
import { Field, Input } from '@readyteams/ui';
import { Controller } from 'react-hook-form';
import { SelectField } from '../../lib/select-field';
import { forms, useIssueText } from '../../i18n/forms';
import { issue } from '../../i18n/issues';
import { slideBranch } from './base';
import { TitleField, errorOf } from './fields';
import type { SlideKind } from './kind';

export const PROMPT_REQUIRED = issue('forms.error.wordCloud.prompt');

const ENTRY_LIMITS = [1, 2, 3];

export const wordCloud: SlideKind<'word-cloud'> = {
  label: 'forms.slideType.word-cloud',
  schema: slideBranch('word-cloud', (slide, { require }) =>
    require(slide.prompt.trim() !== '', 'prompt', PROMPT_REQUIRED),
  ),
  summary: (slide, t) => slide.prompt.trim() || t('forms.slide.noPrompt'),
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
    prompt: slide.prompt,
    entryLimit: slide.entryLimit,
  }),
};

function WordCloudFields({ form, index }: Parameters<SlideKind<'word-cloud'>['Fields']>[0]) {
  const t = forms.useT();
  const say = useIssueText();
  const path = `slides.${index}` as const;
  return (
    <>
      <TitleField form={form} index={index} />
      <Field
        label={t('forms.slide.prompt')}
        required
        hint={t('forms.wordCloud.promptHint')}
        error={say(errorOf(form, `${path}.prompt`))}
      >
        <Input {...form.register(`${path}.prompt`)} />
      </Field>
      <Controller
        control={form.control}
        name={`${path}.entryLimit`}
        render={({ field }) => (
          <Field label={t('forms.wordCloud.entries')}>
            <SelectField
              value={String(field.value)}
              onValueChange={(value) => field.onChange(Number(value))}
              onBlur={field.onBlur}
              ref={field.ref}
              options={ENTRY_LIMITS.map((n) => ({
                value: String(n),
                label: t('forms.wordCloud.entryCount', { count: n }),
              }))}
            />
          </Field>
        )}
      />
    </>
  );
}
