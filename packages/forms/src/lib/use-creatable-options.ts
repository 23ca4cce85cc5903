import type { ComboboxOption } from '@readyteams/ui';
import * as React from 'react';

/** Creates an option on the fly (for example a new category) and answers it once stored. */
export type CreateOption = (label: string) => Promise<ComboboxOption>;

/**
 * The options of a select that can create new ones: the caller's options plus the ones created here,
 * which stay listed until the caller's list includes them.
 */
export function useCreatableOptions(options: readonly ComboboxOption[], create?: CreateOption) {
  const [created, setCreated] = React.useState<ComboboxOption[]>([]);
  const all = React.useMemo(
    () => [...options, ...created.filter((option) => !options.some((known) => known.value === option.value))],
    [options, created],
  );
  const add = React.useCallback(
    async (label: string) => {
      if (!create) return null;
      const option = await create(label);
      setCreated((current) => [...current, option]);
      return option;
    },
    [create],
  );
  return { options: all, create: create ? add : undefined };
}
