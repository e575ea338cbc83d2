import { leadServiceTypes, leadSorts, type LeadKind, type LeadSort } from '#shared/lead-list-options.ts';
import { Select } from '#site/islands/form/controls.tsx';
import type { LeadFilterValues } from './leads-api.ts';
import { kindLabels, sourceLabels, statusOptions, urgencyFilterOptions } from './lead-look.ts';

const kindOptions = Object.entries(kindLabels).map(([value, label]) => ({ value, label }));
const sourceOptions = Object.entries(sourceLabels).map(([value, label]) => ({ value, label }));
const sortLabels: Record<LeadSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  waiting: 'Waiting longest',
  response: 'Slowest response',
};
const sortOptions = leadSorts.map((sort) => ({ value: sort, label: sortLabels[sort] }));

interface LeadFiltersFormProps {
  filters: LeadFilterValues;
  onChange: (filters: LeadFilterValues) => void;
}

/** The inbox's filters and order; every change reloads the list. */
export function LeadFiltersForm({ filters, onChange }: LeadFiltersFormProps) {
  const set = <Name extends keyof LeadFilterValues>(name: Name, value: LeadFilterValues[Name]) => onChange({ ...filters, [name]: value });
  return (
    <form
      method="post"
      aria-label="Filter leads"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <Select
        label="Kind"
        placeholder="All kinds"
        options={kindOptions}
        value={filters.kind}
        onChange={(event) => set('kind', event.target.value as '' | LeadKind)}
      />
      <Select
        label="Status"
        placeholder="All statuses"
        options={statusOptions}
        value={filters.status}
        onChange={(event) => set('status', event.target.value)}
      />
      <Select
        label="Urgency or priority"
        placeholder="Any urgency"
        options={urgencyFilterOptions}
        value={filters.urgency}
        onChange={(event) => set('urgency', event.target.value)}
      />
      <Select
        label="Service type"
        placeholder="All service types"
        options={leadServiceTypes}
        value={filters.serviceType}
        onChange={(event) => set('serviceType', event.target.value)}
      />
      <Select
        label="Source"
        placeholder="All sources"
        options={sourceOptions}
        value={filters.source}
        onChange={(event) => set('source', event.target.value)}
      />
      <Select
        label="Sort by"
        options={sortOptions}
        value={filters.sort}
        onChange={(event) => set('sort', event.target.value as LeadSort)}
      />
    </form>
  );
}
