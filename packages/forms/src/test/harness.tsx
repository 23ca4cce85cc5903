import { Button } from '@readyteams/ui';
import * as React from 'react';

type OpenProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The harness of the dialog stories: the dialog with the button that opens it, as the editors use it; open from
 * the start when `defaultOpen` (the stories' default; their docs page starts closed).
 */
export function withOpener<Props extends OpenProps>(Dialog: React.ComponentType<Props>, opener: string) {
  return function Harness({
    defaultOpen = false,
    ...props
  }: Omit<Props, keyof OpenProps> & { defaultOpen?: boolean }) {
    const [open, setOpen] = React.useState(defaultOpen);
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
