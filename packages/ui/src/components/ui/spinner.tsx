import * as React from 'react';
import { Loader2Icon } from 'lucide-react';

import { kit } from '../../i18n/kit';
import { cn } from '../../lib/utils';

type SpinnerProps = React.ComponentPropsWithoutRef<'svg'> & {
  /** Accessible name announced to screen readers. */
  label?: string;
};

const Spinner = React.forwardRef<SVGSVGElement, SpinnerProps>(function Spinner(
  { className, label, ...props },
  ref,
) {
  const t = kit.useT();
  return (
    <Loader2Icon
      ref={ref}
      data-slot="spinner"
      role="status"
      aria-label={label ?? t('kit.loading')}
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  );
});

/** Covers the whole page while something blocking happens (for example saving a user). */
const FullScreenSpinner = React.forwardRef<
  HTMLDivElement,
  React.ComponentPropsWithoutRef<'div'> & { label?: string }
>(function FullScreenSpinner({ className, label, ...props }, ref) {
  return (
    <div
      ref={ref}
      data-slot="full-screen-spinner"
      aria-busy="true"
      className={cn(
        'fixed inset-0 z-[60] flex items-center justify-center bg-background/70 backdrop-blur-[1px]',
        className,
      )}
      {...props}
    >
      <Spinner label={label} className="size-10 text-primary" />
    </div>
  );
});

export { FullScreenSpinner, Spinner, type SpinnerProps };
