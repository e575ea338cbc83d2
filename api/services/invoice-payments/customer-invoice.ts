import { and, eq } from 'drizzle-orm';
import { invoices, type Invoice } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { signedInCustomerId } from '#api/services/customer-area/signed-in-customer.ts';

export const invoiceNotFound = () => new AppError('not_found', 'Invoice not found');

/** One of the signed-in customer's invoices; another customer's answers 404 like an unknown one. */
export async function findCustomerInvoice(ctx: ServiceContext, id: string): Promise<Invoice> {
  const [invoice] = await ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.customerId, signedInCustomerId(ctx))))
    .limit(1);
  if (!invoice) throw invoiceNotFound();
  return invoice;
}
