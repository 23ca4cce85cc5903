import * as React from 'react';
import { InboxIcon } from 'lucide-react';

import { cn } from '../../lib/utils';

type EmptyStateProps = Omit<React.ComponentPropsWithoutRef<'div'>, 'title'> & {
  /** What is empty, in a few words ('No tags yet'). */
  title: React.ReactNode;
  /** What to do about it, in a sentence. */
  description?: React.ReactNode;
  /** Decorative icon; an inbox by default. */
  icon?: React.ReactNode;
  /** A call to action, e.g. a '+ New Tag' button. */
  action?: React.ReactNode;
};

const EmptyState = React.forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { title, description, icon, action, className, ...props },
  ref,
) {
  return (
    <div
      ref={ref}
      data-slot="empty-state"
      className={cn('flex flex-col items-center justify-center gap-3 px-6 py-12 text-center', className)}
      {...props}
    >
      <div
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6"
      >
        {icon ?? <InboxIcon />}
      </div>
      <div className="grid gap-1">
        <p className="text-base font-semibold">{title}</p>
        {description && <p className="max-w-sm text-sm text-muted-foreground">{description}</p>}
      </div>
      {action}
    </div>
  );
});

export { EmptyState, type EmptyStateProps };
