import { setupI18n } from '@lingui/core';
import { gridWriteFields, type SlideReadOf } from '@readyteams/activities/live';
import { describe, expect, it } from 'vitest';
import { forms, kindsT } from '../../../i18n/forms';
import { issueText } from '../../../i18n/issues';
import { messages } from '../../../test/messages';
import { changeSlideType } from '../../branching';
import { slideFromRead, toSlideSent } from '../../scenario-mappers';
import { emptySlide, slideEditorSchema, type SlideValues } from '../../slide-schema';
import { GRID_MESSAGES } from '.';

const axes = {
  xAxis: 'Effort',
  xAxisLow: 'Low',
  xAxisHigh: 'High',
  yAxis: 'Impact',
  yAxisLow: 'Small',
  yAxisHigh: 'Big',
};
const grid = (items: string[], overrides: Partial<SlideValues> = {}) =>
  emptySlide({
    slideType: 'grid',
    title: 'Which ideas are worth the effort?',
    ...axes,
    gridItems: items.map((text) => ({ text })),
    ...overrides,
  });
const editorMessages = (...slides: SlideValues[]) => messages(slideEditorSchema, { slides });
const AXIS = 'Each axis needs a name and both ends, each up to 40 characters';
const ITEM = 'Each item needs text, up to 100 characters';

describe('2x2 grid slides', () => {
  it('start with blank axes and two blank items, and need a question, every axis word and text in each item', () => {
    expect(editorMessages(emptySlide({ slideType: 'grid' }))).toEqual({
      'slides.0.title': 'Question is required for 2x2 grid slides',
      'slides.0.xAxis': AXIS,
      'slides.0.xAxisLow': AXIS,
      'slides.0.xAxisHigh': AXIS,
      'slides.0.yAxis': AXIS,
      'slides.0.yAxisLow': AXIS,
      'slides.0.yAxisHigh': AXIS,
      'slides.0.gridItems.0.text': ITEM,
      'slides.0.gridItems.1.text': ITEM,
    });
    expect(editorMessages(grid(['CRM', 'Playbook']))).toEqual({});
  });

  it('refuse an axis word over 40 characters once trimmed', () => {
    expect(
      editorMessages(grid(['a', 'b'], { yAxisHigh: 'x'.repeat(41), xAxis: ` ${'x'.repeat(40)} ` })),
    ).toEqual({
      'slides.0.yAxisHigh': AXIS,
    });
  });

  it('keep their own fields when the slide changes type and back; another kind does not take them', () => {
    const typed = grid(['CRM', 'Playbook', 'Panel']);
    const [asPoints] = changeSlideType([typed], 0, 'points');
    expect(asPoints!.pointOptions).toEqual([{ text: '' }, { text: '' }]);
    const [back] = changeSlideType([asPoints!], 0, 'grid');
    expect(back!.gridItems).toEqual(typed.gridItems);
    expect(back!.yAxis).toBe('Impact');
  });

  it('need 2 to 10 items, each with text up to 100 characters, all different', () => {
    const count = { 'slides.0.gridItems': '2x2 grid slides need 2 to 10 items' };
    expect(editorMessages(grid(['CRM']))).toEqual(count);
    expect(editorMessages(grid(Array.from({ length: 10 }, (_, i) => `Idea ${i}`)))).toEqual({});
    expect(editorMessages(grid(Array.from({ length: 11 }, (_, i) => `Idea ${i}`)))).toEqual(count);
    expect(editorMessages(grid(['CRM', '   ', 'x'.repeat(101), ' crm ']))).toEqual({
      'slides.0.gridItems.1.text': ITEM,
      'slides.0.gridItems.2.text': ITEM,
      'slides.0.gridItems.3.text': 'Each item must be different',
    });
  });

  it("are worded in the active language by the forms' translator, like the forms' own messages", () => {
    const inGerman = forms.translator(setupI18n({ locale: 'de', messages: { de: {} } }));
    expect(issueText(inGerman, GRID_MESSAGES.count)).toBe('2x2-Raster-Folien brauchen 2 bis 10 Elemente');
    expect(kindsT(inGerman)('forms.grid.label')).toBe('2x2-Raster');
  });
});

describe('a 2x2 grid slide sent and read', () => {
  it('sends its trimmed axes and items, minimum answers and answer count, in the contract’s form, and reads them back', () => {
    const slide = grid([' CRM ', 'Playbook'], {
      xAxis: ' Effort ',
      revealThreshold: '8',
      showAnswerCount: false,
    });
    const sent = toSlideSent(slide, 0);
    expect(sent).toEqual({
      title: 'Which ideas are worth the effort?',
      slideType: 'grid',
      order: 1,
      ...axes,
      gridItems: ['CRM', 'Playbook'],
      revealThreshold: 8,
      showAnswerCount: false,
    });
    expect(gridWriteFields.safeParse(sent).success).toBe(true);

    const read: SlideReadOf<'grid'> = {
      ...(sent as Omit<SlideReadOf<'grid'>, 'id' | 'script' | 'questions'>),
      id: 9,
      script: 'Start in the corner.',
      questions: [],
    };
    const back = slideFromRead(read);
    expect(back).toMatchObject({
      id: 9,
      slideType: 'grid',
      ...axes,
      gridItems: [{ text: 'CRM' }, { text: 'Playbook' }],
    });
    expect(toSlideSent(back, 0)).toEqual({ ...sent, id: 9, script: 'Start in the corner.' });
  });
});
