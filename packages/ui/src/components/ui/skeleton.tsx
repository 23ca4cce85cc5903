import * as React from 'react';

import { cn } from '../../lib/utils';

/** A pulsing placeholder the size of the content that is loading; size it with classes. Takes every `<div>` attribute. */
const Skeleton = React.forwardRef<HTMLDivElement, React.ComponentPropsWithoutRef<'div'>>(function Skeleton(
  { className, ...props },
  ref,
) {
  return (
    <div
      ref={ref}
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
});

export { Skeleton };
