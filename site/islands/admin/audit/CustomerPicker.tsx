import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Select, TextInput } from '#site/islands/form/controls.tsx';
import { adminClientKeys, clientsAddress, getClient, listClientsPage } from '#site/islands/admin/clients/admin-clients-api.ts';
import { clientName } from '#site/islands/admin/clients/ClientRow.tsx';
import { useDebounced } from '#site/islands/admin/clients/use-debounced.ts';

interface CustomerPickerProps {
  /** The chosen customer's id; '' for every customer. */
  value: string;
  onChange: (customerId: string) => void;
}

/**
 * Chooses one customer for a filter: a search over the clients (name, email, company) fills the
 * choice's options with the first page of matches; the chosen customer stays among them, read by
 * id when the filter came from the address.
 */
export function CustomerPicker({ value, onChange }: CustomerPickerProps) {
  const [search, setSearch] = useState('');
  const searched = useDebounced(search).trim();
  const matches = useQuery({
    queryKey: [...adminClientKeys.list(searched, ''), 'first page'],
    queryFn: async ({ signal }) => (await listClientsPage(clientsAddress(searched, ''), signal)).rows,
  });
  const chosen = useQuery({
    queryKey: adminClientKeys.client(value),
    queryFn: ({ signal }) => getClient(value, signal),
    enabled: value !== '',
  });
  const clients = [...(chosen.data && !matches.data?.some((client) => client.id === value) ? [chosen.data] : []), ...(matches.data ?? [])];
  const options = clients.map((client) => ({ value: client.id, label: `${clientName(client)} (${client.email})` }));
  const found = matches.data?.length ?? 0;
  const hint = matches.isError
    ? 'The clients could not be searched. Try again.'
    : matches.isFetching
      ? 'Searching…'
      : found === 0
        ? 'No clients match'
        : `${found} ${found === 1 ? 'match' : 'matches'} listed`;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput
        label="Find a customer"
        type="search"
        placeholder="Name, email or company"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Select
        label="Customer"
        placeholder="All customers"
        hint={hint}
        options={options}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
