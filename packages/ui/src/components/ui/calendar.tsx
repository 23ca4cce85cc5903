import * as React from 'react';
import { DayPicker } from 'react-day-picker';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';

import { cn } from '../../lib/utils';
import { buttonVariants } from './button';

/** react-day-picker 9 styled with the theme (no library stylesheet needed). */
function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  ...props
}: React.ComponentPropsWithoutRef<typeof DayPicker>) {
  return (
    <DayPicker
      data-slot="calendar"
      showOutsideDays={showOutsideDays}
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
