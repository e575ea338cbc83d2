import { mailOutbox, quotes, type NewOutboxMail } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import type { QuoteCreated } from '#shared/lead-views.ts';
import type { QuoteRequestBody } from '#shared/schemas/quote.ts';
import { mayConfirmTo } from './confirmation-cap.ts';
import { decoyQuoteNumber, filledHoneypot } from './honeypot.ts';
import { quoteConfirmation, quoteNotification } from './lead-mail.ts';

/**
 * Stores a quote request under the next quote number, the signed-in customer's if there is one,
 * and queues the staff notification with it, and a confirmation to the typed address unless that
 * mailbox was sent one in the last hour.
 */
export async function createQuote(ctx: ServiceContext, input: QuoteRequestBody): Promise<QuoteCreated> {
  const { leadsEmail } = ctx.mail;
  if (filledHoneypot(input)) {
    const now = ctx.clock.now();
    return { id: crypto.randomUUID(), quoteNumber: decoyQuoteNumber(now), status: 'pending', createdAt: now.toISOString() };
  }

  return ctx.db.transaction(async (tx) => {
    // The number comes from the column default (a database sequence); see the quotes schema.
    const [quote] = await tx
      .insert(quotes)
      .values({
        contactName: input.contactName,
        contactEmail: input.contactEmail,
        contactPhone: input.contactPhone ?? null,
        company: input.company,
        projectTitle: input.projectTitle,
        projectDescription: input.projectDescription,
        location: input.location ?? null,
        vesselType: input.vesselType ?? null,
        vesselSpecs: input.vesselSpecs ?? null,
        timeframe: input.timeframe ?? null,
        priority: input.priority,
        customerId: ctx.actor.customer?.customerId ?? null,
        firstTouch: input.attribution?.firstTouch ?? null,
        lastTouch: input.attribution?.lastTouch ?? null,
      })
      .returning();
    if (!quote) throw new Error('quote insert returned no row');
    const mails: NewOutboxMail[] = [{ to: leadsEmail, kind: 'lead-notification', ...quoteNotification(quote) }];
    // Counted last, so the counter's row is held only for the outbox write and the commit.
    if (await mayConfirmTo({ db: tx, clock: ctx.clock }, quote.contactEmail)) {
      mails.push({ to: quote.contactEmail, kind: 'quote-confirmation', ...quoteConfirmation(quote, leadsEmail, marinaOffice()) });
    }
    await tx.insert(mailOutbox).values(mails);
    return { id: quote.id, quoteNumber: quote.quoteNumber, status: quote.status, createdAt: quote.createdAt.toISOString() };
  });
}
