import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentProps } from 'react';
import { getPage } from '#shared/api-client.ts';
import type { AdminClientView } from '#shared/admin-client-views.ts';
import { useDebounced } from '#site/islands/admin/clients/use-debounced.ts';
import { Select, TextInput } from '#site/islands/form/controls.tsx';

const matchesShown = 10;

const customerName = (client: AdminClientView) => `${client.firstName} ${client.lastName} (${client.email})`;

/**
 * A customer chosen by searching the office's clients (name, email or company): the search narrows
 * the list, the select holds the choice. "No customer" leaves the document linked to nobody.
 */
export function CustomerPicker({
  label,
  hint,
  chosen,
  ...select
}: {
  label: string;
  hint: string;
  /** The customer already linked (when editing), offered before any search so the choice is kept. */
  chosen?: { value: string; label: string };
} & Omit<ComponentProps<typeof Select>, 'options' | 'label'>) {
  const [search, setSearch] = useState('');
  const searched = useDebounced(search.trim());
  const matches = useQuery({
    queryKey: ['admin', 'clients', 'picker', searched],
    queryFn: ({ signal }) =>
      getPage<AdminClientView>(`/api/admin/clients?${new URLSearchParams({ limit: String(matchesShown), search: searched })}`, signal),
    enabled: searched !== '',
  });
  const found = (matches.data?.rows ?? []).map((client) => ({ value: client.id, label: customerName(client) }));
  const options = chosen && !found.some((option) => option.value === chosen.value) ? [chosen, ...found] : found;
  return (
    <fieldset className="grid gap-3 rounded-lg p-4 ring-1 ring-sand-300">
      <legend className="px-1 font-semibold text-navy-900">{label}</legend>
      <p className="text-sm text-navy-600">{hint}</p>
      <TextInput
        label="Find a customer"
        type="search"
        placeholder="Name, email or company"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Select
        label="Customer"
        placeholder={
          searched === ''
            ? 'No customer (search above to choose one)'
            : matches.isFetching
              ? 'Searching…'
              : `No customer (${found.length} found)`
        }
        options={options}
        {...select}
      />
    </fieldset>
  );
}
