import { setupI18n } from '@lingui/core';
import { pointsWriteFields, type SlideReadOf } from '@readyteams/activities/live';
import { describe, expect, it } from 'vitest';
import { forms, kindsT } from '../../../i18n/forms';
import { issueText } from '../../../i18n/issues';
import { messages } from '../../../test/messages';
import { changeSlideType } from '../../branching';
import { slideFromRead, toSlideSent } from '../../scenario-mappers';
import { emptySlide, slideEditorSchema, type SlideValues } from '../../slide-schema';
import { POINTS_MESSAGES } from '.';

const points = (pointOptions: string[], overrides: Partial<SlideValues> = {}) =>
  emptySlide({
    slideType: 'points',
    title: 'Where should the team put its effort?',
    pointOptions: pointOptions.map((text) => ({ text })),
    ...overrides,
  });
const editorMessages = (...slides: SlideValues[]) => messages(slideEditorSchema, { slides });
const CHOICE = 'Each option needs text, up to 100 characters';

describe('100 points slides', () => {
  it('start with two blank options, and need a question (their title) and text in each', () => {
    expect(editorMessages(emptySlide({ slideType: 'points' }))).toEqual({
      'slides.0.title': 'Question is required for 100 points slides',
      'slides.0.pointOptions.0.text': CHOICE,
      'slides.0.pointOptions.1.text': CHOICE,
    });
    expect(editorMessages(points(['Calls', 'Training']))).toEqual({});
  });

  it('are blank on every new slide, each its own, and kept when the slide changes type', () => {
    const [first, second] = [emptySlide(), emptySlide()];
    expect(first.pointOptions).toEqual([{ text: '' }, { text: '' }]);
    expect(first.pointOptions).not.toBe(second.pointOptions);
    const typed = points(['Calls', 'Training', 'Tools']);
    const [asRanking] = changeSlideType([typed], 0, 'ranking');
    // A ranking's items are its own: the options are not its items.
    expect(asRanking!.items).toEqual([{ text: '' }, { text: '' }, { text: '' }]);
    const [back] = changeSlideType([asRanking!], 0, 'points');
    expect(back!.pointOptions).toEqual(typed.pointOptions);
  });

  it('need 2 to 8 options', () => {
    const count = { 'slides.0.pointOptions': '100 points slides need 2 to 8 options' };
    expect(editorMessages(points(['Calls']))).toEqual(count);
    expect(editorMessages(points([]))).toEqual(count);
    expect(editorMessages(points(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']))).toEqual({});
    expect(editorMessages(points(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']))).toEqual(count);
  });

  it('need text in each option, up to 100 characters once trimmed', () => {
    expect(editorMessages(points(['Calls', '   ', 'x'.repeat(101)]))).toEqual({
      'slides.0.pointOptions.1.text': CHOICE,
      'slides.0.pointOptions.2.text': CHOICE,
    });
    expect(editorMessages(points(['Calls', ` ${'x'.repeat(100)} `]))).toEqual({});
  });

  it('need different options, trimmed and whatever their case: the later one is marked', () => {
    expect(editorMessages(points(['Calls', 'Tools', ' calls ', 'TOOLS']))).toEqual({
      'slides.0.pointOptions.2.text': 'Each option must be different',
      'slides.0.pointOptions.3.text': 'Each option must be different',
    });
  });

  it('check the minimum answers as a poll does', () => {
    expect(editorMessages(points(['a', 'b'], { revealThreshold: '0' }))).toEqual({
      'slides.0.revealThreshold': 'Minimum answers must be a whole number from 1 to 1000',
    });
  });

  it("are worded in the active language by the forms' translator, like the forms' own messages", () => {
    const inGerman = forms.translator(setupI18n({ locale: 'de', messages: { de: {} } }));
    expect(issueText(inGerman, POINTS_MESSAGES.count)).toBe('100-Punkte-Folien brauchen 2 bis 8 Optionen');
    expect(kindsT(inGerman)('forms.points.label')).toBe('100 Punkte');
  });
});

describe('a 100 points slide sent and read', () => {
  it('sends its trimmed options, minimum answers and answer count (no reveal mode), in the contract’s form, and reads them back', () => {
    const slide = points([' Customer calls ', 'Training', 'Better tools'], {
      revealMode: 'threshold',
      revealThreshold: '8',
      showAnswerCount: false,
      suggestedMinutes: '2',
    });
    const sent = toSlideSent(slide, 0);
    expect(sent).toEqual({
      title: 'Where should the team put its effort?',
      slideType: 'points',
      order: 1,
      suggestedSeconds: 120,
      pointOptions: ['Customer calls', 'Training', 'Better tools'],
      revealThreshold: 8,
      showAnswerCount: false,
    });
    expect(pointsWriteFields.safeParse(sent).success).toBe(true);

    const read: SlideReadOf<'points'> = {
      ...(sent as Omit<SlideReadOf<'points'>, 'id' | 'script' | 'questions'>),
      id: 9,
      script: null,
      questions: [],
    };
    const back = slideFromRead(read);
    expect(back).toMatchObject({
      id: 9,
      slideType: 'points',
      script: '',
      pointOptions: [{ text: 'Customer calls' }, { text: 'Training' }, { text: 'Better tools' }],
      revealThreshold: '8',
      showAnswerCount: false,
      suggestedMinutes: '2',
    });
    expect(toSlideSent(back, 0)).toEqual({ ...sent, id: 9 });
  });

  it('keeps a stored script it does not show', () => {
    expect(toSlideSent(points(['a', 'b'], { script: ' Ask the room first. ' }), 2)).toMatchObject({
      order: 3,
      script: 'Ask the room first.',
    });
  });
});
