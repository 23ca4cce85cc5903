import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  type ComboboxOption,
} from '@readyteams/ui';
import * as React from 'react';

type SelectFieldProps = Omit<
  React.ComponentPropsWithoutRef<typeof SelectTrigger>,
  'value' | 'onChange' | 'children'
> & {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly ComboboxOption[];
  placeholder?: string;
};

/** A Radix select whose trigger takes the Field's id and aria attributes (so the label names it). */
const SelectField = React.forwardRef<React.ComponentRef<typeof SelectTrigger>, SelectFieldProps>(
  function SelectField({ value, onValueChange, options, placeholder, disabled, ...triggerProps }, ref) {
    return (
      <Select value={value} onValueChange={onValueChange} disabled={disabled}>
        <SelectTrigger ref={ref} {...triggerProps}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    );
  },
);

export { SelectField, type SelectFieldProps };
