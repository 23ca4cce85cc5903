import { z } from 'zod';
import { resourceSchema } from './resource-schema';

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** Step 2 of the scenario flow, "Publish Scenario". */
export const publishSchema = z.object({
  isPublic: z.boolean(),
  /** A newly chosen image (uploaded before saving) or null. */
  thumbnail: z
    .custom<File | null>((value) => value === null || isFile(value), 'Thumbnail must be a file')
    .optional(),
  /** The stored address of the current thumbnail, kept when no new file is chosen. */
  thumbNailUrl: z.string(),
  title: z.string().trim().min(1, 'Title is required').max(255, 'Title must be at most 255 characters'),
  /** The category id, as the combobox holds it. */
  category: z.string().min(1, 'Category is required'),
  /** Tag ids, as the multi-select holds them. */
  tags: z.array(z.string()),
  description: z
    .string()
    .trim()
    .min(10, 'Description must be at least 10 characters')
    .max(100, 'Description must not exceed 100 characters'),
  script: z
    .string()
    .trim()
    .min(1, 'Script is required')
    .min(10, 'Script must be at least 10 characters')
    .max(1000, 'Script must not exceed 1000 characters'),
  resources: z.array(resourceSchema).max(50, 'A scenario has at most 50 resources'),
  /** The customer (source) company id, or empty. */
  customer: z.string().optional(),
  authorName: z
    .string()
    .trim()
    .min(1, 'Author is required')
    .max(255, 'Author must be at most 255 characters'),
  authorEmail: z.string().trim().pipe(z.email('Invalid email')),
  internalNotes: z.string().max(5000, 'Internal notes must be at most 5000 characters').optional(),
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
