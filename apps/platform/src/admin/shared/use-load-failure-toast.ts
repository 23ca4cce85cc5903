import { useEffect } from 'react';
import { toast } from '@readyteams/ui';

/** Says once, as an 'Error' toast, that a list or record could not be loaded. */
export function useLoadFailureToast(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) toast({ title: 'Error', description: message, variant: 'destructive' });
  }, [failed, message]);
}
