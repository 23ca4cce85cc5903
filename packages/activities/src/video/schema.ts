// Video slides live: the slide fills videoUrl and captionsUrl (common fields) and adds none of its own; the session
// plays its video in step on every screen.
// Also its fields as the editor sends them and as the API reads them: scripts/contract.ts generates the contract's
// branches of the kind (SlideWrite, SlideRead, LiveSlide) from this file.
import { z } from 'zod';
import { facilitatorScript, httpUrl, noQuestions, slideRequiredText } from '../contract';

/** A video slide as the editor sends it. */
export const videoWriteFields = z.object({
  title: slideRequiredText,
  script: z.string().min(1).max(20000).regex(/\S/),
  videoUrl: httpUrl,
  captionsUrl: httpUrl
    .nullable()
    .optional()
    .meta({ description: 'Optional. WebVTT captions of the video (an uploaded .vtt file).' }),
  duration: z.number().min(0).nullable().optional(),
});

/** A video slide as the API reads it. */
export const videoReadFields = z.object({
  script: facilitatorScript,
  questions: noQuestions('Always empty (video and poll-results slides have no questions).'),
  videoUrl: z.string().nullable().optional(),
  captionsUrl: z
    .string()
    .nullable()
    .optional()
    .meta({ description: 'Optional. WebVTT captions of the video, shown on the presenter screen.' }),
  duration: z.number().nullable().optional().meta({ description: 'Video duration in seconds, when known.' }),
});

/** The fields a video slide adds to the common live ones: none. */
export const liveVideoFields = z
  .object({})
  .meta({ description: 'A video slide: it fills videoUrl and captionsUrl.' });

/** The session's video playback, the same on every screen. */
export const liveVideoState = z.object({
  status: z.enum(['playing', 'paused']),
  /** Position in seconds when `status` last changed. */
  position: z.number(),
  /** Server time (ms since epoch) of the last change, so a late joiner can compute where playback is. */
  changedAt: z.number(),
  /** Captions on the presenter screen (the host switches them; on by default, kept from one video to the next). */
  captions: z.boolean(),
});
export type LiveVideoState = z.infer<typeof liveVideoState>;

/** What the host's video buttons ask for (captions: for every video of the session). */
export const liveVideoAction = z.enum(['play', 'pause', 'restart', 'captions-on', 'captions-off']);
export type LiveVideoAction = z.infer<typeof liveVideoAction>;
