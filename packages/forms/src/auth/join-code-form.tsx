import { Button, Input, cn } from '@readyteams/ui';
import * as React from 'react';
import { JOIN_CODE_LENGTH, joinCodeSchema } from './join-code-schema';
import { forms } from '../i18n/forms';

type JoinCodeFormProps = {
  /** Called with the upper-cased code; never with an empty one. */
  onSubmit: (values: { pin: string }) => void | Promise<void>;
  /** The code the field starts with (a link that carries one). */
  defaultValues?: { pin?: string };
  /** The field's visible label ('Enter code to join a live session' in the active language without one). */
  label?: string;
  /** Classes added to the form; where they conflict with its own, yours win. */
  className?: string;
};

/** 'Enter code to join a live session': up to 4 characters, Join or Enter; empty does nothing. */
function JoinCodeForm({ onSubmit, defaultValues, label, className }: JoinCodeFormProps) {
  const t = forms.useT();
  const [pin, setPin] = React.useState(defaultValues?.pin?.toUpperCase() ?? '');
  const inputId = React.useId();

  const join = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = joinCodeSchema.safeParse({ pin });
    if (!parsed.success || parsed.data.pin === '') return;
    void onSubmit({ pin: parsed.data.pin });
  };

  return (
    <form
      onSubmit={join}
      aria-label={t('forms.joinCode.label')}
      className={cn('flex flex-wrap items-center gap-2', className)}
    >
      <label htmlFor={inputId} className="text-sm font-medium">
        {label ?? t('forms.joinCode.prompt')}
      </label>
      <Input
        id={inputId}
        value={pin}
        maxLength={JOIN_CODE_LENGTH}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={t('forms.joinCode.placeholder')}
        className="w-28 text-center font-mono tracking-widest uppercase"
        onChange={(event) => setPin(event.target.value.toUpperCase().slice(0, JOIN_CODE_LENGTH))}
      />
      <Button type="submit">{t('forms.joinCode.submit')}</Button>
    </form>
  );
}

export { JoinCodeForm, type JoinCodeFormProps };
