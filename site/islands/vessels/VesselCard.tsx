import type { ReactNode } from 'react';
import type { CustomerVesselView } from '#shared/customer-vessel-views.ts';
import { Badge } from '#site/islands/ui/Badge.tsx';
import { vesselFigures } from './vessel-words.ts';

interface VesselCardProps {
  vessel: CustomerVesselView;
  /** Its insurance (InsuranceSection), between its details and its actions. */
  insurance?: ReactNode;
  /** Its storm plan for the season (VesselStormPlan), after its insurance. */
  stormPlan?: ReactNode;
  /** The card's actions (Edit, Retire). */
  children?: ReactNode;
}

/** One vessel on record: its name (marked Retired when it is), type and figures, its papers and notes when given, then its actions. */
export function VesselCard({ vessel, insurance, stormPlan, children }: VesselCardProps) {
  const papers = [
    ['Hull ID or USCG documentation number', vessel.documentationNumber],
    ['State registration', vessel.stateRegistration],
    ['Home port', vessel.homePort],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <article aria-label={vessel.name} className="flex h-full flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-navy-900/10">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="min-w-0 text-lg font-bold wrap-anywhere text-navy-900">{vessel.name}</h3>
        {vessel.retiredAt && <Badge tone="closed">Retired</Badge>}
      </div>
      <p className="text-navy-800">
        {vessel.vesselType}
        <br />
        {vesselFigures(vessel)}
      </p>
      {papers.length > 0 && (
        <dl className="grid gap-1 text-sm">
          {papers.map(([label, value]) => (
            <div key={label} className="flex flex-wrap gap-x-2">
              <dt className="text-navy-700">{label}:</dt>
              <dd className="font-semibold wrap-anywhere text-navy-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {vessel.notes && <p className="text-sm whitespace-pre-line wrap-anywhere text-navy-700">{vessel.notes}</p>}
      {insurance}
      {stormPlan}
      {children && <div className="mt-auto flex flex-wrap gap-3">{children}</div>}
    </article>
  );
}
