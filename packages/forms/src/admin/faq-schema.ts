import { z } from 'zod';
import { issue } from '../i18n/issues';

export const faqSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, issue('forms.error.question'))
    .max(255, issue('forms.error.questionMax255')),
  answer: z.string().trim().min(1, issue('forms.error.answer')).max(1000, issue('forms.error.answerMax')),
  /** The id of the chosen FAQ category, as the select holds it. */
  category: z.string().min(1, issue('forms.error.category')),
  /** FAQ tag ids, as the multi-select holds them; may be empty. */
  tags: z.array(z.string()),
});

export type FaqValues = z.input<typeof faqSchema>;
export type FaqPayload = { question: string; answer: string; categoryId: number; faq_tagsIds: number[] };
export type FaqRead = {
  id: number;
  question: string;
  answer: string;
  category?: { id: number; category: string; color?: string | null } | null;
  tags?: { id: number; tag: string }[] | null;
  isActive?: boolean;
};

export const emptyFaqValues: FaqValues = { question: '', answer: '', category: '', tags: [] };

export function faqToFormValues(faq: FaqRead): FaqValues {
  return {
    question: faq.question,
    answer: faq.answer,
    category: faq.category ? String(faq.category.id) : '',
    tags: (faq.tags ?? []).map((tag) => String(tag.id)),
  };
}

/** The body of POST /faqs and PATCH /faqs/{id}: ids as numbers. */
export function toFaqPayload(values: FaqValues): FaqPayload {
  const parsed = faqSchema.parse(values);
  return {
    question: parsed.question,
    answer: parsed.answer,
    categoryId: Number(parsed.category),
    faq_tagsIds: parsed.tags.map(Number),
  };
}
