import * as React from 'react';
import { Loader2Icon } from 'lucide-react';

import { cn } from '../../lib/utils';

type SpinnerProps = React.ComponentProps<'svg'> & {
  /** Accessible name announced to screen readers. */
  label?: string;
};

function Spinner({ className, label = 'Loading', ...props }: SpinnerProps) {
  return (
    <Loader2Icon
      data-slot="spinner"
      role="status"
      aria-label={label}
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  );
}

/** Covers the whole page while something blocking happens (for example saving a user). */
function FullScreenSpinner({
  className,
  label = 'Loading',
  ...props
}: React.ComponentProps<'div'> & { label?: string }) {
  return (
    <div
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
}

export { FullScreenSpinner, Spinner, type SpinnerProps };
