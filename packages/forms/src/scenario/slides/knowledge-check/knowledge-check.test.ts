import { setupI18n } from '@lingui/core';
import { knowledgeCheckWriteFields, type SlideReadOf } from '@readyteams/activities/live';
import { describe, expect, it } from 'vitest';
import { forms, kindsT } from '../../../i18n/forms';
import { issueText } from '../../../i18n/issues';
import { messages } from '../../../test/messages';
import { changeSlideType } from '../../branching';
import { slideFromRead, toSlideSent } from '../../scenario-mappers';
import { emptySlide, slideEditorSchema, type SlideValues } from '../../slide-schema';
import { KNOWLEDGE_CHECK_MESSAGES } from '.';

const check = (choices: [string, boolean][], overrides: Partial<SlideValues> = {}) =>
  emptySlide({
    slideType: 'knowledge-check',
    title: 'What is the capital of France?',
    choices: choices.map(([label, correct]) => ({ label, correct })),
    ...overrides,
  });
const editorMessages = (...slides: SlideValues[]) => messages(slideEditorSchema, { slides });
const CHOICE = 'Each choice needs text, up to 120 characters';

describe('knowledge check slides', () => {
  it('start with two blank choices, none correct, no time limit and no speed bonus, and need a question, text in each choice and one correct', () => {
    const blank = emptySlide({ slideType: 'knowledge-check' });
    expect(blank).toMatchObject({ timeLimit: '', speedBonus: false, explanation: '' });
    expect(editorMessages(blank)).toEqual({
      'slides.0.title': 'Question is required for knowledge checks',
      'slides.0.choices.0.label': CHOICE,
      'slides.0.choices.1.label': CHOICE,
      'slides.0.choices': 'Mark at least one choice as correct',
    });
    expect(
      editorMessages(
        check([
          ['Paris', true],
          ['Lyon', false],
        ]),
      ),
    ).toEqual({});
  });

  it('keep their choices when the slide changes type and back', () => {
    const typed = check([
      ['Paris', true],
      ['Lyon', false],
    ]);
    const [asPoll] = changeSlideType([typed], 0, 'poll');
    const [back] = changeSlideType([asPoll!], 0, 'knowledge-check');
    expect(back!.choices).toEqual(typed.choices);
  });

  it('need 2 to 6 different choices, a time limit of 5 to 300 s, and a time limit for the speed bonus', () => {
    expect(editorMessages(check([['Paris', true]]))).toEqual({
      'slides.0.choices': 'A knowledge check needs 2 to 6 choices',
    });
    expect(
      editorMessages(
        check([
          ['Paris', true],
          [' paris ', false],
        ]),
      ),
    ).toEqual({
      'slides.0.choices.1.label': 'Each choice must be different',
    });
    const two: [string, boolean][] = [
      ['Paris', true],
      ['Lyon', false],
    ];
    for (const timeLimit of ['4', '301', '7.5', 'x'])
      expect(editorMessages(check(two, { timeLimit }))).toEqual({
        'slides.0.timeLimit': 'The time limit must be 5 to 300 seconds',
      });
    expect(editorMessages(check(two, { timeLimit: '5' }))).toEqual({});
    expect(editorMessages(check(two, { speedBonus: true }))).toEqual({
      'slides.0.speedBonus': 'The speed bonus needs a time limit',
    });
    expect(editorMessages(check(two, { speedBonus: true, timeLimit: '30' }))).toEqual({});
  });

  it("are worded in the active language by the forms' translator", () => {
    const inGerman = forms.translator(setupI18n({ locale: 'de', messages: { de: {} } }));
    expect(issueText(inGerman, KNOWLEDGE_CHECK_MESSAGES.speedBonus)).toBe(
      'Der Tempobonus braucht ein Zeitlimit',
    );
    expect(kindsT(inGerman)('forms.knowledge-check.label')).toBe('Wissenscheck');
  });
});

describe('a knowledge check sent and read', () => {
  it("sends its trimmed choices, explanation, time limit and speed bonus in the contract's form, and reads them back", () => {
    const slide = check(
      [
        [' Specific ', true],
        ['Yearly', false],
        ['Timely', true],
      ],
      { explanation: ' Soon and specific. ', timeLimit: '30', speedBonus: true },
    );
    const sent = toSlideSent(slide, 0);
    expect(sent).toEqual({
      title: 'What is the capital of France?',
      slideType: 'knowledge-check',
      order: 1,
      choices: [
        { label: 'Specific', correct: true },
        { label: 'Yearly', correct: false },
        { label: 'Timely', correct: true },
      ],
      explanation: 'Soon and specific.',
      timeLimit: 30,
      speedBonus: true,
    });
    expect(knowledgeCheckWriteFields.safeParse(sent).success).toBe(true);
    const read: SlideReadOf<'knowledge-check'> = {
      ...(sent as Omit<SlideReadOf<'knowledge-check'>, 'id' | 'script' | 'questions'>),
      id: 3,
      script: null,
      questions: [],
    };
    const back = slideFromRead(read);
    expect(back).toMatchObject({
      id: 3,
      timeLimit: '30',
      speedBonus: true,
      explanation: 'Soon and specific.',
    });
    expect(toSlideSent(back, 0)).toEqual({ ...sent, id: 3 });
    // Untimed, no explanation: sent as null.
    expect(
      toSlideSent(
        check([
          ['A', true],
          ['B', false],
        ]),
        0,
      ),
    ).toMatchObject({ timeLimit: null, explanation: null });
  });
});
