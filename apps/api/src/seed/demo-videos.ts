/**
 * The demo videos of the seeded scenarios (apps/platform/public/media/demo, made by scripts/make-demo-videos.ts):
 * one welcome video for every scenario, and per scenario its case video and its best-practices video, each with
 * WebVTT captions beside it. The seed and the script both name the files here, so they never disagree.
 */

export type DemoVideoPart = 'scene' | 'best-practices';

export const DEMO_VIDEO_DIR = '/media/demo';

export const WELCOME_VIDEO_PATH = `${DEMO_VIDEO_DIR}/welcome.webm`;

/** A title as a file name: 'The Missed Deadline Conversation' -> 'the-missed-deadline-conversation'. */
export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** '/media/demo/the-missed-deadline-conversation-scene.webm' */
export const demoVideoPath = (scenarioTitle: string, part: DemoVideoPart) =>
  `${DEMO_VIDEO_DIR}/${slug(scenarioTitle)}-${part}.webm`;

/** The captions beside a video: the same name, .vtt. */
export const captionsPath = (videoPath: string) => videoPath.replace(/\.webm$/, '.vtt');
