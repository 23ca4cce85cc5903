import { useCallback } from 'react';
import { toast } from '@readyteams/ui';
import { app } from '../../i18n/app';

interface ArchiveMessages {
  /** Description of the 'Error' toast when archiving fails. */
  failure: string;
  /** The success toast (title and description) of the second document's section 8. */
  success: { title: string; description: string };
}

/**
 * Archives one record and tells the user how it went (in the page's language); a failure rethrows so the dialog
 * stays open.
 */
export function useArchiveWithToasts() {
  const t = app.useT();
  return useCallback(
    async (archive: () => Promise<unknown>, messages: ArchiveMessages) => {
      try {
        await archive();
      } catch (error) {
        toast({ title: t('app.common.error'), description: messages.failure, variant: 'destructive' });
        throw error;
      }
      toast({ ...messages.success, variant: 'success' });
    },
    [t],
  );
}
