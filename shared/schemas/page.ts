import { z } from 'zod';
import { maxPageSize } from '#shared/page-size.ts';
import { typedText } from './text.ts';

/** `?limit=&cursor=` on every list that can grow; the next page's address comes in the `Link` header. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(maxPageSize).default(50),
  cursor: typedText('cursor').max(200, 'cursor is not valid').optional(),
});

export type PageQuery = z.output<typeof pageQuerySchema>;
