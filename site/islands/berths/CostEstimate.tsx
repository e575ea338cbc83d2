import { Calculator } from 'lucide-react';
import { maxVesselLengthFt } from '#shared/berth-options.ts';
import { costBreakdown } from '#shared/cost-breakdown.ts';
import { formatCents, stayCost, type BerthPricing } from '#shared/pricing.ts';

interface CostEstimateProps {
  berth: BerthPricing;
  arrivalDate: string;
  departureDate: string;
  vesselLength: string;
}

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A length the form would accept, or undefined: the estimate then uses the 100 ft default and says so. */
function givenLength(value: string): number | undefined {
  const length = Number(value);
  return value.trim() !== '' && Number.isInteger(length) && length > 0 && length <= maxVesselLengthFt ? length : undefined;
}

/** The live estimate: the same pricing function the server charges with, shown in dollars as the form changes. */
export function CostEstimate({ berth, arrivalDate, departureDate, vesselLength }: CostEstimateProps) {
  const stayChosen = isDate(arrivalDate) && isDate(departureDate) && departureDate > arrivalDate;
  const length = givenLength(vesselLength);
  const cost = stayChosen ? stayCost(berth, { arrivalDate, departureDate, vesselLength: length }) : null;

  return (
    <section aria-labelledby="estimate-heading" className="rounded-lg bg-sea-100 p-5 ring-1 ring-sea-700/30">
      <h3 id="estimate-heading" className="flex items-center gap-2 font-bold text-navy-900">
        <Calculator aria-hidden="true" className="size-5 text-sea-800" />
        Estimated cost
      </h3>
      <div aria-live="polite" className="mt-2">
        {cost ? (
          <>
            <p className="money text-3xl font-extrabold text-navy-950">{formatCents(cost.totalCents)}</p>
            <p className="mt-1 text-sm text-navy-800">
              {cost.totalDays} {cost.totalDays === 1 ? 'day' : 'days'}: {costBreakdown(berth, cost)}
            </p>
            {length === undefined ? (
              <p className="mt-1 text-sm font-semibold text-navy-800">
                Estimate based on {cost.billedLength} ft; enter your vessel length for your own figure.
              </p>
            ) : (
              cost.billedLength > length && (
                <p className="mt-1 text-sm font-semibold text-navy-800">
                  This berth bills at least {cost.billedLength} ft, more than your {length} ft vessel.
                </p>
              )
            )}
          </>
        ) : (
          <p className="text-navy-800">Select your dates to see an estimate</p>
        )}
      </div>
      <p className="mt-2 text-xs text-navy-700">Billed in 30-day months, then 7-day weeks, then days. The lease states the final total.</p>
    </section>
  );
}
