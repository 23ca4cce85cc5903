import { describe, expect, it } from 'vitest';
import { inEnglish } from '../test/english';
import { messages } from '../test/messages';
import {
  availablePollTitles,
  emptySlide,
  POLL_RESULTS_REQUIRED,
  POLL_RESULTS_TAKEN,
  POLL_RESULTS_UNKNOWN,
  slideEditorResolver,
  slideEditorSchema,
  type SlideValues,
} from './slide-schema';

const poll = (title: string) =>
  emptySlide({ slideType: 'poll', title, subtext: 'Pick one', questions: [{ question: 'What now?' }] });
const results = (pollTitle: string) => emptySlide({ slideType: 'poll-results', title: 'Results', pollTitle });
const editorMessages = (slides: SlideValues[]) => messages(slideEditorSchema, { slides });

describe('slide rules', () => {
  it('needs at least one slide', () => {
    expect(editorMessages([])).toEqual({ slides: 'At least one slide is required' });
  });

  it('needs a slide type', () => {
    expect(editorMessages([emptySlide()])).toEqual({ 'slides.0.slideType': 'Slide type is required' });
  });

  it('needs upload, title and script on video slides', () => {
    expect(editorMessages([emptySlide({ slideType: 'video' })])).toEqual({
      'slides.0.video': 'Upload is required for video slides',
      'slides.0.title': 'Title is required for video slides',
      'slides.0.script': 'Script is required for video slides',
    });
    const file = new File(['v'], 'intro.mp4', { type: 'video/mp4' });
    expect(
      editorMessages([emptySlide({ slideType: 'video', video: file, title: 'Intro', script: 'Say hi' })]),
    ).toEqual({});
    expect(
      editorMessages([
        emptySlide({ slideType: 'video', video: 'https://cdn/v.mp4', title: 'Intro', script: 'Hi' }),
      ]),
    ).toEqual({});
  });

  it('needs title and subtext on poll slides, and text on each question', () => {
    expect(
      editorMessages([emptySlide({ slideType: 'poll', title: ' ', questions: [{ question: '' }] })]),
    ).toEqual({
      'slides.0.title': 'Title is required for poll slides',
      'slides.0.subtext': 'Subtext is required for poll slides',
      'slides.0.questions.0.question': 'Question is required',
    });
  });

  it('lets a poll-results slide refer only to a poll title not used by another poll-results slide', () => {
    expect(editorMessages([poll('A'), results('A')])).toEqual({});
    expect(editorMessages([poll('A'), results('')])).toEqual({
      'slides.1.pollTitle': inEnglish(POLL_RESULTS_REQUIRED),
    });
    expect(editorMessages([poll('A'), results('B')])).toEqual({
      'slides.1.pollTitle': inEnglish(POLL_RESULTS_UNKNOWN),
    });
    expect(editorMessages([poll('A'), results('A'), results('A')])).toEqual({
      'slides.2.pollTitle': inEnglish(POLL_RESULTS_TAKEN),
    });
  });

  it('reports every slide problem at once, poll-results rules included', () => {
    expect(editorMessages([emptySlide({ slideType: 'video' }), results('')])).toEqual({
      'slides.0.video': 'Upload is required for video slides',
      'slides.0.title': 'Title is required for video slides',
      'slides.0.script': 'Script is required for video slides',
      'slides.1.pollTitle': inEnglish(POLL_RESULTS_REQUIRED),
    });
  });

  it('requires the text of each discussion question', () => {
    const discussion = emptySlide({
      slideType: 'discussion',
      discussionQuestions: [{ text: 'Why?' }, { text: ' ' }],
    });
    expect(editorMessages([discussion])).toEqual({
      'slides.0.discussionQuestions.1.text': 'Question is required',
    });
  });

  it('offers each poll-results slide the polls no other poll-results slide uses', () => {
    const slides = [poll('A'), poll('B'), poll('C'), results('A'), results('')];
    expect(availablePollTitles(slides, 3)).toEqual(['A', 'B', 'C']);
    expect(availablePollTitles(slides, 4)).toEqual(['B', 'C']);
  });

  it('gives every new slide its own key', () => {
    expect(emptySlide().key).not.toBe(emptySlide().key);
  });
});

describe("the editor's resolver", () => {
  it("keeps a slide's own message beside its fields' messages", async () => {
    const slides = [
      emptySlide({
        slideType: 'decision',
        title: 'Q',
        options: [
          { label: 'A', rejoinAt: 3 },
          { label: 'B', rejoinAt: 3 },
        ],
      }),
      emptySlide({ slideType: 'discussion', title: 'a', pathOption: 0 }),
      emptySlide({ slideType: 'discussion', title: 'b', pathOption: 1 }),
      emptySlide({ slideType: 'poll', title: ' ', subtext: 'x' }),
    ];
    // Slide 3 is rejoined by both paths (it is reached); make both skip it.
    slides[0]!.options = slides[0]!.options.map((option) => ({ ...option, rejoinAt: null }));
    const { errors } = await slideEditorResolver({ slides }, undefined, {
      fields: {},
      names: ['slides.3.title', 'slides.3.subtext'],
      shouldUseNativeValidation: false,
    });
    const slide = (errors.slides as unknown as Record<number, Record<string, { message?: string }>>)[3]!;
    expect(inEnglish(slide.message as unknown as string)).toBe('No path leads to this slide');
    expect(inEnglish(slide.title!.message!)).toBe('Title is required for poll slides');
  });
});
