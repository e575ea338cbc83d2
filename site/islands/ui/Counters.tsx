import type { LucideIcon } from 'lucide-react';

export interface Counter {
  label: string;
  icon: LucideIcon;
  /** Undefined until its list has loaded (or when it failed): a dash, and "not loaded yet" for screen readers. */
  value: number | undefined;
}

/** A dashboard's counters, three across, as term and value pairs; on a phone a long label breaks (hyphenated) inside its card. */
export function Counters({ counters }: { counters: readonly Counter[] }) {
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-6">
      {counters.map(({ label, icon: Icon, value }) => (
        // Only dt and dd may sit in a dl's group, so the icon travels inside the term.
        <div key={label} className="min-w-0 rounded-lg bg-white p-3 shadow-sm ring-1 ring-navy-900/10 sm:p-5">
          <dt className="flex items-center gap-2 text-sm font-semibold break-words hyphens-auto text-navy-700">
            <Icon aria-hidden="true" className="hidden size-5 shrink-0 text-sea-700 sm:block" />
            {label}
          </dt>
          <dd className="money mt-2 text-3xl font-extrabold text-navy-950">
            {value ?? (
              <>
                <span aria-hidden="true">–</span>
                <span className="sr-only">not loaded yet</span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
