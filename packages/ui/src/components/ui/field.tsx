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

type FieldProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  label?: React.ReactNode;
  /** Help text under the control, linked with aria-describedby. */
  hint?: React.ReactNode;
  /** Error message: marks the control aria-invalid and is announced (role=alert). */
  error?: React.ReactNode;
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
function Field({
  label,
  hint,
  error,
  required,
  controlId,
  orientation = 'vertical',
  className,
  children,
  ...props
}: FieldProps) {
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
  // Which element the child renders is only known in the DOM, so aria-required is set there (through
  // the ref the Slot composes with the child's own) and only where ARIA allows it.
  const { 'aria-required': _ariaRequired, ...slotProps } = controlProps;
  const markRequired = React.useCallback(
    (element: Element | null) => {
      if (!element || !required || !supportsAriaRequired(element)) return;
      element.setAttribute('aria-required', 'true');
      // React 19 runs this cleanup when `required` changes or the control unmounts.
      return () => element.removeAttribute('aria-required');
    },
    [required],
  );
  const control = (
    <FieldControlContext.Provider value={controlProps}>
      <Slot.Root {...slotProps} ref={markRequired}>
        {children}
      </Slot.Root>
    </FieldControlContext.Provider>
  );

  return (
    <div
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
}

export { Field, FieldControlContext, type FieldControlProps, type FieldProps };
