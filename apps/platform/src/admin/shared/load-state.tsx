import type { ReactNode } from 'react';
import { cn } from '@readyteams/ui';

/** What a form page shows instead of the form while its record loads, or when it could not be loaded. */
export function LoadState({ error = false, children }: { error?: boolean; children: ReactNode }) {
  return (
    <p
      role={error ? 'alert' : 'status'}
      className={cn('py-16 text-center text-sm', error ? 'text-destructive' : 'text-muted-foreground')}
    >
      {children}
    </p>
  );
}
