import { eq } from 'drizzle-orm';
import type { SentMail } from '#shared/sent-mail-views.ts';
import { mailOutbox } from '#api/db/schema/index.ts';
import { notFound } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { sentMailView } from './sent-mail-view.ts';

/** One message as its recipient reads it. */
export async function getSentMail(ctx: ServiceContext, id: string): Promise<SentMail> {
  const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw notFound('Mail not found');
  return sentMailView(row);
}
