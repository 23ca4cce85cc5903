import { z } from 'zod';
import { issue } from '../i18n/issues';

export const RESOURCE_TYPES = [
  { value: 'pdf', label: 'forms.resourceType.pdf' },
  { value: 'video', label: 'forms.resourceType.video' },
  { value: 'website', label: 'forms.resourceType.website' },
  { value: 'blog', label: 'forms.resourceType.blog' },
  { value: 'podcast', label: 'forms.resourceType.podcast' },
  { value: 'elearning', label: 'forms.resourceType.elearning' },
  { value: 'other', label: 'forms.resourceType.other' },
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number]['value'];
const resourceTypeValues = RESOURCE_TYPES.map((type) => type.value) as [ResourceType, ...ResourceType[]];

/** A resource link as the publish form lists it (and as it is sent). */
export const resourceSchema = z.object({
  /** Id of a stored resource, kept on update. */
  id: z.number().optional(),
  title: z.string().trim().min(1, issue('forms.error.title')).max(255, issue('forms.error.titleMax')),
  linkUrl: z.url({ protocol: /^https?$/, error: issue('forms.error.linkUrl') }),
  type: z.enum(resourceTypeValues, { error: issue('forms.error.type') }),
  description: z
    .string()
    .trim()
    .min(1, issue('forms.error.description'))
    .max(1000, issue('forms.error.descriptionMax1000')),
});
export type ResourceValue = z.input<typeof resourceSchema>;

/** The resource modal: name, link, description, type (pdf unless chosen otherwise). */
export const resourceModalSchema = z.object({
  name: z.string().trim().min(1, issue('forms.error.name')).max(255, issue('forms.error.nameMax')),
  link: z
    .string()
    .trim()
    .min(1, issue('forms.error.link'))
    .regex(/^https?:\/\//, issue('forms.error.linkHttp')),
  description: z
    .string()
    .trim()
    .min(1, issue('forms.error.description'))
    .max(1000, issue('forms.error.descriptionMax1000')),
  type: z.enum(resourceTypeValues, { error: issue('forms.error.type') }),
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
