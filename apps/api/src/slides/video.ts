// Video slides: an uploaded video (with optional WebVTT captions) and the facilitator's script.
import { noColumns, str, type SlideKind } from './kind.js';

export const video: SlideKind<'video'> = {
  rules: {
    title: { required: 'Title is required for video slides' },
    script: { required: 'Script is required for video slides' },
    videoUrl: {
      required: 'Upload is required for video slides',
      type: 'Upload is required for video slides',
    },
  },
  columns: (slide) => ({
    ...noColumns,
    videoUrl: slide.videoUrl,
    captionsUrl: slide.captionsUrl ?? null,
    duration: slide.duration == null ? null : Math.round(slide.duration),
  }),
  questions: () => [],
  toLive: (slide) => ({
    type: null,
    videoUrl: str(slide.videoUrl),
    captionsUrl: str(slide.captionsUrl),
    questions: [],
    pollTitle: null,
  }),
};
