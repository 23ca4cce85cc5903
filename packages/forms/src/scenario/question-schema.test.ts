import { describe, expect, it } from 'vitest';
import { messages } from '../test/messages';
import {
  builderToQuestion,
  nextResponse,
  pollQuestionSchema,
  questionBuilderSchema,
  questionToBuilder,
  responsesForType,
} from './question-schema';

describe('question builder schema', () => {
  it('requires the trimmed question text', () => {
    expect(
      messages(questionBuilderSchema, { question: '   ', type: '', layoutType: 'default', responses: [] }),
    ).toEqual({
      question: 'Question is required',
    });
  });

  it('requires every response text after trimming', () => {
    expect(
      messages(questionBuilderSchema, {
        question: 'Pick one',
        type: 'single-choice',
        layoutType: 'default',
        responses: [
          { id: 1, text: 'Yes' },
          { id: 2, text: '  ' },
        ],
      }),
    ).toEqual({ responses: 'All responses must be filled' });
  });

  it('creates 4 empty responses for choice types and none for free text', () => {
    expect(responsesForType('multiple')).toEqual([
      { id: 1, text: '' },
      { id: 2, text: '' },
      { id: 3, text: '' },
      { id: 4, text: '' },
    ]);
    expect(responsesForType('single-choice')).toHaveLength(4);
    expect(responsesForType('free-text')).toEqual([]);
  });

  it('gives an added response the maximum existing id plus one', () => {
    expect(
      nextResponse([
        { id: 2, text: 'a' },
        { id: 7, text: 'b' },
        { id: 3, text: 'c' },
      ]),
    ).toEqual({ id: 8, text: '' });
    expect(nextResponse([])).toEqual({ id: 1, text: '' });
  });

  it('hands the question over with answers as {label, value} and reads it back', () => {
    const question = builderToQuestion({
      question: ' What now? ',
      type: 'single-choice',
      layoutType: 'default',
      responses: [
        { id: 3, text: ' Escalate ' },
        { id: 1, text: 'Wait' },
      ],
    });
    expect(question).toEqual({
      question: 'What now?',
      type: 'single-choice',
      answers: [
        { label: 'Escalate', value: '3' },
        { label: 'Wait', value: '1' },
      ],
    });
    expect(questionToBuilder(question)).toEqual({
      question: 'What now?',
      type: 'single-choice',
      layoutType: 'default',
      responses: [
        { id: 3, text: 'Escalate' },
        { id: 1, text: 'Wait' },
      ],
    });
    expect(
      builderToQuestion({ question: 'Rate it', type: 'single-choice', layoutType: 'nps', responses: [] }),
    ).toEqual({
      question: 'Rate it',
      type: 'single-choice',
      layoutType: 'nps',
      answers: [],
    });
  });
});

describe('slide question schema', () => {
  it('needs only the question text', () => {
    expect(pollQuestionSchema.safeParse({ question: 'Why?' }).success).toBe(true);
    expect(messages(pollQuestionSchema, { question: '' })).toEqual({ question: 'Question is required' });
  });
});
