import { useState } from 'react';

/** The row a confirmation dialog is open for (archive, delete), and the dialog's open state. */
export function useConfirmTarget<T>() {
  const [target, setTarget] = useState<T | null>(null);
  return {
    target,
    ask: (row: T) => setTarget(row),
    dialogProps: { open: target !== null, onOpenChange: (open: boolean) => !open && setTarget(null) },
  };
}
