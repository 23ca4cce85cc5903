// Small helpers of the live views (no dependencies: the participant page loads them too).
import type { LivePulseKind } from '@readyteams/activities/live';

/** 95 -> '1:35'; 3725 -> '1:02:05'. */
export function formatDuration(seconds: number) {
  const whole = Math.max(0, Math.round(seconds));
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const mmss = `${hours ? String(minutes).padStart(2, '0') : minutes}:${String(rest).padStart(2, '0')}`;
  return hours ? `${hours}:${mmss}` : mmss;
}

/** 'A', 'B', ... for lettered choices. */
export const optionLetter = (index: number): string =>
  index < 26
    ? String.fromCharCode(65 + index)
    : optionLetter(Math.floor(index / 26) - 1) + optionLetter(index % 26);

/** Key of an answer or count: `${slideIndex}:${questionIndex}`. */
export const answerKey = (slideIndex: number, questionIndex: number) => `${slideIndex}:${questionIndex}`;

/**
 * The pulse signals a participant can send the host, in the order the screens show them (each one's words are the
 * participant catalogue's `participant.pulse.<kind>`).
 */
export const pulseKinds = Object.keys({ lost: 0, 'too-fast': 0, break: 0 } satisfies Record<
  LivePulseKind,
  0
>) as LivePulseKind[];

/**
 * The presenter's stage grows with its screen (a laptop, a projector, a 4K TV at the end of the room): every size on
 * it is a share of the viewport's height, so a slide lays out the same at 1280 x 720 as at 3840 x 2160. Question text
 * is 5% of the height, result labels, counts and all other words 3.5%, result bars 4% thick (apps/storybook/stage
 * checks every slide type at four resolutions).
 */
export const presenterType = {
  title: 'text-[6.5vh] font-bold leading-tight',
  question: 'text-[5vh] leading-snug',
  body: 'text-[3.5vh] leading-snug',
  /** The header's line, outside the stage. */
  corner: 'text-[2.8vh]',
  /** A result's bar (its track); the label and count above it are `body`. */
  bar: 'h-[4vh]',
  /** A slide's box on the stage: as wide as a 16:9 screen at most, its margins and gaps in proportion. */
  slide: 'mx-auto flex h-full w-full max-w-[178vh] flex-col justify-center gap-[3vh] px-[6vh] py-[4vh]',
};
