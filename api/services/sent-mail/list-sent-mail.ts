import type { SentMailSummary } from '#shared/sent-mail-views.ts';
import type { PageQuery } from '#shared/schemas/page.ts';
import { mailOutbox } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { newestFirst, pageOf, type Page } from '#api/services/paging.ts';
import { sentMailSummary } from './sent-mail-view.ts';

/** Every message the server mailed or will, newest first, a page at a time along mail_outbox_created_idx. */
export async function listSentMail(ctx: ServiceContext, query: PageQuery): Promise<Page<SentMailSummary>> {
  const { where, orderBy, limit } = newestFirst({ createdAt: mailOutbox.createdAt, id: mailOutbox.id }, query);
  const rows = await ctx.db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      kind: mailOutbox.kind,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit);
  const page = pageOf(rows, query);
  return { items: page.items.map(sentMailSummary), nextCursor: page.nextCursor };
}
