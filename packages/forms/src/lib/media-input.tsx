import { Button, cn } from '@readyteams/ui';
import * as React from 'react';

type MediaInputProps = Omit<React.ComponentProps<'button'>, 'value' | 'onChange' | 'children'> & {
  /** The required kind: the picker filters to it and a file of another kind is cleared. */
  kind: 'image' | 'video';
  /** A newly chosen file, the stored address of the current one, or nothing. */
  value: File | string | null | undefined;
  onValueChange: (file: File | null) => void;
};

const accepts = (kind: MediaInputProps['kind'], file: File | undefined | null) =>
  file && file.type.startsWith(`${kind}/`) ? file : null;

/**
 * Pick or drop one image or video, with a 140 px preview. The pick button takes the Field's id and aria
 * attributes, so the field's label names it.
 */
function MediaInput({ kind, value, onValueChange, className, disabled, ...buttonProps }: MediaInputProps) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [dragOver, setDragOver] = React.useState(false);
  const previewUrl = React.useMemo(
    () => (value instanceof File ? URL.createObjectURL(value) : value || null),
    [value],
  );
  React.useEffect(
    () => () => {
      if (value instanceof File && previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [value, previewUrl],
  );
  const noun = kind === 'image' ? 'image' : 'video';

  return (
    <div data-slot="media-input" className={cn('grid gap-2', className)}>
      <div
        data-drag-over={dragOver || undefined}
        className="flex h-[140px] items-center justify-center overflow-hidden rounded-md border border-dashed border-input bg-muted/40 data-[drag-over]:border-primary"
        onDragOver={(event) => {
          event.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragOver(false);
          if (!disabled) onValueChange(accepts(kind, event.dataTransfer.files[0]));
        }}
      >
        {previewUrl ? (
          kind === 'image' ? (
            <img src={previewUrl} alt="" className="h-full w-full object-contain" />
          ) : (
            <video
              src={previewUrl}
              muted
              preload="metadata"
              aria-hidden="true"
              tabIndex={-1}
              className="h-full w-full object-contain"
            />
          )
        ) : (
          <p className="px-4 text-center text-sm text-muted-foreground">
            Drop {noun === 'image' ? 'an image' : 'a video'} here
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
          {...buttonProps}
        >
          {value ? `Replace ${noun}` : `Choose ${noun}`}
        </Button>
        {value && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={() => onValueChange(null)}
          >
            Remove {noun}
          </Button>
        )}
        {value instanceof File && (
          <p className="text-sm text-muted-foreground">
            Selected {noun}: {value.name}
          </p>
        )}
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={`${kind}/*`}
        hidden
        data-testid={`${kind}-file-input`}
        onChange={(event) => {
          onValueChange(accepts(kind, event.target.files?.[0]));
          event.target.value = '';
        }}
      />
    </div>
  );
}

export { MediaInput, type MediaInputProps };
