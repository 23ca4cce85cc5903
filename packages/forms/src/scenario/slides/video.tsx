// Video slides: an uploaded video, optional WebVTT captions, a title and the facilitator's script.
import { Field, Textarea } from '@readyteams/ui';
import { forms, useIssueText } from '../../i18n/forms';
import { issue } from '../../i18n/issues';
import { isFile, slideBranch } from './base';
import { TitleField, errorOf } from './fields';
import { CaptionsField, VideoField } from './media-fields';
import type { SlideKind } from './kind';

export const video: SlideKind<'video'> = {
  label: 'forms.slideType.video',
  schema: slideBranch('video', (slide, { require }) => {
    require(isFile(slide.video) ||
      (typeof slide.video === 'string' && slide.video.trim() !== ''), 'video', issue(
      'forms.error.video.upload',
    ));
    require(slide.title.trim() !== '', 'title', issue('forms.error.video.title'));
    require(slide.script.trim() !== '', 'script', issue('forms.error.video.script'));
  }),
  summary: (slide, t) =>
    slide.video instanceof File
      ? t('forms.video.summary.file', { name: slide.video.name })
      : slide.video
        ? t('forms.video.summary.uploaded')
        : t('forms.video.summary.none'),
  Fields: VideoFields,
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

function VideoFields({ form, index }: Parameters<SlideKind<'video'>['Fields']>[0]) {
  const t = forms.useT();
  const say = useIssueText();
  return (
    <>
      <VideoField form={form} index={index} />
      <CaptionsField form={form} index={index} />
      <TitleField form={form} index={index} required />
      <Field label={t('forms.script')} required error={say(errorOf(form, `slides.${index}.script`))}>
        <Textarea rows={4} {...form.register(`slides.${index}.script`)} />
      </Field>
    </>
  );
}
