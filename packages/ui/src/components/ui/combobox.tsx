import * as React from 'react';
import { CheckIcon, ChevronsUpDownIcon, PlusIcon } from 'lucide-react';

import { kit } from '../../i18n/kit';
import { cn } from '../../lib/utils';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from './command';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

type ComboboxOption = { value: string; label: string; disabled?: boolean };

type ComboboxProps = Omit<React.ComponentPropsWithoutRef<'button'>, 'value' | 'onChange' | 'children'> & {
  /** The choices, in order; a disabled one is shown but cannot be picked. */
  options: ComboboxOption[];
  /** The chosen option's value; an unknown value is shown as it is, no value shows the placeholder. */
  value?: string | null;
  /** Called with the value of the option the user picks. */
  onValueChange?: (value: string) => void;
  /** Shown on the trigger while nothing is chosen. */
  placeholder?: string;
  /** Placeholder of the search field in the list. */
  searchPlaceholder?: string;
  /** Shown when the search matches no option. */
  emptyText?: string;
  /** Lets the user add what they typed when it matches no option. */
  creatable?: boolean;
  /** Called with the typed text when the user picks the "Add" item (creatable mode). */
  onCreate?: (label: string) => void;
  /** Line above the list in creatable mode, telling the user they can add a new option. */
  createHint?: string;
  /** Label of the "Add" item for the typed text. */
  createLabel?: (text: string) => string;
};

const triggerClass =
  'flex min-h-9 w-full cursor-pointer items-center justify-between gap-2 rounded-md border border-input bg-transparent px-3 py-1.5 text-start text-sm shadow-xs transition-[color,box-shadow] outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20';

/** A searchable single select (cmdk in a popover); creatable mode adds the typed text as a new option. */
const Combobox = React.forwardRef<HTMLButtonElement, ComboboxProps>(function Combobox(
  {
    options,
    value,
    onValueChange,
    placeholder,
    searchPlaceholder,
    emptyText,
    creatable = false,
    onCreate,
    createHint,
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
  const selected = options.find((option) => option.value === value);
  const typed = search.trim();
  const canCreate =
    creatable &&
    typed !== '' &&
    !options.some((option) => option.label.toLowerCase() === typed.toLowerCase());

  const close = () => {
    setOpen(false);
    setSearch('');
  };

  return (
    <Popover open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <PopoverTrigger asChild>
        <button
          ref={ref}
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
          data-slot="combobox"
          disabled={disabled}
          className={cn(triggerClass, className)}
          onKeyDown={(event) => {
            onKeyDown?.(event);
            if (event.key === 'ArrowDown' && !open) {
              event.preventDefault();
              setOpen(true);
            }
          }}
          {...triggerProps}
        >
          <span className={cn('truncate', !value && 'text-muted-foreground')}>
            {selected?.label ?? (value || (placeholder ?? t('kit.select.placeholder')))}
          </span>
          <ChevronsUpDownIcon className="size-4 shrink-0 opacity-50" aria-hidden="true" />
        </button>
      </PopoverTrigger>
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
          {creatable && (
            <p
              data-slot="combobox-create-hint"
              className="border-b px-3 py-1.5 text-xs text-muted-foreground"
            >
              {createHint ?? t('kit.combobox.createHint')}
            </p>
          )}
          <CommandList>
            {!canCreate && <CommandEmpty>{emptyText ?? t('kit.search.empty')}</CommandEmpty>}
            <CommandGroup>
              {options.map((option) => (
                <CommandItem
                  key={option.value}
                  value={option.label}
                  disabled={option.disabled}
                  onSelect={() => {
                    onValueChange?.(option.value);
                    close();
                  }}
                >
                  <CheckIcon
                    className={cn('size-4', option.value === value ? 'opacity-100' : 'opacity-0')}
                    aria-hidden="true"
                  />
                  {option.label}
                </CommandItem>
              ))}
            </CommandGroup>
            {canCreate && (
              <CommandGroup forceMount>
                <CommandItem
                  forceMount
                  value={`__create__${typed}`}
                  onSelect={() => {
                    if (onCreate) onCreate(typed);
                    else onValueChange?.(typed);
                    close();
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

export { Combobox, type ComboboxOption, type ComboboxProps };
