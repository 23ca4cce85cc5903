import { z } from 'zod';
import { plainEmail } from '../lib/email';
import { resourceSchema } from './resource-schema';
import { issue } from '../i18n/issues';

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** Step 2 of the scenario flow, "Publish Scenario". */
export const publishSchema = z.object({
  isPublic: z.boolean(),
  /** A newly chosen image (uploaded before saving) or null. */
  thumbnail: z
    .custom<File | null>((value) => value === null || isFile(value), issue('forms.error.thumbnail'))
    .optional(),
  /** The stored address of the current thumbnail, kept when no new file is chosen. */
  thumbNailUrl: z.string(),
  title: z.string().trim().min(1, issue('forms.error.title')).max(255, issue('forms.error.titleMax')),
  /** The category id, as the combobox holds it. */
  category: z.string().min(1, issue('forms.error.category')),
  /** Tag ids, as the multi-select holds them. */
  tags: z.array(z.string()),
  description: z
    .string()
    .trim()
    .min(10, issue('forms.error.descriptionMin'))
    .max(100, issue('forms.error.descriptionMax100')),
  script: z
    .string()
    .trim()
    .min(1, issue('forms.error.script'))
    .min(10, issue('forms.error.scriptMin'))
    .max(1000, issue('forms.error.scriptMax1000')),
  resources: z.array(resourceSchema).max(50, issue('forms.error.resourcesMax')),
  /** The customer (source) company id, or empty. */
  customer: z.string().optional(),
  authorName: z.string().trim().min(1, issue('forms.error.author')).max(255, issue('forms.error.authorMax')),
  authorEmail: z
    .string()
    .trim()
    .pipe(plainEmail(issue('forms.error.emailShort'))),
  internalNotes: z.string().max(5000, issue('forms.error.notesMax')).optional(),
});

export type PublishValues = z.input<typeof publishSchema>;

export const emptyPublishValues: PublishValues = {
  isPublic: false,
  thumbnail: null,
  thumbNailUrl: '',
  title: '',
  category: '',
  tags: [],
  description: '',
  script: '',
  resources: [],
  customer: '',
  authorName: '',
  authorEmail: '',
  internalNotes: '',
};
