import { BLOG_LIMITS, COVER_MIME_TYPES, CreatePostBodySchema, type CreatePostBody } from '@kadirio/domain';
import type { TFunction } from 'i18next';
import { translateIssue, type FieldErrors } from '../../lib/form-errors';

export interface PostFormValues {
  title: string;
  slug: string;
  article: string;
}

export type PostFormField = keyof PostFormValues;

const LABEL_KEYS = {
  title: 'blog.editor.postTitle',
  slug: 'blog.editor.slug',
  article: 'blog.editor.article',
} as const;

/**
 * Checks the form with the schema the server uses; answers the body to send, or the first
 * problem of each field in the reader's language.
 */
export function validatePostForm(
  values: PostFormValues,
  published: boolean,
  t: TFunction,
): { body: CreatePostBody; errors?: undefined } | { body?: undefined; errors: FieldErrors<PostFormField> } {
  const parsed = CreatePostBodySchema.safeParse({
    title: values.title,
    slug: values.slug.trim() === '' ? undefined : values.slug,
    article: values.article,
    published,
  });
  if (parsed.success) return { body: parsed.data };
  const errors: FieldErrors<PostFormField> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as PostFormField;
    if (!(field in LABEL_KEYS) || errors[field] !== undefined) continue;
    errors[field] = translateIssue(issue, t, t(LABEL_KEYS[field]), values[field].trim() === '');
  }
  return { errors };
}

/** A cover the server will accept, judged before uploading: null when fine, else the message key. */
export function checkCoverFile(
  file: File,
): 'blog.editor.coverWrongType' | 'blog.editor.coverTooLarge' | null {
  if (!(COVER_MIME_TYPES as readonly string[]).includes(file.type)) return 'blog.editor.coverWrongType';
  if (file.size > BLOG_LIMITS.coverMaxBytes) return 'blog.editor.coverTooLarge';
  return null;
}
