import { Checkbox, Field } from '@readyteams/ui';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface CheckboxFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  hint?: string;
}

/** A yes/no value of a form: a checkbox beside its label (a horizontal Field), its hint below. */
export function CheckboxField<Values extends FieldValues>({
  control,
  name,
  label,
  hint,
}: CheckboxFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field orientation="horizontal" label={label} hint={hint}>
          <Checkbox
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        </Field>
      )}
    />
  );
}
