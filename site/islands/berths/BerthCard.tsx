import { Anchor, CalendarCheck, CircleAlert, Receipt, Ruler, Ship, Waves } from 'lucide-react';
import { berthAmenityLabels } from '#shared/berth-options.ts';
import type { BerthView } from '#shared/berth-views.ts';
import { formatCents, stayCost } from '#shared/pricing.ts';
import { primaryButtonClass } from '#site/islands/form/button-classes.ts';
import { berthState, berthStateLabel, canReserve } from './berth-state.ts';
import { formatRate } from './cost-breakdown.ts';
import { StateBadge } from './StateBadge.tsx';
import { formatStayRange, type Stay } from './stay-summary.ts';

interface BerthCardProps {
  berth: BerthView;
  /** The stay the availability answers, when dates are chosen. */
  stay: Stay | null;
  /** The vessel length the visitor gave, which the stay's total is billed on. */
  vesselLength: number | undefined;
  highlighted: boolean;
  onSelect: (berthId: string) => void;
  onReserve: (berth: BerthView) => void;
  /** The pointer or focus reached "Reserve Berth": a moment to fetch the dialog before the click. */
  onReserveIntent: () => void;
}

export const berthCardId = (berthId: string) => `berth-${berthId}`;

/**
 * One berth: its size, depth, amenities and rates, its state, and "Reserve Berth" when it can be
 * booked. With dates chosen a bookable berth shows the stay's total, priced as the dialog prices it.
 * Choosing the berth on the map focuses the card (it takes focus, not a Tab stop), so the next Tab
 * reaches this berth's own Reserve button.
 */
export function BerthCard({ berth, stay, vesselLength, highlighted, onSelect, onReserve, onReserveIntent }: BerthCardProps) {
  const state = berthState(berth);
  const headingId = `${berthCardId(berth.id)}-name`;
  const reasonId = `${berthCardId(berth.id)}-reason`;
  const reservable = canReserve(berth);
  const reason = berth.availability?.reason ?? berthStateLabel(state, true);
  const rates = [
    { term: 'Monthly', rate: berth.monthlyRate },
    { term: 'Weekly', rate: berth.weeklyRate },
    { term: 'Daily', rate: berth.dailyRate },
  ];
  const totalId = `${berthCardId(berth.id)}-total`;

  return (
    // A click anywhere on the card selects the berth, as on the map.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the map's buttons are the keyboard way to the same choice.
    <article
      id={berthCardId(berth.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-highlighted={highlighted ? '' : undefined}
      onClick={() => onSelect(berth.id)}
      className={[
        'flex scroll-mt-32 flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-900/10',
        'transition-shadow duration-300 data-highlighted:ring-4 data-highlighted:ring-safety-500',
      ].join(' ')}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={headingId} className="text-xl font-extrabold">
          {berth.name}
        </h3>
        <StateBadge state={state} datesChosen={stay !== null} />
      </header>

      <ul className="mt-4 grid gap-1.5 text-navy-800">
        <li className="flex items-center gap-2">
          <Ruler aria-hidden="true" className="size-4 text-sea-700" />
          <span>
            <span className="money">{berth.length} ft</span> long
          </span>
        </li>
        <li className="flex items-center gap-2">
          <Waves aria-hidden="true" className="size-4 text-sea-700" />
          {berth.waterDepth} ft water depth
        </li>
        <li className="flex items-center gap-2">
          <Anchor aria-hidden="true" className="size-4 text-sea-700" />
          Max draft {berth.maxDraft} ft
        </li>
        <li className="flex items-center gap-2">
          <Receipt aria-hidden="true" className="size-4 text-sea-700" />
          Billed on at least {berth.minBillableLength} ft
        </li>
        {berth.currentVessel && (
          <li className="flex items-center gap-2">
            <Ship aria-hidden="true" className="size-4 text-sea-700" />
            Alongside today: {berth.currentVessel}
          </li>
        )}
      </ul>

      {berth.amenities.length > 0 && (
        <ul aria-label="Amenities" className="mt-4 flex flex-wrap gap-2">
          {berth.amenities.map((amenity) => (
            <li key={amenity} className="rounded-md bg-sand-100 px-2 py-0.5 text-sm font-medium text-navy-800">
              {berthAmenityLabels[amenity] ?? amenity}
            </li>
          ))}
        </ul>
      )}

      <div className="mt-5 rounded-lg bg-sand-50 px-3 py-2 ring-1 ring-navy-900/10">
        <p className="text-xs font-semibold tracking-[0.12em] text-navy-600 uppercase">Rates per ft per day</p>
        <dl className="flex flex-wrap gap-x-3 text-sm">
          {rates.map(({ term, rate }) => (
            <div key={term} className="flex gap-1">
              <dt className="text-navy-600">{term}</dt>
              <dd className="money font-bold text-navy-900">{formatRate(rate)}</dd>
            </div>
          ))}
        </dl>
      </div>

      {stay && reservable && <StayTotal id={totalId} berth={berth} stay={stay} vesselLength={vesselLength} />}

      {stay && (
        <p id={reasonId} className="mt-4 flex gap-2 font-semibold text-navy-800">
          {reservable ? (
            <>
              <CalendarCheck aria-hidden="true" className="mt-1 size-4 shrink-0 text-sea-700" />
              Free {formatStayRange(stay)}
            </>
          ) : (
            <>
              <CircleAlert aria-hidden="true" className="mt-1 size-4 shrink-0 text-safety-600" />
              {reason}
            </>
          )}
        </p>
      )}

      {(reservable || state === 'misfit') && (
        <div className="mt-auto pt-5">
          <button
            type="button"
            disabled={!reservable}
            aria-describedby={reservable ? (stay ? totalId : undefined) : reasonId}
            onClick={() => onReserve(berth)}
            onPointerEnter={onReserveIntent}
            onFocus={onReserveIntent}
            className={`${primaryButtonClass} w-full disabled:cursor-not-allowed disabled:bg-sand-200 disabled:text-navy-600`}
          >
            Reserve Berth<span className="sr-only"> {berth.name}</span>
          </button>
        </div>
      )}
    </article>
  );
}

/** "$1,237.50 for 10 days", and the length it is billed on; the dialog's estimate shows the same figure. */
function StayTotal({ id, berth, stay, vesselLength }: { id: string; berth: BerthView; stay: Stay; vesselLength: number | undefined }) {
  const cost = stayCost(berth, { arrivalDate: stay.arrival, departureDate: stay.departure, vesselLength });
  const basis =
    vesselLength === undefined
      ? `Estimate at ${cost.billedLength} ft: enter your vessel length for your own total`
      : cost.billedLength > vesselLength
        ? `Billed on this berth’s minimum of ${cost.billedLength} ft`
        : `Billed on your ${cost.billedLength} ft`;
  return (
    <div id={id} className="mt-4">
      <p className="text-navy-900">
        <span className="money text-2xl font-extrabold">{formatCents(cost.totalCents)}</span> for {cost.totalDays}{' '}
        {cost.totalDays === 1 ? 'day' : 'days'}
      </p>
      <p className="text-sm text-navy-700">{basis}</p>
    </div>
  );
}
