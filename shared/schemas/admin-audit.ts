import { z } from 'zod';
import { pageQuerySchema } from './page.ts';
import { typedText } from './text.ts';
import { calendarDay } from './calendar-day.ts';

const day = (label: string) => calendarDay(`${label}: enter the date as YYYY-MM-DD`);
const name = (label: string) => typedText(label).max(60).optional();

/** `GET /api/admin/audit`: filters by action, record type, one record, customer, and days on the facility's calendar (both included). */
export const auditQuerySchema = pageQuerySchema
  .extend({
    action: name('Action'),
    entityType: name('Record type'),
    customerId: z.uuid('Choose a customer').optional(),
    entityId: z.uuid('Choose a record').optional(),
    from: day('From').optional(),
    to: day('To').optional(),
  })
  .refine((query) => !query.from || !query.to || query.to >= query.from, { path: ['to'], message: 'To must not be before From' });

export type AuditQuery = z.output<typeof auditQuerySchema>;
