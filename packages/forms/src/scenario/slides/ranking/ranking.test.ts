import { setupI18n } from '@lingui/core';
import { rankingWriteFields, type SlideReadOf } from '@readyteams/activities/live';
import { describe, expect, it } from 'vitest';
import { forms, kindsT } from '../../../i18n/forms';
import { issueText } from '../../../i18n/issues';
import { messages } from '../../../test/messages';
import { changeSlideType } from '../../branching';
import { slideFromRead, toSlideSent } from '../../scenario-mappers';
import { emptySlide, slideEditorSchema, type SlideValues } from '../../slide-schema';
import { RANKING_MESSAGES } from '.';

const ranking = (items: string[], overrides: Partial<SlideValues> = {}) =>
  emptySlide({
    slideType: 'ranking',
    title: 'What matters most in a hard conversation?',
    items: items.map((text) => ({ text })),
    ...overrides,
  });
const editorMessages = (...slides: SlideValues[]) => messages(slideEditorSchema, { slides });

describe('ranking slides', () => {
  it('start with three blank items, and need a question (their title) and text in each', () => {
    expect(editorMessages(emptySlide({ slideType: 'ranking' }))).toEqual({
      'slides.0.title': 'Question is required for ranking slides',
      'slides.0.items.0.text': 'Each item needs text, up to 100 characters',
      'slides.0.items.1.text': 'Each item needs text, up to 100 characters',
      'slides.0.items.2.text': 'Each item needs text, up to 100 characters',
    });
    expect(editorMessages(ranking(['Listen', 'Ask', 'Agree']))).toEqual({});
  });

  it('are blank on every new slide, each its own, and kept when the slide changes type', () => {
    const [first, second] = [emptySlide(), emptySlide()];
    expect(first.items).toEqual([{ text: '' }, { text: '' }, { text: '' }]);
    expect(first.items).not.toBe(second.items);
    const typed = ranking(['Listen', 'Ask', 'Agree']);
    const [asPoll] = changeSlideType([typed], 0, 'poll');
    const [back] = changeSlideType([asPoll!], 0, 'ranking');
    expect(back!.items).toEqual(typed.items);
  });

  it('need 3 to 8 items', () => {
    const count = { 'slides.0.items': 'Ranking slides need 3 to 8 items' };
    expect(editorMessages(ranking(['Listen', 'Ask']))).toEqual(count);
    expect(editorMessages(ranking([]))).toEqual(count);
    expect(editorMessages(ranking(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']))).toEqual({});
    expect(editorMessages(ranking(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']))).toEqual(count);
  });

  it('need text in each item, up to 100 characters once trimmed', () => {
    const item = 'Each item needs text, up to 100 characters';
    expect(editorMessages(ranking(['Listen', '   ', 'x'.repeat(101)]))).toEqual({
      'slides.0.items.1.text': item,
      'slides.0.items.2.text': item,
    });
    expect(editorMessages(ranking(['Listen', 'Ask', ` ${'x'.repeat(100)} `]))).toEqual({});
  });

  it('need different items, trimmed and whatever their case: the later one is marked', () => {
    expect(editorMessages(ranking(['Listen', 'Ask', ' listen ', 'Agree', 'ASK']))).toEqual({
      'slides.0.items.2.text': 'Each item must be different',
      'slides.0.items.4.text': 'Each item must be different',
    });
  });

  it('check the minimum answers as a poll does', () => {
    expect(editorMessages(ranking(['a', 'b', 'c'], { revealThreshold: '0' }))).toEqual({
      'slides.0.revealThreshold': 'Minimum answers must be a whole number from 1 to 1000',
    });
  });

  it("are worded in the active language by the forms' translator, like the forms' own messages", () => {
    const inSpanish = forms.translator(setupI18n({ locale: 'es', messages: { es: {} } }));
    expect(issueText(inSpanish, RANKING_MESSAGES.count)).toBe(
      'Las diapositivas de clasificación necesitan de 3 a 8 elementos',
    );
    expect(kindsT(inSpanish)('forms.ranking.label')).toBe('Clasificación');
    // The forms' own messages are as they were.
    expect(inSpanish('forms.title')).toBe('Title');
  });
});

describe('a ranking slide sent and read', () => {
  it('sends its trimmed items, minimum answers and answer count (no reveal mode: a poll’s, kept by a slide that was one, is not sent), in the contract’s form, and reads them back', () => {
    const slide = ranking([' Listen first ', 'Ask questions', 'Agree on a next step'], {
      revealMode: 'threshold',
      revealThreshold: '12',
      showAnswerCount: false,
      suggestedMinutes: '3',
    });
    const sent = toSlideSent(slide, 0);
    expect(sent).toEqual({
      title: 'What matters most in a hard conversation?',
      slideType: 'ranking',
      order: 1,
      suggestedSeconds: 180,
      items: ['Listen first', 'Ask questions', 'Agree on a next step'],
      revealThreshold: 12,
      showAnswerCount: false,
    });
    expect(rankingWriteFields.safeParse(sent).success).toBe(true);

    const read: SlideReadOf<'ranking'> = {
      ...(sent as Omit<SlideReadOf<'ranking'>, 'id' | 'script' | 'questions'>),
      id: 7,
      script: null,
      questions: [],
    };
    const back = slideFromRead(read);
    expect(back).toMatchObject({
      id: 7,
      slideType: 'ranking',
      title: 'What matters most in a hard conversation?',
      script: '',
      items: [{ text: 'Listen first' }, { text: 'Ask questions' }, { text: 'Agree on a next step' }],
      revealThreshold: '12',
      showAnswerCount: false,
      suggestedMinutes: '3',
    });
    expect(toSlideSent(back, 0)).toEqual({ ...sent, id: 7 });
  });

  it('keeps a stored script it does not show', () => {
    const sent = toSlideSent(ranking(['a', 'b', 'c'], { script: ' Ask the room first. ' }), 2);
    expect(sent).toMatchObject({ order: 3, script: 'Ask the room first.' });
  });
});
