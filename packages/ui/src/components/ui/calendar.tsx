import * as React from 'react';
import { DayPicker, useDayPicker, type Labels, type NavProps } from 'react-day-picker';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';

import { useLocale } from '../../i18n/catalogue';
import { kit } from '../../i18n/kit';
import { isRightToLeft } from '../../i18n/locales';
import { cn } from '../../lib/utils';
import { buttonVariants } from './button';
import { useDateLocale } from './date-locale';

/** The calendar's labels (its buttons, today, the selected day) from the kit's catalogue. */
function useCalendarLabels(): Partial<Labels> {
  const t = kit.useT();
  return React.useMemo(() => {
    const today = (label: string, isToday: boolean | undefined) =>
      isToday ? t('kit.calendar.today', { date: label }) : label;
    return {
      labelDayButton: (date, modifiers, options, dateLib) => {
        const label = today(dateLib?.format(date, 'PPPP') ?? date.toDateString(), modifiers.today);
        return modifiers.selected ? t('kit.calendar.selected', { date: label }) : label;
      },
      labelGridcell: (date, modifiers, options, dateLib) =>
        today(dateLib?.format(date, 'PPPP') ?? date.toDateString(), modifiers?.today),
      labelNav: () => t('kit.calendar.nav'),
      labelNext: () => t('kit.calendar.next'),
      labelPrevious: () => t('kit.calendar.previous'),
      labelMonthDropdown: () => t('kit.calendar.month'),
      labelYearDropdown: () => t('kit.calendar.year'),
      labelWeekNumber: (week) => t('kit.calendar.week', { week }),
      labelWeekNumberHeader: () => t('kit.calendar.weekNumber'),
    };
  }, [t]);
}

/**
 * The previous and next month buttons as a named group, not react-day-picker's `<nav>`: a landmark per calendar would
 * fill a screen reader's landmark list with same-named entries (two date fields on a form, a page of calendars).
 */
function MonthNav({ onPreviousClick, onNextClick, previousMonth, nextMonth, ...props }: NavProps) {
  const { components, classNames, labels } = useDayPicker();
  const button = (
    month: Date | undefined,
    label: string,
    onClick: NavProps['onNextClick'],
    left: boolean,
  ) => (
    <button
      type="button"
      className={left ? classNames.button_previous : classNames.button_next}
      tabIndex={month ? undefined : -1}
      aria-disabled={month ? undefined : true}
      aria-label={label}
      onClick={(event) => month && onClick?.(event)}
    >
      <components.Chevron
        disabled={month ? undefined : true}
        className={classNames.chevron}
        orientation={left ? 'left' : 'right'}
      />
    </button>
  );
  return (
    <div role="group" {...props}>
      {button(previousMonth, labels.labelPrevious(previousMonth), onPreviousClick, true)}
      {button(nextMonth, labels.labelNext(nextMonth), onNextClick, false)}
    </div>
  );
}

/**
 * react-day-picker 9 styled with the theme (no library stylesheet needed), in the active language: month and
 * weekday names, the first day of the week, the labels, right to left in Arabic.
 */
function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  ...props
}: React.ComponentPropsWithoutRef<typeof DayPicker>) {
  const locale = useLocale();
  const dateLocale = useDateLocale();
  const labels = useCalendarLabels();
  return (
    <DayPicker
      data-slot="calendar"
      showOutsideDays={showOutsideDays}
      locale={dateLocale}
      labels={labels}
      dir={isRightToLeft(locale) ? 'rtl' : undefined}
      className={cn('p-3', className)}
      classNames={{
        root: 'w-fit',
        months: 'relative flex flex-col gap-4',
        month: 'flex w-full flex-col gap-4',
        nav: 'absolute inset-x-0 top-0 flex w-full items-center justify-between gap-1',
        button_previous: buttonVariants({ variant: 'ghost', size: 'icon-sm' }),
        button_next: buttonVariants({ variant: 'ghost', size: 'icon-sm' }),
        month_caption: 'flex h-8 items-center justify-center px-8',
        caption_label: 'text-sm font-medium',
        month_grid: 'w-full border-collapse',
        weekdays: 'flex',
        weekday: 'flex-1 rounded-md text-[0.8rem] font-normal text-muted-foreground select-none',
        week: 'mt-2 flex w-full',
        day: 'relative aspect-square size-8 p-0 text-center text-sm select-none',
        day_button: cn(
          buttonVariants({ variant: 'ghost', size: 'icon-sm' }),
          'font-normal aria-selected:opacity-100',
        ),
        selected:
          '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary [&>button]:hover:text-primary-foreground',
        today: '[&>button]:bg-accent [&>button]:text-accent-foreground',
        outside: 'text-muted-foreground aria-selected:text-muted-foreground',
        disabled: 'text-muted-foreground opacity-50',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{
        Nav: MonthNav,
        Chevron: ({ orientation, className: chevronClass }) =>
          orientation === 'left' ? (
            <ChevronLeftIcon className={cn('size-4', chevronClass)} />
          ) : (
            <ChevronRightIcon className={cn('size-4', chevronClass)} />
          ),
      }}
      {...props}
    />
  );
}

export { Calendar };
