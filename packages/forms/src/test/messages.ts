import type { z } from 'zod';
import { inEnglish } from './english';

/**
 * The message a form would show per field, in English: the first issue of each path (react-hook-form shows one
 * message per field), keyed by the dotted path.
 */
export function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.map(String).join('.');
    shown[path] ??= inEnglish(issue.message);
  }
  return shown;
}
