import { useLayoutEffect, useRef } from 'react';
import { documentAccessLevelLabels, documentAccessLevels } from '#shared/document-options.ts';
import { Select, TextInput } from '#site/islands/form/controls.tsx';
import type { LibraryFilters } from './library-filters.ts';
import { useCategoryOptions } from './use-categories.ts';

const accessOptions = documentAccessLevels.map((level) => ({ value: level, label: documentAccessLevelLabels[level] }));

interface LibraryFiltersBarProps {
  search: string;
  onSearch: (search: string) => void;
  filters: LibraryFilters;
  onFilters: (filters: LibraryFilters) => void;
}

/** The search (sent as it pauses) and the category and access-level filters, "All" by default. */
export function LibraryFiltersBar({ search, onSearch, filters, onFilters }: LibraryFiltersBarProps) {
  const categories = useCategoryOptions();
  const searchField = useRef<HTMLInputElement>(null);
  // Words typed before the page's script ran are the search: React would otherwise put back the
  // empty one it starts from at its first redraw, and the list would ignore them.
  useLayoutEffect(() => {
    const field = searchField.current;
    if (field && field.value !== field.defaultValue) onSearch(field.value);
  }, [onSearch]);
  return (
    <search className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <TextInput
        label="Search documents"
        type="search"
        ref={searchField}
        placeholder="Title, description or file name"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <Select
        label="Category"
        placeholder="All categories"
        options={categories}
        value={filters.categoryId}
        onChange={(event) => onFilters({ ...filters, categoryId: event.target.value })}
      />
      <Select
        label="Access level"
        placeholder="All access levels"
        options={accessOptions}
        value={filters.accessLevel}
        onChange={(event) => onFilters({ ...filters, accessLevel: event.target.value as LibraryFilters['accessLevel'] })}
      />
    </search>
  );
}
