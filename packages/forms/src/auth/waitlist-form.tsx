import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, cn } from '@readyteams/ui';
import { useForm } from 'react-hook-form';
import { FormError } from '../lib/form-error';
import type { FormProps } from '../lib/form-types';
import { useSubmit } from '../lib/use-submit';
import { emptyWaitlistValues, waitlistSchema, type WaitlistValues } from './waitlist-schema';
import { forms, useIssueText } from '../i18n/forms';

export const WAITLIST_FAILURE = 'forms.tryLater';

/**
 * The waitlist: the browser's required email field (its own validation runs first), 'Join Waitlist'.
 * An empty email is ignored. After a successful join the field is cleared.
 */
function WaitlistForm({
  defaultValues,
  onSubmit,
  serverError,
  className,
}: FormProps<WaitlistValues, { email: string }>) {
  const t = forms.useT();
  const say = useIssueText();
  const form = useForm({
    resolver: zodResolver(waitlistSchema),
    defaultValues: { ...emptyWaitlistValues, ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSubmit(
    form,
    async ({ email }) => {
      if (!email) return;
      await onSubmit({ email });
      form.reset(emptyWaitlistValues);
    },
    WAITLIST_FAILURE,
  );

  return (
    <form onSubmit={submit} aria-label={t('forms.waitlist.label')} className={cn('grid gap-3', className)}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Field label={t('forms.email')} error={say(errors.email?.message)} className="flex-1">
          <Input
            type="email"
            required
            autoComplete="email"
            placeholder={t('forms.emailPlaceholder')}
            {...form.register('email')}
          />
        </Field>
        <Button type="submit" disabled={isSubmitting} className="sm:mt-[1.375rem]">
          {isSubmitting ? t('forms.waitlist.busy') : t('forms.waitlist.submit')}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{t('forms.waitlist.note')}</p>
      <FormError message={serverError ?? errors.root?.server?.message} />
    </form>
  );
}

export { WaitlistForm };
