import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { leadKinds, type LeadKind } from '#shared/lead-list-options.ts';
import { isOneOf } from './checks.ts';
import { createdAt } from './columns.ts';

/**
 * What the office wrote back to a lead by email, kept with the lead for its history. A lead is a
 * service request or a quote request, so it is named by kind and id rather than by one foreign key;
 * leads are never deleted.
 */
export const leadReplies = pgTable(
  'lead_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadKind: text('lead_kind').$type<LeadKind>().notNull(),
    leadId: uuid('lead_id').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    // The staff member's username at the time, as the audit log keeps it.
    sentBy: text('sent_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('lead_replies_lead_idx').on(table.leadKind, table.leadId, table.createdAt),
    check('lead_replies_lead_kind_check', isOneOf(table.leadKind, leadKinds)),
  ],
);

export type LeadReplyRow = typeof leadReplies.$inferSelect;
