import { and, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '#api/auth/actor.ts';
import { documents, documentShares, type Document } from '#api/db/schema/index.ts';
import { notFound } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';

type Customer = NonNullable<Actor['customer']>;

export const documentNotFound = () => notFound('Document not found');

/** The documents with a share that still opens, to this customer's account or, once verified, to their email. */
function openShareTo(customer: Customer, now: Date): SQL {
  const recipient = customer.emailVerified
    ? or(
        eq(documentShares.sharedWithCustomerId, customer.customerId),
        sql`lower(${documentShares.sharedWithEmail}) = lower(${customer.email})`,
      )
    : eq(documentShares.sharedWithCustomerId, customer.customerId);
  const live = and(eq(documentShares.isActive, true), gt(documentShares.expiresAt, now), recipient);
  const shared = sql`(select ${documentShares.documentId} from ${documentShares} where ${live})`;
  return inArray(documents.id, shared);
}

/**
 * The two ways an active customer-level document reaches a customer, which never both hold: it is
 * linked to them, or it is shared with them and linked to someone else or no one. Each can be read
 * along its own index, the first by customer and the second from the customer's shares.
 */
export function customerDocumentReaches(customer: Customer, now: Date): [linked: SQL, shared: SQL] {
  const customerLevel = and(eq(documents.status, 'active'), eq(documents.accessLevel, 'customer'));
  return [
    and(customerLevel, eq(documents.customerId, customer.customerId)) as SQL,
    and(customerLevel, or(isNull(documents.customerId), ne(documents.customerId, customer.customerId)), openShareTo(customer, now)) as SQL,
  ];
}

/**
 * The documents the caller may see (decision 045), as the parts no two of which hold for one
 * document, so a list can read each along its own index and add them up: staff see every document
 * until it is purged, the trash included (lists narrow by status); a customer sees active public
 * documents and customer documents linked or shared with them; a visitor sees active public
 * documents. `now` decides which shares still open.
 */
export function visibleDocumentParts(actor: Actor, now: Date): [SQL, ...SQL[]] {
  if (actor.staff) return [sql`true`];
  const isPublic = and(eq(documents.status, 'active'), eq(documents.accessLevel, 'public')) as SQL;
  return actor.customer ? [isPublic, ...customerDocumentReaches(actor.customer, now)] : [isPublic];
}

/** The documents the caller may see, as one condition every read and download uses. */
function visibleDocumentCondition(actor: Actor, now: Date): SQL {
  return or(...visibleDocumentParts(actor, now)) ?? sql`false`;
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
