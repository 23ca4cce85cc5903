// Video slides: an uploaded video (with optional WebVTT captions) and the facilitator's script.
import { str, type SlideKind } from '../kind.js';

export const video: SlideKind<'video'> = {
  rules: {
    title: { required: 'server.slides.videoTitle' },
    script: { required: 'server.slides.videoScript' },
    videoUrl: {
      required: 'server.slides.videoUpload',
      type: 'server.slides.videoUpload',
    },
  },
  props: (slide) => ({
    videoUrl: slide.videoUrl,
    captionsUrl: slide.captionsUrl ?? null,
    duration: slide.duration == null ? null : Math.round(slide.duration),
  }),
  questions: () => [],
  toLive: (slide) => ({
    type: null,
    videoUrl: str(slide.props.videoUrl),
    captionsUrl: str(slide.props.captionsUrl),
    questions: [],
    pollTitle: null,
  }),
};
