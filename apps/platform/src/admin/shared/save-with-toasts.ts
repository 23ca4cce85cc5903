import { useCallback } from 'react';
import { toast } from '@readyteams/ui';
import { app } from '../../i18n/app';
import { failureMessage, formError } from './errors';

interface SaveMessages {
  /** Description of the error toast, and the form's message for a failure the server did not explain. */
  failure: string;
  /** Title of the error toast ('Error' unless given). */
  failureTitle?: string;
  /** The error toast gives the server's own words for a request it rejected (a duplicate name). */
  serverMessage?: boolean;
  /** The success toast; none for a step before the save (an upload). */
  success?: { title: string; description: string };
}

/**
 * Saves and tells the user how it went (the messages in the page's language). A failure rethrows what the form
 * shows (see formError), so the form keeps its values and the caller's next step (navigating away, closing the
 * modal) does not run.
 */
export function useSaveWithToasts() {
  const t = app.useT();
  return useCallback(
    async <T>(save: () => Promise<T>, messages: SaveMessages): Promise<T> => {
      let saved: T;
      try {
        saved = await save();
      } catch (error) {
        const description = messages.serverMessage
          ? failureMessage(error, messages.failure)
          : messages.failure;
        toast({
          title: messages.failureTitle ?? t('app.common.error'),
          description,
          variant: 'destructive',
        });
        throw formError(error, messages.failure);
      }
      if (messages.success) toast({ ...messages.success, variant: 'success' });
      return saved;
    },
    [t],
  );
}
