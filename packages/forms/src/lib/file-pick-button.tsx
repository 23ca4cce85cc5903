import { Button } from '@readyteams/ui';
import * as React from 'react';

type FilePickButtonProps = {
  /** 'image' or 'video': the picker filters to that kind and other files are refused. */
  kind: 'image' | 'video';
  children: React.ReactNode;
  onPick: (file: File | null) => void;
  disabled?: boolean;
};

/** A button that opens the file picker for one kind of media; a file of another kind counts as none. */
function FilePickButton({ kind, children, onPick, disabled }: FilePickButtonProps) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  return (
    <>
      <Button type="button" variant="outline" disabled={disabled} onClick={() => inputRef.current?.click()}>
        {children}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={`${kind}/*`}
        hidden
        data-testid={`${kind}-file-input`}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          onPick(file && file.type.startsWith(`${kind}/`) ? file : null);
          // Lets the same file be picked again after a change.
          event.target.value = '';
        }}
      />
    </>
  );
}

export { FilePickButton };
