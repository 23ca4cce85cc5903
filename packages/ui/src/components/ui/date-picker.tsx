import * as React from 'react';
import { addMonths, format, isValid, parseISO } from 'date-fns';
import { CalendarIcon } from 'lucide-react';

import { cn } from '../../lib/utils';
import { Button } from './button';
import { Calendar } from './calendar';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

type DateQuickPick = { label: string; months: number };

/** The spec's expiry quick-picks: 1, 12, 24 and 36 months from today. */
const expiryQuickPicks: DateQuickPick[] = [
  { label: '1 month', months: 1 },
  { label: '12 months', months: 12 },
  { label: '24 months', months: 24 },
  { label: '36 months', months: 36 },
];

const DATE_FORMAT = 'yyyy-MM-dd';

/** 'yyyy-MM-dd' for a Date, the wire format of dates in the contract. */
function toIsoDate(date: Date) {
  return format(date, DATE_FORMAT);
}

type DatePickerProps = Omit<React.ComponentPropsWithoutRef<'button'>, 'value' | 'onChange' | 'children'> & {
  /** Date as 'yyyy-MM-dd'. */
  value?: string | null;
  /** Called with the picked date as 'yyyy-MM-dd'. */
  onValueChange?: (value: string) => void;
  /** Shown on the trigger while no date is chosen. */
  placeholder?: string;
  /** Buttons that pick today plus N months; pass [] for none. */
  quickPicks?: DateQuickPick[];
  /** Reference "today" for quick picks (tests and stories pin it). */
  today?: Date;
};

const DatePicker = React.forwardRef<HTMLButtonElement, DatePickerProps>(function DatePicker(
  {
    value,
    onValueChange,
    placeholder = 'Pick a date',
    quickPicks = expiryQuickPicks,
    today,
    className,
    disabled,
    ...triggerProps
  },
  ref,
) {
  const [open, setOpen] = React.useState(false);
  const parsed = value ? parseISO(value) : undefined;
  const selected = parsed && isValid(parsed) ? parsed : undefined;
  const [month, setMonth] = React.useState<Date | undefined>(selected ?? today);

  const choose = (date: Date) => {
    onValueChange?.(toIsoDate(date));
    setMonth(date);
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          ref={ref}
          type="button"
          data-slot="date-picker"
          disabled={disabled}
          className={cn(
            'flex h-9 w-full cursor-pointer items-center justify-start gap-2 rounded-md border border-input bg-transparent px-3 text-left text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20',
            !selected && 'text-muted-foreground',
            className,
          )}
          {...triggerProps}
        >
          <CalendarIcon className="size-4 opacity-60" aria-hidden="true" />
          {selected ? format(selected, 'MMM d, yyyy') : placeholder}
        </button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-0" align="start" aria-label="Choose a date">
        {quickPicks.length > 0 && (
          <div data-slot="date-picker-quick-picks" className="flex flex-wrap gap-1 border-b p-2">
            {quickPicks.map((pick) => (
              <Button
                key={pick.label}
                type="button"
                variant="outline"
                size="sm"
                onClick={() => choose(addMonths(today ?? new Date(), pick.months))}
              >
                {pick.label}
              </Button>
            ))}
          </div>
        )}
        <Calendar
          mode="single"
          selected={selected}
          month={month}
          onMonthChange={setMonth}
          today={today}
          onSelect={(date) => date && choose(date)}
          autoFocus
        />
      </PopoverContent>
    </Popover>
  );
});

export { DatePicker, expiryQuickPicks, toIsoDate, type DatePickerProps, type DateQuickPick };
