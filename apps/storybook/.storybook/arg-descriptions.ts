import type { Args, ArgTypesEnhancer, StrictArgTypes } from 'storybook/internal/types';

/**
 * What the props every Radix-based part shares mean. Radix's own type declarations carry no descriptions for
 * them, so the props tables would show a bare type; props documented at their declaration (our JSDoc, or the
 * library's) keep their own text.
 */
const SHARED_PROPS: Record<string, { description: string; defaultValue?: string }> = {
  children: { description: 'The content: a label, or the parts it is made of.' },
  onClick: { description: 'Called when it is clicked, or activated with Enter or Space.' },
  onChange: { description: 'Called with the change event each time the value changes.' },
  placeholder: {
    description: 'Shown in the empty field, as an example of what goes in it (never instead of a label).',
  },
  'aria-label': { description: 'The accessible name, for a control without a visible label.' },
  htmlFor: { description: 'The id of the control it labels; a click on the label focuses it.' },
  type: { description: 'How many sections can be open at once: `single` (one) or `multiple`.' },
  asChild: {
    description:
      'Renders the single child you pass instead of its own element, with this part’s props and behaviour merged into it (e.g. a link that acts as the trigger).',
    defaultValue: 'false',
  },
  className: {
    description: 'Classes added to the element; where they conflict with the component’s own, yours win.',
  },
  open: { description: 'Whether it is open, when you control the state (pair it with `onOpenChange`).' },
  defaultOpen: {
    description: 'Whether it starts open, when the component keeps the state itself.',
    defaultValue: 'false',
  },
  onOpenChange: {
    description: 'Called with the new state each time it opens or closes (trigger, Escape, a click outside).',
  },
  modal: {
    description:
      'Whether the rest of the page is inert while it is open: focus stays inside, a click outside closes it.',
  },
  checked: {
    description: 'Whether it is checked, when you control the state (pair it with `onCheckedChange`).',
  },
  defaultChecked: {
    description: 'Whether it starts checked, when the component keeps the state itself.',
    defaultValue: 'false',
  },
  onCheckedChange: { description: 'Called with the new state when the user checks or unchecks it.' },
  value: { description: 'The current value, when you control the state (pair it with `onValueChange`).' },
  defaultValue: { description: 'The value it starts with, when the component keeps the state itself.' },
  onValueChange: { description: 'Called with the new value when the user changes it.' },
  disabled: {
    description: 'Stops the user from interacting with it: shown dimmed, skipped by the keyboard.',
    defaultValue: 'false',
  },
  required: { description: 'Marks it as required in its form.', defaultValue: 'false' },
  name: { description: 'The name its value is submitted under, as part of a form.' },
  form: { description: 'The id of the form it belongs to, when it is not inside that form.' },
  id: { description: 'The element’s id, for a label’s `htmlFor` or an ARIA reference.' },
  orientation: { description: 'Which arrow keys move between the items, as they are laid out.' },
  loop: {
    description: 'Whether the arrow keys wrap round from the last item to the first.',
    defaultValue: 'true',
  },
  dir: { description: 'Reading direction for keyboard navigation; the page’s own when left out.' },
  autoComplete: { description: 'The browser’s autofill hint, as on a native <select>.' },
  max: { description: 'The largest value (a complete progress bar).', defaultValue: '100' },
  getValueLabel: {
    description: 'The text screen readers announce for the value (a percentage when left out).',
  },
};

/** The shared props a story passes as args, as argTypes to describe. */
const sharedArgs = (args: Args): StrictArgTypes =>
  Object.fromEntries(
    Object.keys(args)
      .filter((name) => name in SHARED_PROPS)
      .map((name) => [name, { name }]),
  );

/**
 * Fills in the shared props' descriptions (and defaults) where the declaration has none, for the props the docgen
 * found and for DOM props a story passes as args (their type is inferred from the args afterwards).
 */
export const describeSharedProps: ArgTypesEnhancer = ({ argTypes, initialArgs }) =>
  Object.fromEntries(
    Object.entries({ ...sharedArgs(initialArgs), ...argTypes }).map(([name, argType]) => {
      const shared = SHARED_PROPS[name];
      if (!shared || argType.description) return [name, argType];
      const defaultValue =
        argType.table?.defaultValue ?? (shared.defaultValue && { summary: shared.defaultValue });
      return [
        name,
        {
          ...argType,
          description: shared.description,
          table: { ...argType.table, ...(defaultValue && { defaultValue }) },
        },
      ];
    }),
  );
