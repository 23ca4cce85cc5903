// Video slides live: the slide fills videoUrl and captionsUrl (common fields) and adds none of its own; the session
// plays its video in step on every screen.
import { z } from 'zod';

/** The fields a video slide adds to the common live ones: none. */
export const liveVideoFields = z.object({});

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
