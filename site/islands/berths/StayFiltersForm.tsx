import { useEffect, useRef } from 'react';
import { maxVesselDraftFt, maxVesselLengthFt } from '#shared/berth-options.ts';
import { addDays } from '#shared/stay-dates.ts';
import { TextInput } from '#site/islands/form/controls.tsx';
import { emptyFilters, hasAnyFilter, typedBeforeHydration, type FilterErrors, type StayFilters } from './stay-filters.ts';

interface StayFiltersFormProps {
  filters: StayFilters;
  errors: FilterErrors;
  /** The facility's today: the earliest arrival. */
  today: string | undefined;
  onChange: (filters: StayFilters) => void;
  /** The visitor reached a filter: a moment to load what checks them. */
  onEngage: () => void;
}

/** Dates and vessel size; the list below follows them as they change, so there is nothing to submit. */
export function StayFiltersForm({ filters, errors, today, onChange, onEngage }: StayFiltersFormProps) {
  const form = useRef<HTMLFormElement>(null);
  // The form is in the page's HTML before this island runs, and a visitor on a slow connection
  // may already have typed into it: React keeps those values on screen but not in state, so they
  // are taken over once, before the next render would clear them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on what was typed before; later typing goes through onChange.
  useEffect(() => {
    const typed = form.current && typedBeforeHydration(form.current);
    if (typed) {
      onEngage();
      onChange(typed);
    }
  }, []);

  const field = (name: keyof StayFilters) => ({
    name,
    value: filters[name],
    error: errors[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => onChange({ ...filters, [name]: event.currentTarget.value }),
  });

  return (
    <search aria-label="Berth availability">
      <form ref={form} onSubmit={(event) => event.preventDefault()} onFocus={onEngage} onPointerEnter={onEngage} noValidate>
        <div className="grid grid-cols-2 items-end gap-x-4 gap-y-5 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]">
          <TextInput label="Arrival" type="date" min={today} {...field('arrival')} />
          <TextInput label="Departure" type="date" min={filters.arrival ? addDays(filters.arrival, 1) : today} {...field('departure')} />
          <TextInput
            label="Vessel length (ft)"
            type="number"
            inputMode="numeric"
            min={1}
            max={maxVesselLengthFt}
            step={1}
            {...field('length')}
          />
          <TextInput label="Draft (ft)" type="number" inputMode="numeric" min={1} max={maxVesselDraftFt} step={1} {...field('draft')} />
          {hasAnyFilter(filters) && (
            <button
              type="button"
              onClick={() => onChange(emptyFilters)}
              className={[
                'col-span-2 min-h-12 justify-self-start rounded-md px-3 font-semibold text-sea-700 underline underline-offset-4',
                'hover:text-sea-800 lg:col-span-1',
              ].join(' ')}
            >
              Clear
            </button>
          )}
        </div>
      </form>
    </search>
  );
}
