import * as React from 'react';

/**
 * The harness of the stories of controlled inputs: the value kept in state the way a form keeps it, and every
 * change handed to the story's spy as well.
 */
export function useStoryValue<T>(initial: T | null | undefined, spy?: (value: T) => void) {
  const [value, setValue] = React.useState(initial);
  const change = (next: T) => {
    setValue(next);
    spy?.(next);
  };
  return [value, change] as const;
}
