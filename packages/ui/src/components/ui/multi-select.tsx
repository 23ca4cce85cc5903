import * as React from 'react';
import { CheckIcon, ChevronsUpDownIcon, PlusIcon, XIcon } from 'lucide-react';

import { kit } from '../../i18n/kit';
import { cn } from '../../lib/utils';
import type { ComboboxOption } from './combobox';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from './command';
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from './popover';

type MultiSelectProps = Omit<React.ComponentPropsWithoutRef<'button'>, 'value' | 'onChange' | 'children'> & {
  /** The choices, in order; a disabled one is shown but cannot be picked. */
  options: ComboboxOption[];
  /** The chosen options' values, shown as removable chips in this order. */
  value?: string[];
  /** Called with the new list of values when the user adds or removes one. */
  onValueChange?: (value: string[]) => void;
  /** Shown on the trigger while nothing is chosen (then 'N selected'). */
  placeholder?: string;
  /** Placeholder of the search field in the list. */
  searchPlaceholder?: string;
  /** Shown when the search matches no option. */
  emptyText?: string;
  /** Lets the user add what they typed as a new option. */
  creatable?: boolean;
  /** Called with the typed text when the user picks the "Add" item (creatable mode). */
  onCreate?: (label: string) => void;
  /** Label of the "Add" item for the typed text. */
  createLabel?: (text: string) => string;
};

/** Several choices from a searchable list; the choices show as chips that can be removed one by one. */
const MultiSelect = React.forwardRef<HTMLButtonElement, MultiSelectProps>(function MultiSelect(
  {
    options,
    value = [],
    onValueChange,
    placeholder,
    searchPlaceholder,
    emptyText,
    creatable = false,
    onCreate,
    createLabel,
    className,
    disabled,
    onKeyDown,
    ...triggerProps
  },
  ref,
) {
  const t = kit.useT();
  const [open, setOpen] = React.useState(false);
  const [search, setSearch] = React.useState('');
  const labelOf = (v: string) => options.find((option) => option.value === v)?.label ?? v;
  const typed = search.trim();
  const canCreate =
    creatable &&
    typed !== '' &&
    !options.some((option) => option.label.toLowerCase() === typed.toLowerCase());

  const toggle = (v: string) =>
    onValueChange?.(value.includes(v) ? value.filter((item) => item !== v) : [...value, v]);

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSearch('');
      }}
    >
      <PopoverAnchor asChild>
        <div
          data-slot="multi-select"
          data-disabled={disabled || undefined}
          className={cn(
            'flex min-h-9 w-full flex-wrap items-center gap-1 rounded-md border border-input bg-transparent p-1 shadow-xs has-[button:focus-visible]:border-ring has-[button:focus-visible]:ring-[3px] has-[button:focus-visible]:ring-ring/50 has-aria-invalid:border-destructive',
            className,
          )}
        >
          {value.map((v) => (
            <span
              key={v}
              data-slot="multi-select-chip"
              className="inline-flex items-center gap-1 rounded-md bg-secondary py-0.5 ps-2 pe-0.5 text-xs font-medium text-secondary-foreground"
            >
              {labelOf(v)}
              <button
                type="button"
                disabled={disabled}
                aria-label={t('kit.multiSelect.remove', { label: labelOf(v) })}
                className="cursor-pointer rounded-sm p-0.5 outline-none hover:bg-muted-foreground/20 focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => toggle(v)}
              >
                <XIcon className="size-3" aria-hidden="true" />
              </button>
            </span>
          ))}
          <PopoverTrigger asChild>
            <button
              ref={ref}
              type="button"
              role="combobox"
              aria-expanded={open}
              aria-haspopup="listbox"
              disabled={disabled}
              className="flex min-w-24 flex-1 cursor-pointer items-center justify-between gap-2 rounded-sm px-2 py-0.5 text-start text-sm text-muted-foreground outline-none disabled:cursor-not-allowed disabled:opacity-50"
              onKeyDown={(event) => {
                onKeyDown?.(event);
                if (event.key === 'ArrowDown' && !open) {
                  event.preventDefault();
                  setOpen(true);
                }
              }}
              {...triggerProps}
            >
              <span className="truncate">
                {value.length === 0
                  ? (placeholder ?? t('kit.multiSelect.placeholder'))
                  : t('kit.multiSelect.selected', { count: value.length })}
              </span>
              <ChevronsUpDownIcon className="size-4 shrink-0 opacity-50" aria-hidden="true" />
            </button>
          </PopoverTrigger>
        </div>
      </PopoverAnchor>
      <PopoverContent
        className="w-(--radix-popover-trigger-width) min-w-56 p-0"
        align="start"
        aria-label={t('kit.options')}
      >
        <Command>
          <CommandInput
            placeholder={searchPlaceholder ?? t('kit.search.placeholder')}
            value={search}
            onValueChange={setSearch}
          />
          <CommandList aria-multiselectable="true">
            {!canCreate && <CommandEmpty>{emptyText ?? t('kit.search.empty')}</CommandEmpty>}
            <CommandGroup>
              {options.map((option) => {
                const checked = value.includes(option.value);
                return (
                  <CommandItem
                    key={option.value}
                    value={option.label}
                    disabled={option.disabled}
                    data-checked={checked || undefined}
                    onSelect={() => toggle(option.value)}
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        'flex size-4 items-center justify-center rounded-[4px] border border-input',
                        checked && 'border-primary bg-primary text-primary-foreground',
                      )}
                    >
                      {checked && <CheckIcon className="size-3" />}
                    </span>
                    {option.label}
                  </CommandItem>
                );
              })}
            </CommandGroup>
            {canCreate && (
              <CommandGroup forceMount>
                <CommandItem
                  forceMount
                  value={`__create__${typed}`}
                  onSelect={() => {
                    if (onCreate) onCreate(typed);
                    else onValueChange?.([...value, typed]);
                    setSearch('');
                  }}
                >
                  <PlusIcon className="size-4" aria-hidden="true" />
                  {createLabel ? createLabel(typed) : t('kit.search.add', { text: typed })}
                </CommandItem>
              </CommandGroup>
            )}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
});

export { MultiSelect, type MultiSelectProps };
