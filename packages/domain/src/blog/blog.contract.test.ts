import { describe, expect, it } from 'vitest';
import {
  CreatePostBodySchema,
  ListPostsQuerySchema,
  PostRefParamsSchema,
  slugify,
  SlugSchema,
} from './blog.contract';
import { ContactBodySchema, ListContactQuerySchema } from '../contact/contact.contract';

describe('slugify', () => {
  it.each([
    ['Choosing cement', 'choosing-cement'],
    ['  Saruji bora: Choosing cement!  ', 'saruji-bora-choosing-cement'],
    ['Mbao za paa — bei 2026', 'mbao-za-paa-bei-2026'],
    ['Café à la crème', 'cafe-a-la-creme'],
    ['!!!', ''],
  ])('makes %j into %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('stays within the slug limit without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(119)} b`);
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('SlugSchema', () => {
  it('accepts lower-case words joined by single hyphens', () => {
    expect(SlugSchema.parse('roof-trusses-2')).toBe('roof-trusses-2');
  });

  it.each(['Roof', 'roof--trusses', '-roof', 'roof trusses', '00000000-0000-4000-8000-000000000000'])(
    'refuses %j',
    (slug) => {
      expect(SlugSchema.safeParse(slug).success).toBe(false);
    },
  );
});

describe('blog contracts', () => {
  it('makes a new post a draft unless told otherwise', () => {
    expect(CreatePostBodySchema.parse({ title: 'T', article: 'x' }).published).toBe(false);
  });

  it('takes an id or a slug as the post reference', () => {
    expect(PostRefParamsSchema.safeParse({ id: 'roof-trusses' }).success).toBe(true);
    expect(PostRefParamsSchema.safeParse({ id: '00000000-0000-4000-8000-000000000000' }).success).toBe(true);
    expect(PostRefParamsSchema.safeParse({ id: 'Bad Slug' }).success).toBe(false);
  });

  it('lists published posts by default', () => {
    expect(ListPostsQuerySchema.parse({})).toEqual({ page: 1, limit: 20, status: 'published' });
  });
});

describe('ContactBodySchema', () => {
  const base = { name: 'Neema', message: 'Hello' };

  it('needs an email or a phone, either will do', () => {
    expect(ContactBodySchema.safeParse(base).success).toBe(false);
    expect(ContactBodySchema.parse({ ...base, phone: '0754111222' }).phone).toBe('0754111222');
    expect(ContactBodySchema.parse({ ...base, email: 'n@example.com', phone: '' }).phone).toBeUndefined();
  });

  it('names email for the missing way to answer', () => {
    const result = ContactBodySchema.safeParse({ ...base, email: '', phone: ' ' });
    expect(result.error?.issues[0]?.path).toEqual(['email']);
  });

  it('reads the handled filter from the query string', () => {
    expect(ListContactQuerySchema.parse({ handled: 'false' }).handled).toBe(false);
    expect(ListContactQuerySchema.parse({}).handled).toBeUndefined();
  });
});
