import { describe, expect, it } from 'vitest';
import { messages } from '../test/messages';
import { defaultScenarioSlides } from './default-template';
import { slideEditorSchema } from './slide-schema';

describe('default template of a new scenario', () => {
  const slides = defaultScenarioSlides();

  it('has the 7 documented slides in order', () => {
    expect(slides.map((slide) => [slide.slideType, slide.title])).toEqual([
      ['video', 'Welcome'],
      ['video', ''],
      ['poll', 'What would you do?'],
      ['video', 'Discussion Time: Best Practices'],
      ['discussion', 'Discussion Questions'],
      ['poll-results', 'Poll Results'],
      ['poll', 'Closing Questions'],
    ]);
    expect(slides[2]?.type).toBe('scenario');
    expect(slides[6]?.type).toBe('closing question');
    expect(slides[5]?.pollTitle).toBe('What would you do?');
  });

  it('prepares 3 discussion questions', () => {
    expect(slides[4]?.discussionQuestions).toHaveLength(3);
    expect(slides[4]?.discussionQuestions.every((question) => question.text.length > 0)).toBe(true);
  });

  it('closes with four five-point questions valued 1 to 5, an NPS question and a free-text question', () => {
    const questions = slides[6]?.questions ?? [];
    expect(questions).toHaveLength(6);
    expect(questions.map((question) => [question.type, question.layoutType])).toEqual([
      ['single-choice', 'scale'],
      ['single-choice', 'scale'],
      ['single-choice', 'scale'],
      ['single-choice', 'scale'],
      ['single-choice', 'nps'],
      ['free-text', undefined],
    ]);
    for (const question of questions.slice(0, 4)) {
      expect(question.answers?.map((answer) => answer.value)).toEqual(['1', '2', '3', '4', '5']);
    }
    expect(questions[0]?.question).toMatch(/applicable/i);
    expect(questions[1]?.question).toMatch(/before/i);
    expect(questions[2]?.question).toMatch(/after/i);
    expect(questions[3]?.question).toMatch(/first step/i);
    expect(questions[4]?.question).toMatch(/recommend/i);
  });

  it('asks only for the video uploads and the second video slide before it can be completed', () => {
    expect(messages(slideEditorSchema, { slides })).toEqual({
      'slides.0.video': 'Upload is required for video slides',
      'slides.1.video': 'Upload is required for video slides',
      'slides.1.title': 'Title is required for video slides',
      'slides.1.script': 'Script is required for video slides',
      'slides.3.video': 'Upload is required for video slides',
    });
  });

  it('is a fresh copy every time', () => {
    const first = defaultScenarioSlides();
    first[6]?.questions[0]?.answers?.push({ label: 'extra', value: '6' });
    expect(defaultScenarioSlides()[6]?.questions[0]?.answers).toHaveLength(5);
  });
});
