// Commitment slides: a closing activity. Each participant writes one thing they will do differently and may leave an
// e-mail address for one reminder; the editor sets the prompt they answer.
import { Field, Input } from '@readyteams/ui';
import { slideBranch } from './base';
import { TitleField, errorOf } from './fields';
import type { SlideKind } from './kind';

export const COMMITMENT_PROMPT_REQUIRED = 'Prompt is required for commitment slides';

export const commitment: SlideKind<'commitment'> = {
  label: 'Commitment',
  schema: slideBranch('commitment', (slide, { require }) =>
    require(slide.prompt.trim() !== '', 'prompt', COMMITMENT_PROMPT_REQUIRED),
  ),
  starts: {
    title: 'Commitment',
    prompt: 'What is one thing you will do differently after today?',
  },
  summary: (slide) => slide.prompt.trim() || 'No prompt yet',
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
    prompt: slide.prompt ?? '',
  }),
};

function CommitmentFields({ form, index }: Parameters<SlideKind<'commitment'>['Fields']>[0]) {
  const path = `slides.${index}.prompt` as const;
  return (
    <>
      <TitleField form={form} index={index} />
      <Field
        label="Prompt"
        required
        hint="Each participant answers in up to 200 characters and may leave an e-mail address for one reminder."
        error={errorOf(form, path)}
      >
        <Input {...form.register(path)} />
      </Field>
    </>
  );
}
