import { z } from 'zod';

export const RESOURCE_TYPES = [
  { value: 'pdf', label: 'PDF' },
  { value: 'video', label: 'Video' },
  { value: 'website', label: 'Website' },
  { value: 'blog', label: 'Blog' },
  { value: 'podcast', label: 'Podcast' },
  { value: 'elearning', label: 'eLearning' },
  { value: 'other', label: 'Other' },
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number]['value'];
const resourceTypeValues = RESOURCE_TYPES.map((type) => type.value) as [ResourceType, ...ResourceType[]];

/** A resource link as the publish form lists it (and as it is sent). */
export const resourceSchema = z.object({
  /** Id of a stored resource, kept on update. */
  id: z.number().optional(),
  title: z.string().trim().min(1, 'Title is required').max(255, 'Title must be at most 255 characters'),
  linkUrl: z.url({ protocol: /^https?$/, error: 'Each link must be a valid URL' }),
  type: z.enum(resourceTypeValues, { error: 'Type is required' }),
  description: z
    .string()
    .trim()
    .min(1, 'Description is required')
    .max(1000, 'Description must be at most 1000 characters'),
});
export type ResourceValue = z.input<typeof resourceSchema>;

/** The resource modal: name, link, description, type (pdf unless chosen otherwise). */
export const resourceModalSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(255, 'Name must be at most 255 characters'),
  link: z
    .string()
    .trim()
    .min(1, 'Link is required')
    .regex(/^https?:\/\//, 'Link must start with http:// or https://'),
  description: z
    .string()
    .trim()
    .min(1, 'Description is required')
    .max(1000, 'Description must be at most 1000 characters'),
  type: z.enum(resourceTypeValues, { error: 'Type is required' }),
});
export type ResourceModalValues = z.input<typeof resourceModalSchema>;

export const emptyResourceModalValues: ResourceModalValues = {
  name: '',
  link: '',
  description: '',
  type: 'pdf',
};

export function resourceToModalValues(resource: ResourceValue): ResourceModalValues {
  return {
    name: resource.title,
    link: resource.linkUrl,
    description: resource.description,
    type: resource.type,
  };
}

export function modalValuesToResource(values: ResourceModalValues): ResourceValue {
  const parsed = resourceModalSchema.parse(values);
  return { title: parsed.name, linkUrl: parsed.link, type: parsed.type, description: parsed.description };
}
