import * as React from 'react';
import { Slot } from 'radix-ui';

import { cn } from '../../lib/utils';
import { Label } from './label';

type FieldControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
};

/**
 * The control props of the enclosing Field, for controls whose focusable element is nested
 * (SelectTrigger inside Select) and so cannot receive them through the Slot.
 */
const FieldControlContext = React.createContext<FieldControlProps | null>(null);

// ARIA allows aria-required only on these roles; on anything else (a plain button such as the
// DatePicker trigger or a media pick button) axe reports aria-allowed-attr.
const rolesWithRequired = new Set([
  'checkbox',
  'combobox',
  'gridcell',
  'listbox',
  'radiogroup',
  'searchbox',
  'spinbutton',
  'switch',
  'textbox',
  'tree',
  'treegrid',
]);
// Input types whose implicit role (textbox, searchbox, spinbutton, combobox, checkbox) supports it.
const inputTypesWithRequired = new Set([
  '',
  'text',
  'email',
  'password',
  'search',
  'tel',
  'url',
  'number',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
  'checkbox',
]);

/** Whether the rendered control may carry aria-required. */
function supportsAriaRequired(element: Element) {
  const role = element.getAttribute('role');
  if (role) return rolesWithRequired.has(role);
  if (element instanceof HTMLInputElement)
    return inputTypesWithRequired.has(element.getAttribute('type') ?? '');
  return element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

type FieldProps = Omit<React.ComponentPropsWithoutRef<'div'>, 'children'> & {
  /** The visible label, tied to the control (htmlFor). */
  label?: React.ReactNode;
  /** Help text under the control, linked with aria-describedby. */
  hint?: React.ReactNode;
  /** Error message: marks the control aria-invalid and is announced (role=alert). */
  error?: React.ReactNode;
  /** Marks the label with an asterisk and the control as required (aria-required where its role allows it). */
  required?: boolean;
  /** Id for the control; generated when omitted. */
  controlId?: string;
  /** 'horizontal' puts a checkbox or switch before its label. */
  orientation?: 'vertical' | 'horizontal';
  /** The single control; it receives id, aria-invalid and aria-describedby. */
  children: React.ReactElement;
};

/**
 * A labelled form control with hint and error. The child control is wrapped in a Slot, so any
 * element that forwards props (Input, Textarea, SelectTrigger, Combobox, Checkbox...) gets wired up.
 */
const Field = React.forwardRef<HTMLDivElement, FieldProps>(function Field(
  { label, hint, error, required, controlId, orientation = 'vertical', className, children, ...props },
  ref,
) {
  const generatedId = React.useId();
  const id = controlId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const horizontal = orientation === 'horizontal';
  const controlProps: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  };
  // Which element the child renders is only known in the DOM, so aria-required is set there, on the element
  // that took the field's id, and only where ARIA allows it; after every render, as the child may swap its
  // element. (Not through a ref on the Slot: a child that cannot take one would warn on React 18.)
  const { 'aria-required': _ariaRequired, ...slotProps } = controlProps;
  React.useEffect(() => {
    const element = required ? document.getElementById(id) : null;
    if (!element || !supportsAriaRequired(element)) return;
    element.setAttribute('aria-required', 'true');
    return () => element.removeAttribute('aria-required');
  });
  const control = (
    <FieldControlContext.Provider value={controlProps}>
      <Slot.Root {...slotProps}>{children}</Slot.Root>
    </FieldControlContext.Provider>
  );

  return (
    <div
      ref={ref}
      data-slot="field"
      data-invalid={error ? true : undefined}
      data-orientation={orientation}
      className={cn('group/field grid gap-2', className)}
      {...props}
    >
      <div className={cn(horizontal ? 'flex items-center gap-2' : 'contents')}>
        {horizontal && control}
        {label && (
          <Label
            htmlFor={id}
            data-slot="field-label"
            className="group-data-[invalid=true]/field:text-destructive"
          >
            {label}
            {required && (
              <span aria-hidden="true" className="text-destructive">
                *
              </span>
            )}
          </Label>
        )}
        {!horizontal && control}
      </div>
      {hint && (
        <p id={hintId} data-slot="field-hint" className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" data-slot="field-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
});

export { Field, FieldControlContext, type FieldControlProps, type FieldProps };
