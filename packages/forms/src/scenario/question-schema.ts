import { z } from 'zod';
import { issue } from '../i18n/issues';

export const QUESTION_TYPES = [
  { value: 'multiple', label: 'forms.questionType.multiple' },
  { value: 'single-choice', label: 'forms.questionType.single-choice' },
  { value: 'free-text', label: 'forms.questionType.free-text' },
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number]['value'];

/** How participants see a choice question: lettered choices, a 1-5 scale, or a 0-10 NPS row. */
export const LAYOUT_TYPES = [
  { value: 'default', label: 'forms.layout.default' },
  { value: 'scale', label: 'forms.layout.scale' },
  { value: 'nps', label: 'forms.layout.nps' },
] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number]['value'];

/** New choice questions start with this many responses. */
export const NEW_CHOICE_RESPONSES = 4;
/** The contract takes at most 20 answers per question. */
export const MAX_RESPONSES = 20;

const questionTypeValues = QUESTION_TYPES.map((type) => type.value) as [QuestionType, ...QuestionType[]];

/** An answer as the editor holds it: the text and the response id (a numeric string). */
export const answerSchema = z.object({
  label: z.string().max(255, issue('forms.error.responseMax')),
  value: z.string(),
});
export type AnswerValue = z.infer<typeof answerSchema>;

/** A poll question inside a slide: it needs its text; type, layoutType and answers are optional. */
export const pollQuestionSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, issue('forms.error.question'))
    .max(500, issue('forms.error.questionMax500')),
  type: z.enum(questionTypeValues).optional(),
  layoutType: z.string().optional(),
  answers: z
    .array(answerSchema)
    .max(MAX_RESPONSES, issue('forms.error.maxResponses', { limit: MAX_RESPONSES }))
    .optional(),
});
export type PollQuestionValue = z.input<typeof pollQuestionSchema>;

/** The question-builder dialog: responses are {id, text}; every text must be filled. */
export const questionBuilderSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, issue('forms.error.question'))
    .max(500, issue('forms.error.questionMax500')),
  type: z.union([z.enum(questionTypeValues), z.literal('')]),
  layoutType: z.string(),
  responses: z
    .array(z.object({ id: z.number(), text: z.string() }))
    .refine(
      (responses) => responses.every((response) => response.text.trim() !== ''),
      issue('forms.error.responsesFilled'),
    )
    .refine(
      (responses) => responses.length <= MAX_RESPONSES,
      issue('forms.error.maxResponses', { limit: MAX_RESPONSES }),
    )
    .refine(
      (responses) => responses.every((response) => response.text.trim().length <= 255),
      issue('forms.error.eachResponseMax'),
    ),
});
export type QuestionBuilderValues = z.input<typeof questionBuilderSchema>;
export type ResponseOption = QuestionBuilderValues['responses'][number];

export const emptyQuestionBuilderValues: QuestionBuilderValues = {
  question: '',
  type: '',
  layoutType: 'default',
  responses: [],
};

/** Responses for a newly chosen type: 4 empty ones for choice types, none for free text. */
export function responsesForType(type: QuestionType | ''): ResponseOption[] {
  if (type === 'multiple' || type === 'single-choice') {
    return Array.from({ length: NEW_CHOICE_RESPONSES }, (_, index) => ({ id: index + 1, text: '' }));
  }
  return [];
}

/** 'Add another Response': the new id is the maximum existing id plus one. */
export function nextResponse(responses: ResponseOption[]): ResponseOption {
  const maxId = responses.reduce((max, response) => Math.max(max, response.id), 0);
  return { id: maxId + 1, text: '' };
}

/** The builder's values as a slide question: answers are {label, value} with the response id as value. */
export function builderToQuestion(values: QuestionBuilderValues): PollQuestionValue {
  const parsed = questionBuilderSchema.parse(values);
  return {
    question: parsed.question,
    ...(parsed.type ? { type: parsed.type } : {}),
    ...(parsed.type && parsed.type !== 'free-text' && parsed.layoutType !== 'default'
      ? { layoutType: parsed.layoutType }
      : {}),
    answers: parsed.responses.map((response) => ({
      label: response.text.trim(),
      value: String(response.id),
    })),
  };
}

/** A slide question opened again in the builder. */
export function questionToBuilder(question: PollQuestionValue): QuestionBuilderValues {
  return {
    question: question.question,
    type: question.type ?? '',
    layoutType: question.layoutType ?? 'default',
    responses: (question.answers ?? []).map((answer, index) => ({
      id: Number.isFinite(Number(answer.value)) && answer.value !== '' ? Number(answer.value) : index + 1,
      text: answer.label,
    })),
  };
}
