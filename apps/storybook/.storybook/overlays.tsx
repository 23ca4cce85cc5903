import { useState, type ReactElement } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { Button } from '@readyteams/ui';

/**
 * On a docs page an open modal covers the whole page (and its overlay takes every click), so stories tagged
 * `overlay` show their dialog, sheet or popover open on their own page and closed on the docs page. A story that
 * opens through a trigger of its own starts closed there (its `defaultOpen` arg turns false); one driven by an
 * `open` arg gets a button that opens it.
 */
export const closedInDocs: Decorator = (Story, { viewMode, tags, args, title }) => {
  if (viewMode !== 'docs' || !tags.includes('overlay')) return <Story />;
  if (!('open' in args))
    return Story({ args: 'defaultOpen' in args ? { ...args, defaultOpen: false } : args });
  const onOpenChange = args.onOpenChange as ((open: boolean) => void) | undefined;
  return (
    <Opener label={`Open ${title.split('/').at(-1)}`}>
      {(open, setOpen) =>
        Story({
          args: {
            ...args,
            open,
            onOpenChange: (next: boolean) => {
              setOpen(next);
              onOpenChange?.(next);
            },
          },
        })
      }
    </Opener>
  );
};

function Opener({
  label,
  children,
}: {
  label: string;
  children: (open: boolean, setOpen: (open: boolean) => void) => ReactElement;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {children(open, setOpen)}
    </>
  );
}
