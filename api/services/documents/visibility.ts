import { and, eq, exists, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import { documents, documentShares, type Document } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';

export const documentNotFound = () => notFound('Document not found');

/** A share that still opens, to this customer's account or, once verified, to their email. */
function openShareTo(customer: NonNullable<Actor['customer']>, now: Date): SQL {
  const recipient = customer.emailVerified
    ? or(eq(documentShares.sharedWithCustomerId, customer.customerId), sql`lower(${documentShares.sharedWithEmail}) = lower(${customer.email})`)
    : eq(documentShares.sharedWithCustomerId, customer.customerId);
  return exists(
    sql`(select 1 from ${documentShares} where ${and(
      eq(documentShares.documentId, documents.id),
      eq(documentShares.isActive, true),
      gt(documentShares.expiresAt, now),
      recipient,
    )})`,
  );
}

/**
 * The documents the caller may see (decision 045), as one condition every list, read and download
 * uses: staff see every document until it is purged, the trash included (lists narrow by status);
 * a customer sees active public documents and customer documents linked or shared with them; a
 * visitor sees active public documents. `now` decides which shares still open.
 */
export function visibleDocumentCondition(actor: Actor, now: Date): SQL {
  if (actor.staff) return sql`true`;
  const isPublic = eq(documents.accessLevel, 'public');
  const customer = actor.customer;
  const allowed = customer
    ? or(isPublic, and(eq(documents.accessLevel, 'customer'), or(eq(documents.customerId, customer.customerId), openShareTo(customer, now))))
    : isPublic;
  return and(eq(documents.status, 'active'), allowed) ?? sql`false`;
}

/** One document the caller may see; any other id answers 404 like an unknown one. */
export async function findVisibleDocument(ctx: ServiceContext, id: string): Promise<Document> {
  const [document] = await ctx.db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), visibleDocumentCondition(ctx.actor, ctx.clock.now())));
  if (!document) throw documentNotFound();
  return document;
}

/** A document staff are changing, locked until their transaction ends. */
export async function lockedDocument(db: ServiceContext['db'], id: string): Promise<Document> {
  const [document] = await db.select().from(documents).where(eq(documents.id, id)).for('update');
  if (!document) throw documentNotFound();
  return document;
}
