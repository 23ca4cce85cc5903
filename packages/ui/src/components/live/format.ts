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
 * Type that grows with the presenter's screen (a projector, a TV at the end of the room): question text is at least
 * 4% of the viewport's height, never smaller than it is on a laptop.
 */
export const presenterType = {
  title: 'text-[max(3rem,6.5vh)] font-bold leading-tight',
  question: 'text-[max(1.875rem,4.5vh)] leading-snug',
  body: 'text-[max(1.5rem,3.6vh)]',
  corner: 'text-[max(1.125rem,2.8vh)]',
};
