// Video slides: an uploaded video, optional WebVTT captions, a title and the facilitator's script.
import { Field, Textarea } from '@readyteams/ui';
import { isFile, slideBranch } from './base';
import { TitleField, errorOf } from './fields';
import { CaptionsField, VideoField } from './media-fields';
import type { SlideKind } from './kind';

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
  Fields: ({ form, index }) => (
    <>
      <VideoField form={form} index={index} />
      <CaptionsField form={form} index={index} />
      <TitleField form={form} index={index} required />
      <Field label="Script" required error={errorOf(form, `slides.${index}.script`)}>
        <Textarea rows={4} {...form.register(`slides.${index}.script`)} />
      </Field>
    </>
  ),
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
