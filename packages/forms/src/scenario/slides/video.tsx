// Video slides: an uploaded video, optional WebVTT captions, a title and the facilitator's script.
import { Button, Field, MediaUpload, Textarea } from '@readyteams/ui';
import { Controller } from 'react-hook-form';
import { FilePickButton } from '../../lib/file-pick-button';
import { isFile, slideBranch } from './base';
import { TitleField, errorOf } from './fields';
import type { SlideKind } from './kind';

/** The captions file as the editor names it: a new file's name, a stored file's name, or none. */
function captionsName(value: string | File | null) {
  if (value instanceof File) return `Selected: ${value.name}`;
  if (!value) return 'No captions: the video plays without them.';
  return decodeURIComponent(new URL(value, 'http://x').pathname.split('/').pop() ?? value);
}

export const video: SlideKind<'video'> = {
  label: 'Video',
  schema: slideBranch('video', (slide, { require }) => {
    require(isFile(slide.video) ||
      (typeof slide.video === 'string' &&
        slide.video.trim() !== ''), 'video', 'Upload is required for video slides');
    require(slide.title.trim() !== '', 'title', 'Title is required for video slides');
    require(slide.script.trim() !== '', 'script', 'Script is required for video slides');
  }),
  summary: (slide) =>
    slide.video instanceof File
      ? `Video: ${slide.video.name}`
      : slide.video
        ? 'Video uploaded'
        : 'No video yet',
  Fields: ({ form, index }) => {
    const path = `slides.${index}` as const;
    return (
      <>
        <Controller
          control={form.control}
          name={`${path}.video`}
          render={({ field, fieldState }) => (
            <Field label="Video" error={fieldState.error?.message}>
              <MediaUpload
                kind="video"
                value={field.value instanceof File ? field.value : null}
                previewUrl={typeof field.value === 'string' ? field.value : null}
                onChange={(file) => {
                  // A file of another kind comes back as null: the stored video stays.
                  if (!file) return;
                  field.onChange(file);
                  form.setValue(`${path}.duration`, null);
                }}
              />
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name={`${path}.captions`}
          render={({ field }) => (
            <div role="group" aria-labelledby={`${path}-captions`} className="grid gap-2">
              <span id={`${path}-captions`} className="text-sm font-medium">
                Captions (WebVTT)
              </span>
              <p className="text-sm text-muted-foreground">{captionsName(field.value)}</p>
              <div className="flex flex-wrap gap-2">
                <FilePickButton
                  kind="captions"
                  onPick={(file) => {
                    // Uploaded with its type, which some systems leave empty for .vtt.
                    if (file)
                      field.onChange(file.type ? file : new File([file], file.name, { type: 'text/vtt' }));
                  }}
                >
                  {field.value ? 'Replace Captions' : 'Add Captions'}
                </FilePickButton>
                {field.value ? (
                  <Button type="button" variant="ghost" onClick={() => field.onChange(null)}>
                    Remove Captions
                  </Button>
                ) : null}
              </div>
            </div>
          )}
        />
        <TitleField form={form} index={index} required />
        <Field label="Script" required error={errorOf(form, `${path}.script`)}>
          <Textarea rows={4} {...form.register(`${path}.script`)} />
        </Field>
      </>
    );
  },
  toSent: (slide, base) => {
    if (typeof slide.video !== 'string' || slide.captions instanceof File)
      throw new Error('Upload the video and its captions before building the payload');
    return {
      ...base,
      slideType: 'video',
      videoUrl: slide.video,
      // No captions: none sent, none kept (the slide is written whole).
      ...(slide.captions ? { captionsUrl: slide.captions } : {}),
      script: slide.script.trim(),
      ...(slide.duration == null ? {} : { duration: slide.duration }),
    };
  },
  fromRead: (slide) => ({
    script: slide.script ?? '',
    video: slide.videoUrl || null,
    captions: slide.captionsUrl || null,
    duration: slide.duration ?? null,
  }),
};
