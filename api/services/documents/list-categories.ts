import { eq } from 'drizzle-orm';
import { documentCategoryNames } from '#shared/document-options.ts';
import type { DocumentCategoryView } from '#shared/document-views.ts';
import { documentCategories } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';

const rank = (name: string) => {
  const index = (documentCategoryNames as readonly string[]).indexOf(name);
  return index < 0 ? documentCategoryNames.length : index;
};

/** The active categories in the order the filter lists them; any added later follow by name. */
export async function listDocumentCategories(ctx: ServiceContext): Promise<DocumentCategoryView[]> {
  const rows = await ctx.db
    .select({ id: documentCategories.id, name: documentCategories.name, description: documentCategories.description })
    .from(documentCategories)
    .where(eq(documentCategories.isActive, true));
  return rows.toSorted((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
}
