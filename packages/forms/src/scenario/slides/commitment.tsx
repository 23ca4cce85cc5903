// Commitment slides: a closing activity. Each participant writes one thing they will do differently and may leave an
// e-mail address for one reminder; the editor sets the prompt they answer.
import { Field, Input } from '@readyteams/ui';
import { forms, useIssueText } from '../../i18n/forms';
import { issue } from '../../i18n/issues';
import { slideBranch } from './base';
import { TitleField, errorOf } from './fields';
import type { SlideKind } from './kind';

export const COMMITMENT_PROMPT_REQUIRED = issue('forms.error.commitment.prompt');

export const commitment: SlideKind<'commitment'> = {
  label: 'forms.slideType.commitment',
  schema: slideBranch('commitment', (slide, { require }) =>
    require(slide.prompt.trim() !== '', 'prompt', COMMITMENT_PROMPT_REQUIRED),
  ),
  starts: {
    title: 'forms.commitment.startTitle',
    prompt: 'forms.commitment.startPrompt',
  },
  summary: (slide, t) => slide.prompt.trim() || t('forms.slide.noPrompt'),
  Fields: CommitmentFields,
  toSent: (slide, base) => ({
    ...base,
    slideType: 'commitment',
    // The editor has no script field here; a stored one is kept.
    ...(slide.script.trim() ? { script: slide.script.trim() } : {}),
    prompt: slide.prompt.trim(),
  }),
  fromRead: (slide) => ({
    script: slide.script ?? '',
    prompt: slide.prompt,
  }),
};

function CommitmentFields({ form, index }: Parameters<SlideKind<'commitment'>['Fields']>[0]) {
  const t = forms.useT();
  const say = useIssueText();
  const path = `slides.${index}.prompt` as const;
  return (
    <>
      <TitleField form={form} index={index} />
      <Field
        label={t('forms.slide.prompt')}
        required
        hint={t('forms.commitment.promptHint')}
        error={say(errorOf(form, path))}
      >
        <Input {...form.register(path)} />
      </Field>
    </>
  );
}
