import { describe, expect, it } from 'vitest';
import { messages } from '../test/messages';
import {
  emptyResourceModalValues,
  modalValuesToResource,
  resourceModalSchema,
  resourceSchema,
  resourceToModalValues,
} from './resource-schema';

describe('resource modal schema', () => {
  it('defaults the type to pdf and requires name, link and description', () => {
    expect(emptyResourceModalValues.type).toBe('pdf');
    expect(messages(resourceModalSchema, emptyResourceModalValues)).toEqual({
      name: 'Name is required',
      link: 'Link is required',
      description: 'Description is required',
    });
  });

  it('requires the link to start with http:// or https://', () => {
    const values = { name: 'Guide', link: 'www.example.com', description: 'Read it', type: 'pdf' as const };
    expect(messages(resourceModalSchema, values)).toEqual({
      link: 'Link must start with http:// or https://',
    });
    expect(resourceModalSchema.safeParse({ ...values, link: 'http://example.com' }).success).toBe(true);
    expect(resourceModalSchema.safeParse({ ...values, link: 'https://example.com/a.pdf' }).success).toBe(
      true,
    );
  });

  it('maps the modal to the resource link and back', () => {
    const resource = modalValuesToResource({
      name: ' Guide ',
      link: 'https://x.org/g.pdf',
      description: 'Read it',
      type: 'blog',
    });
    expect(resource).toEqual({
      title: 'Guide',
      linkUrl: 'https://x.org/g.pdf',
      type: 'blog',
      description: 'Read it',
    });
    expect(resourceToModalValues(resource)).toEqual({
      name: 'Guide',
      link: 'https://x.org/g.pdf',
      description: 'Read it',
      type: 'blog',
    });
  });
});

describe('resource schema (publish form)', () => {
  it('has the documented messages', () => {
    expect(messages(resourceSchema, { title: '', linkUrl: 'nope', type: '', description: '' })).toEqual({
      title: 'Title is required',
      linkUrl: 'Each link must be a valid URL',
      type: 'Type is required',
      description: 'Description is required',
    });
  });
});
