import * as React from 'react';
import { ImageIcon, UploadIcon, VideoIcon } from 'lucide-react';

import { kit } from '../../i18n/kit';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';
import { Progress } from '../ui/progress';

type MediaKind = 'image' | 'video';

type MediaUploadProps = {
  /** Which files it takes: videos (video/*) or images (image/*); other files are refused with a message. */
  kind: MediaKind;
  /** The chosen file (not yet uploaded). */
  value?: File | null;
  /** Called with the accepted file, or null when the file was not of the required kind. */
  onChange?: (file: File | null) => void;
  /** Address of the already stored media, previewed while no new file is chosen. */
  previewUrl?: string | null;
  /** Upload progress 0-100; the bar shows while it is defined. */
  progress?: number;
  /** Button text; 'Upload Video File' or 'Upload Thumbnail Image' in the active language by default. */
  buttonLabel?: string;
  /** Stops the user from choosing or dropping a file. */
  disabled?: boolean;
  /** Id of the file input, for a label's `htmlFor` (a Field sets it). */
  id?: string;
  className?: string;
  /** Marks the upload as invalid (a Field with an error sets it). */
  'aria-invalid'?: boolean | 'true' | 'false';
  /** Ids of the hint and error that describe it (a Field sets it). */
  'aria-describedby'?: string;
};

/** The spec's rule: a file is accepted only if its MIME type starts with the required kind. */
function isAcceptedMedia(file: Pick<File, 'type'>, kind: MediaKind) {
  return file.type.startsWith(`${kind}/`);
}

/** A temporary local link to a chosen file, revoked when the file changes or the control unmounts. */
function useObjectUrl(file: File | null | undefined) {
  const [url, setUrl] = React.useState<string | null>(null);
  React.useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/**
 * Pick or drop an image or video; shows a 140 px preview, the file name and the upload progress. The ref
 * reaches the hidden file input (a Field passes its ref through its Slot).
 */
const MediaUpload = React.forwardRef<HTMLInputElement, MediaUploadProps>(function MediaUpload(
  {
    kind,
    value,
    onChange,
    previewUrl,
    progress,
    buttonLabel: givenButtonLabel,
    disabled = false,
    id,
    className,
    ...aria
  },
  ref,
) {
  const t = kit.useT();
  const buttonLabel =
    givenButtonLabel ?? (kind === 'video' ? t('kit.media.uploadVideo') : t('kit.media.uploadImage'));
  // The button clicks the input through inputRef; the caller's ref gets the same element.
  const inputRef = React.useRef<HTMLInputElement>(null);
  React.useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);
  const [dragOver, setDragOver] = React.useState(false);
  // The name of a file of another kind, refused: said under the button until an accepted file replaces it.
  const [refused, setRefused] = React.useState<string | null>(null);
  const localUrl = useObjectUrl(value);
  const src = localUrl ?? previewUrl ?? null;
  const Icon = kind === 'video' ? VideoIcon : ImageIcon;

  const take = (file: File | undefined) => {
    if (!file) return;
    if (isAcceptedMedia(file, kind)) {
      setRefused(null);
      onChange?.(file);
    } else {
      setRefused(file.name);
      onChange?.(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  return (
    <div
      data-slot="media-upload"
      data-drag-over={dragOver || undefined}
      className={cn(
        'grid gap-3 rounded-lg border border-dashed border-input p-4 transition-colors data-[drag-over]:border-primary data-[drag-over]:bg-accent',
        className,
      )}
      onDragOver={(event) => {
        if (disabled) return;
        event.preventDefault();
        setDragOver(true);
      }}
      onDragLeave={() => setDragOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragOver(false);
        if (!disabled) take(event.dataTransfer.files[0]);
      }}
    >
      <div
        data-slot="media-upload-preview"
        className="flex h-[140px] items-center justify-center overflow-hidden rounded-md bg-muted"
      >
        {src && kind === 'image' && (
          <img src={src} alt={t('kit.media.imagePreview')} className="h-full w-auto object-contain" />
        )}
        {src && kind === 'video' && (
          <video src={src} controls className="h-full w-auto" aria-label={t('kit.media.videoPreview')} />
        )}
        {!src && (
          <div className="flex flex-col items-center gap-1 text-sm text-muted-foreground">
            <Icon className="size-6" aria-hidden="true" />
            <span>{kind === 'image' ? t('kit.media.dropImage') : t('kit.media.dropVideo')}</span>
          </div>
        )}
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={`${kind}/*`}
          className="sr-only"
          tabIndex={-1}
          disabled={disabled}
          aria-label={buttonLabel}
          {...aria}
          onChange={(event) => take(event.target.files?.[0])}
        />
        <Button type="button" variant="outline" disabled={disabled} onClick={() => inputRef.current?.click()}>
          <UploadIcon aria-hidden="true" />
          {buttonLabel}
        </Button>
        {value && (
          <p data-slot="media-upload-file-name" className="min-w-0 truncate text-sm text-muted-foreground">
            {kind === 'image'
              ? t('kit.media.selectedImage', { name: value.name })
              : t('kit.media.selectedVideo', { name: value.name })}
          </p>
        )}
      </div>

      {refused !== null && (
        <p data-slot="media-upload-refused" role="alert" className="text-sm font-medium text-destructive">
          {kind === 'image'
            ? t('kit.media.notImage', { name: refused })
            : t('kit.media.notVideo', { name: refused })}
        </p>
      )}

      {progress !== undefined && (
        <Progress
          value={progress}
          aria-label={kind === 'image' ? t('kit.media.uploadingImage') : t('kit.media.uploadingVideo')}
        />
      )}
    </div>
  );
});

export { isAcceptedMedia, MediaUpload, type MediaKind, type MediaUploadProps };
