import { useEffect } from 'react';
import { toast } from '@readyteams/ui';
import { app } from '../../i18n/app';

/** Says once, as an 'Error' toast, that a list or record could not be loaded. */
export function useLoadFailureToast(failed: boolean, message: string) {
  const t = app.useT();
  const title = t('app.common.error');
  useEffect(() => {
    if (failed) toast({ title, description: message, variant: 'destructive' });
  }, [failed, message, title]);
}
