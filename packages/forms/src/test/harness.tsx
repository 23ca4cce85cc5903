import { Button } from '@readyteams/ui';
import * as React from 'react';

type OpenProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The harness of the dialog stories: the dialog, open from the start, with the button that opens it again, as
 * the editors use it.
 */
export function withOpener<Props extends OpenProps>(Dialog: React.ComponentType<Props>, opener: string) {
  return function Harness(props: Omit<Props, keyof OpenProps>) {
    const [open, setOpen] = React.useState(true);
    return (
      <>
        <Button type="button" onClick={() => setOpen(true)}>
          {opener}
        </Button>
        <Dialog {...(props as Props)} open={open} onOpenChange={setOpen} />
      </>
    );
  };
}
