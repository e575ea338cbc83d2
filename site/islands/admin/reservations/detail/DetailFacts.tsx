import type { ReactNode } from 'react';

export interface DetailFact {
  label: string;
  value: ReactNode;
}

/** A section of the reservation detail: a heading and its facts, label above value, two columns from the small breakpoint. */
export function DetailSection({ title, facts, children }: { title: string; facts?: DetailFact[]; children?: ReactNode }) {
  return (
    <section className="grid content-start gap-2">
      <h3 className="text-lg font-semibold text-navy-900">{title}</h3>
      {facts && facts.length > 0 && (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {facts.map((fact) => (
            <div key={fact.label} className="min-w-0">
              <dt className="text-navy-600">{fact.label}</dt>
              <dd className="font-semibold wrap-anywhere text-navy-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </section>
  );
}
