import { z } from 'zod';

/**
 * The one error envelope every failing request answers with: the message in the request's language
 * and its stable code (`plans.map_not_found`, apps/server/src/lib/messages.ts), by which a client may
 * tell refusals apart without reading their words.
 */
export const ErrorBodySchema = z.object({ message: z.string(), code: z.string().optional() });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A database id as it appears in paths and bodies (`_id`). */
export const IdSchema = z.uuid({ message: 'must be a valid id' });

export const IdParamsSchema = z.object({ id: IdSchema });

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}
