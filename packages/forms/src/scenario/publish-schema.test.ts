import { describe, expect, it } from 'vitest';
import { messages } from '../test/messages';
import { emptyPublishValues, publishSchema } from './publish-schema';

const valid = {
  ...emptyPublishValues,
  title: 'Handling a difficult customer',
  category: '1',
  description: 'A customer escalates on the phone.',
  script: 'Watch the call, then decide what you would do.',
  authorName: 'Ana Lee',
  authorEmail: 'ana@example.com',
};

describe('publish schema', () => {
  it('accepts a complete form', () => {
    expect(publishSchema.safeParse(valid).success).toBe(true);
  });

  it('shows the documented message per field when empty', () => {
    expect(messages(publishSchema, emptyPublishValues)).toEqual({
      title: 'Title is required',
      category: 'Category is required',
      description: 'Description must be at least 10 characters',
      script: 'Script is required',
      authorName: 'Author is required',
      authorEmail: 'Invalid email',
    });
  });

  it('keeps the description within 10 to 100 characters', () => {
    expect(messages(publishSchema, { ...valid, description: 'd'.repeat(9) })).toEqual({
      description: 'Description must be at least 10 characters',
    });
    expect(messages(publishSchema, { ...valid, description: 'd'.repeat(101) })).toEqual({
      description: 'Description must not exceed 100 characters',
    });
    expect(publishSchema.safeParse({ ...valid, description: 'd'.repeat(10) }).success).toBe(true);
    expect(publishSchema.safeParse({ ...valid, description: 'd'.repeat(100) }).success).toBe(true);
  });

  it('keeps the script within 10 to 1000 characters', () => {
    expect(messages(publishSchema, { ...valid, script: 'short' })).toEqual({
      script: 'Script must be at least 10 characters',
    });
    expect(messages(publishSchema, { ...valid, script: 's'.repeat(1001) })).toEqual({
      script: 'Script must not exceed 1000 characters',
    });
    expect(publishSchema.safeParse({ ...valid, script: 's'.repeat(1000) }).success).toBe(true);
  });

  it('accepts a File or null as thumbnail and nothing else', () => {
    expect(
      publishSchema.safeParse({ ...valid, thumbnail: new File(['x'], 'a.png', { type: 'image/png' }) })
        .success,
    ).toBe(true);
    expect(publishSchema.safeParse({ ...valid, thumbnail: null }).success).toBe(true);
    expect(messages(publishSchema, { ...valid, thumbnail: 'a.png' })).toEqual({
      thumbnail: 'Thumbnail must be a file',
    });
  });

  it('checks each resource link', () => {
    expect(
      messages(publishSchema, {
        ...valid,
        resources: [{ title: 'Guide', linkUrl: 'ftp://x.org', type: 'pdf', description: 'Read it' }],
      }),
    ).toEqual({ 'resources.0.linkUrl': 'Each link must be a valid URL' });
  });
});
