import { useQuery } from '@tanstack/react-query';
import { documentKeys, listCategories } from './documents-api.ts';

/** The active categories, for the filter and the upload form; labels are the names with a capital. */
export function useCategoryOptions() {
  const categories = useQuery({ queryKey: documentKeys.categories, queryFn: ({ signal }) => listCategories(signal) });
  return (categories.data ?? []).map((category) => ({
    value: category.id,
    label: category.name.charAt(0).toUpperCase() + category.name.slice(1),
  }));
}
