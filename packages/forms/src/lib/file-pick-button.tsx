import { Button } from '@readyteams/ui';
import * as React from 'react';

/** What each kind of file the picker offers, and which picked files count as that kind. */
const KINDS = {
  image: { accept: 'image/*', accepts: (file: File) => file.type.startsWith('image/') },
  video: { accept: 'video/*', accepts: (file: File) => file.type.startsWith('video/') },
  // Some systems give .vtt files no MIME type: the name decides then.
  captions: {
    accept: '.vtt,text/vtt',
    accepts: (file: File) => file.type === 'text/vtt' || (!file.type && /\.vtt$/i.test(file.name)),
  },
} satisfies Record<string, { accept: string; accepts: (file: File) => boolean }>;

type FilePickButtonProps = {
  /** The picker filters to that kind and other files are refused. */
  kind: keyof typeof KINDS;
  children: React.ReactNode;
  onPick: (file: File | null) => void;
  disabled?: boolean;
};

/** A button that opens the file picker for one kind of file; a file of another kind counts as none. */
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
        accept={KINDS[kind].accept}
        hidden
        data-testid={`${kind}-file-input`}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          onPick(file && KINDS[kind].accepts(file) ? file : null);
          // Lets the same file be picked again after a change.
          event.target.value = '';
        }}
      />
    </>
  );
}

export { FilePickButton };
