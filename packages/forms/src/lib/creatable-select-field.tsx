import { Combobox, Field, MultiSelect, type ComboboxOption } from '@readyteams/ui';
import * as React from 'react';
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useIssueText } from '../i18n/forms';
import type { FormsMessageId } from '../i18n/issues';
import { errorMessage } from './use-submit';

/** Creates an option on the fly (for example a new category) and answers it once stored. */
export type CreateOption = (label: string) => Promise<ComboboxOption>;

type CreatableSelectFieldProps<Values extends FieldValues, Output> = {
  form: UseFormReturn<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
  required?: boolean;
  /** Several choices (tags) instead of one (a category). */
  multiple?: boolean;
  options: readonly ComboboxOption[];
  /** Stores what the user typed as a new option and answers it; without it the field only picks. */
  onCreate?: CreateOption;
  /** The field's error when creating fails without a message of the server's (a message of the catalogue). */
  createFailure: FormsMessageId;
  placeholder?: string;
};

/**
 * A select of the form's options where the user may also type a new one: it is created, listed (until the
 * caller's options include it) and chosen; a failure shows on the field.
 */
function CreatableSelectField<Values extends FieldValues, Output>({
  form,
  name,
  label,
  required,
  multiple = false,
  options,
  onCreate,
  createFailure,
  placeholder,
}: CreatableSelectFieldProps<Values, Output>) {
  const say = useIssueText();
  const [created, setCreated] = React.useState<ComboboxOption[]>([]);
  const listed = [
    ...options,
    ...created.filter((option) => !options.some((known) => known.value === option.value)),
  ];

  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const create = async (text: string) => {
          if (!onCreate) return;
          try {
            const option = await onCreate(text);
            setCreated((current) => [...current, option]);
            field.onChange(multiple ? [...(form.getValues(name) as string[]), option.value] : option.value);
          } catch (error) {
            form.setError(name, { message: errorMessage(error, createFailure) });
          }
        };
        const control = {
          options: listed,
          onBlur: field.onBlur,
          ref: field.ref,
          placeholder,
          creatable: Boolean(onCreate),
          onCreate: create,
        };
        return (
          <Field label={label} required={required} error={say(fieldState.error?.message)}>
            {multiple ? (
              <MultiSelect {...control} value={field.value as string[]} onValueChange={field.onChange} />
            ) : (
              <Combobox {...control} value={field.value as string} onValueChange={field.onChange} />
            )}
          </Field>
        );
      }}
    />
  );
}

export { CreatableSelectField };
