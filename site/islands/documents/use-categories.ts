import { useQuery } from '@tanstack/react-query';
import { documentTypeLabel } from '#shared/document-type-labels.ts';
import { documentKeys, listCategories } from './documents-api.ts';

/** The active categories, for the filter and the upload form, each under its one label. */
export function useCategoryOptions() {
  const categories = useQuery({ queryKey: documentKeys.categories, queryFn: ({ signal }) => listCategories(signal) });
  return (categories.data ?? []).map((category) => ({
    value: category.id,
    label: documentTypeLabel(category.name),
  }));
}
