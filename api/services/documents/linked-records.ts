import { eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { customers, documentCategories } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';

const unknownChoice = (field: string, message: string) => new AppError('validation_failed', message, { errors: { [field]: message } });

export const unknownCustomerMessage = 'This customer has no account. Choose a customer from the list.';
export const unknownCategoryMessage = 'This category does not exist. Choose one from the list.';

/** Refuses a customer or category id that names nothing, as the field's own error. */
export async function checkLinkedRecords(
  db: Database,
  { customerId, categoryId }: { customerId?: string | null; categoryId?: string | null },
): Promise<void> {
  if (customerId) {
    const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
    if (!customer) throw unknownChoice('customerId', unknownCustomerMessage);
  }
  if (categoryId) {
    const [category] = await db.select({ id: documentCategories.id }).from(documentCategories).where(eq(documentCategories.id, categoryId));
    if (!category) throw unknownChoice('categoryId', unknownCategoryMessage);
  }
}
