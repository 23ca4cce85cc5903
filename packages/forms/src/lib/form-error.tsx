import { cn } from '@readyteams/ui';

type FormErrorProps = { message?: string | null; className?: string };

/** The form-level error (server message or a failed submit), announced when it appears. */
function FormError({ message, className }: FormErrorProps) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-slot="form-error"
      className={cn(
        'rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive',
        className,
      )}
    >
      {message}
    </p>
  );
}

export { FormError };
