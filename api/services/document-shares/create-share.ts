import { accountPartPath } from '#shared/account-parts.ts';
import type { CreatedShare } from '#shared/document-views.ts';
import type { DocumentShareRequest } from '#shared/schemas/documents.ts';
import { eq } from 'drizzle-orm';
import { hashToken, newToken } from '#api/auth/tokens.ts';
import type { Database } from '#api/db/client.ts';
import { customers, documentShares, mailOutbox, type Customer } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { staffName, staffUserId } from '#api/services/admin-clients/staff-name.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { notifyCustomer } from '#api/services/notifications/notify-customer.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import { staffDocument } from './shared-document.ts';
import { shareLink } from './share-link.ts';
import { documentShareMail } from './share-mail.ts';
import { shareRecord } from './share-records.ts';
import { isShareableLevel, shareExpiresAt } from './share-state.ts';
import { toDocumentShareView } from './share-view.ts';

export const notShareableMessage = 'Change the access level to Customer or Public before sharing';
export const unknownRecipientMessage = 'Choose a customer who has an account';

async function recipientCustomer(db: Database, customerId: string | undefined): Promise<Customer | null> {
  if (customerId === undefined) return null;
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw new AppError('validation_failed', unknownRecipientMessage, { errors: { customerId: unknownRecipientMessage } });
  return customer;
}

/**
 * Shares a public or customer document by link: the share (only the token's hash kept), its audit
 * row, the recipient's mail with the link, and for an account its notification, in one transaction.
 * The link is answered once, here; nobody can read it back later.
 */
export async function createShare(
  ctx: ServiceContext,
  documentId: string,
  input: DocumentShareRequest,
  linkOrigin: string,
): Promise<CreatedShare> {
  return ctx.db.transaction(async (tx) => {
    const txCtx = inTransaction(ctx, tx);
    const document = await staffDocument(tx, documentId, { active: true, forUpdate: true });
    if (!isShareableLevel(document.accessLevel)) throw new AppError('conflict', notShareableMessage);
    const customer = await recipientCustomer(tx, input.customerId);
    const email = input.email?.toLowerCase() ?? null;

    const token = newToken();
    const now = ctx.clock.now();
    const [share] = await tx
      .insert(documentShares)
      .values({
        documentId: document.id,
        sharedWithCustomerId: customer?.id ?? null,
        sharedWithEmail: email,
        accessLevel: input.access,
        shareToken: hashToken(token),
        expiresAt: shareExpiresAt(now, input.expiresInDays),
        sharedBy: await staffName(txCtx),
        sharedByUserId: staffUserId(ctx),
        createdAt: now,
      })
      .returning();
    if (!share) throw new Error('document share insert returned no row');
    const url = shareLink(linkOrigin, token);

    await recordAudit(txCtx, {
      action: 'document.shared',
      entityType: 'document',
      entityId: document.id,
      customerId: customer?.id ?? document.customerId,
      after: {
        shareId: share.id,
        sharedWithEmail: email,
        sharedWithCustomerId: customer?.id ?? null,
        access: share.accessLevel,
        expiresAt: share.expiresAt.toISOString(),
      },
    });
    if (customer) {
      await notifyCustomer(txCtx, {
        customerId: customer.id,
        type: 'document-shared',
        title: 'A document was shared with you',
        message: document.title,
        actionUrl: accountPartPath('documents'),
      });
    }
    const office = marinaOffice();
    const recipients = new Map<string, string | null>();
    if (email) recipients.set(email, null);
    if (customer) recipients.set(customer.email.toLowerCase(), customer.firstName);
    for (const [to, firstName] of recipients) {
      const mail = documentShareMail(
        { title: document.title, access: share.accessLevel, url, expiresAt: share.expiresAt, firstName },
        office,
      );
      await tx.insert(mailOutbox).values({ to, kind: 'document-share', ...mail });
    }
    return { share: toDocumentShareView(await shareRecord(tx, share.id), document.status, now), url };
  });
}
