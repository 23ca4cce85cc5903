import { cn } from '@readyteams/ui';
import { useIssueText } from '../i18n/forms';

type FormErrorProps = { message?: string | null; className?: string };

/**
 * The form-level error (server message or a failed submit), announced when it appears. A message of the forms'
 * catalogue (a form's fallback, `issue`) shows in the active language, the server's as it is.
 */
function FormError({ message, className }: FormErrorProps) {
  const say = useIssueText();
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
      {say(message)}
    </p>
  );
}

export { FormError };
