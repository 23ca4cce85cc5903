// The participant page's story parts, shared by its stories (components/live/participant-view.stories.tsx) and the
// slide types' (views/slides/<type>/participant-view.stories.tsx).
import { useState, type ComponentPropsWithoutRef } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import type { LiveAnswerValue, LiveState } from '@readyteams/activities/live';
import { answerKey } from '../components/live/format';
import { ParticipantPage } from '../components/live/participant-view';
import { noBoard, noCommitments, stateAt } from './fixtures';

/** A phone in the lobby of session KX4P, connected, nothing answered yet. */
export const participantArgs = {
  pin: 'KX4P',
  connection: 'connected',
  state: stateAt(-1),
  answers: {},
  statuses: {},
  onAnswer: fn(),
  onPulse: fn(),
  onReact: fn(),
  board: noBoard,
  commitments: noCommitments,
} satisfies ComponentPropsWithoutRef<typeof ParticipantPage>;

/** What a phone says once its answer is stored. */
export const saved = 'Answer saved. You can change it until the host moves on.';

let moveTo: (state: LiveState) => void = () => {};
/** The session the server pushes: a play function moves it on under a LivePhone, as the host does. */
export const hostMovesTo = (state: LiveState) => moveTo(state);

/**
 * The page as the app runs it: the state the server pushes (see hostMovesTo), and each answer shown at once, saving
 * until the server's ack (the story's onAnswer), then saved.
 */
export function LivePhone(args: ComponentPropsWithoutRef<typeof ParticipantPage>) {
  const [state, setState] = useState(args.state);
  const [answers, setAnswers] = useState(args.answers);
  const [statuses, setStatuses] = useState(args.statuses);
  moveTo = setState;
  const answer = async (slideIndex: number, questionIndex: number, value: LiveAnswerValue) => {
    const key = answerKey(slideIndex, questionIndex);
    setAnswers((current) => ({ ...current, [key]: value }));
    setStatuses((current) => ({ ...current, [key]: { state: 'saving' } }));
    await Promise.resolve(args.onAnswer(slideIndex, questionIndex, value));
    setStatuses((current) => ({ ...current, [key]: { state: 'saved' } }));
  };
  return <ParticipantPage {...args} state={state} answers={answers} statuses={statuses} onAnswer={answer} />;
}

/** The live region says `text` as a new announcement (the same words again count: a screen reader says them again). */
export async function announcesAgain(region: HTMLElement, before: string | null, text: string) {
  await waitFor(() => expect(region.textContent).not.toBe(before));
  await expect(region).toHaveTextContent(text);
}
