import * as React from 'react';
import { addMonths, format as formatDate, isValid, parseISO } from 'date-fns';
import { CalendarIcon } from 'lucide-react';

import { useFormat } from '../../i18n/format';
import { kit } from '../../i18n/kit';
import { cn } from '../../lib/utils';
import { Button } from './button';
import { Calendar } from './calendar';
import { useDateLocale } from './date-locale';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

/** A button that picks today plus `months`; its label is '{months} months' in the active language unless given. */
type DateQuickPick = { label?: string; months: number };

/** The spec's expiry quick-picks: 1, 12, 24 and 36 months from today. */
const expiryQuickPicks: DateQuickPick[] = [{ months: 1 }, { months: 12 }, { months: 24 }, { months: 36 }];

const DATE_FORMAT = 'yyyy-MM-dd';

/** 'yyyy-MM-dd' for a Date, the wire format of dates in the contract. */
function toIsoDate(date: Date) {
  return formatDate(date, DATE_FORMAT);
}

type DatePickerProps = Omit<React.ComponentPropsWithoutRef<'button'>, 'value' | 'onChange' | 'children'> & {
  /** Date as 'yyyy-MM-dd'. */
  value?: string | null;
  /** Called with the picked date as 'yyyy-MM-dd'. */
  onValueChange?: (value: string) => void;
  /** Shown on the trigger while no date is chosen ('Pick a date' in the active language by default). */
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
    placeholder,
    quickPicks = expiryQuickPicks,
    today,
    className,
    disabled,
    ...triggerProps
  },
  ref,
) {
  const t = kit.useT();
  const format = useFormat();
  // Loads the calendar's month and weekday names now, so they are there when it opens.
  useDateLocale();
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
            'flex h-9 w-full cursor-pointer items-center justify-start gap-2 rounded-md border border-input bg-transparent px-3 text-start text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20',
            !selected && 'text-muted-foreground',
            className,
          )}
          {...triggerProps}
        >
          <CalendarIcon className="size-4 opacity-60" aria-hidden="true" />
          {selected
            ? format.date(selected, { dateStyle: 'medium' })
            : (placeholder ?? t('kit.datePicker.placeholder'))}
        </button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-0" align="start" aria-label={t('kit.datePicker.label')}>
        {quickPicks.length > 0 && (
          <div data-slot="date-picker-quick-picks" className="flex flex-wrap gap-1 border-b p-2">
            {quickPicks.map((pick) => (
              <Button
                key={pick.months}
                type="button"
                variant="outline"
                size="sm"
                onClick={() => choose(addMonths(today ?? new Date(), pick.months))}
              >
                {pick.label ?? t('kit.datePicker.months', { count: pick.months })}
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
