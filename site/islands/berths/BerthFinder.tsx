import { RotateCcw } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { BerthView } from '../../../shared/berth-views.ts';
import { secondaryButtonClass } from '../form/button-classes.ts';
import { BerthCard, berthCardId } from './BerthCard.tsx';
import { DockMap } from './DockMap.tsx';
import { MapLegend } from './MapLegend.tsx';
import { StayFiltersForm } from './StayFiltersForm.tsx';
import { emptyFilters, hasAnyFilter, plainListCheck, type FilterCheck, type StayFilters } from './stay-filters.ts';
import { availabilitySummary, formatStayRange } from './stay-summary.ts';
import { useBerthList } from './use-berth-list.ts';
import { useFacilityToday } from './use-facility-today.ts';
import { useHighlight } from './use-highlight.ts';

// The form's libraries (react-hook-form, its resolver, Radix Dialog) load when a visitor heads for
// a Reserve button, not with the page: most visits look at the dock before anyone books.
let dialogModule: Promise<typeof import('./ReservationDialog.tsx')> | undefined;
const loadDialog = () => {
  dialogModule ??= import('./ReservationDialog.tsx');
  return dialogModule;
};
const ReservationDialog = lazy(() => loadDialog().then((module) => ({ default: module.ReservationDialog })));

// Checking the filters needs the shared query schema, and so zod: it loads when the visitor first
// reaches a filter. Until the filters are touched the page asks for the plain list.
let filterCheckModule: Promise<typeof import('./berth-filters.ts')> | undefined;
const loadFilterCheck = () => {
  filterCheckModule ??= import('./berth-filters.ts');
  return filterCheckModule;
};

type CheckFilters = (typeof import('./berth-filters.ts'))['checkFilters'];

function useFilterCheck(filters: StayFilters, today: string | undefined): { check: FilterCheck | null; load: () => void } {
  const [checkFilters, setCheckFilters] = useState<CheckFilters | null>(null);
  const load = useCallback(() => {
    if (!checkFilters) void loadFilterCheck().then((module) => setCheckFilters(() => module.checkFilters));
  }, [checkFilters]);
  if (!hasAnyFilter(filters)) return { check: plainListCheck, load };
  // Null while the check loads (a moment after the first keystroke at most): the list stays as it is.
  return { check: checkFilters ? checkFilters(filters, today) : null, load };
}

/** The spec's selection highlight. */
const highlightMs = 2000;

interface Phone {
  display: string;
  tel: string;
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The berths page's working part: filters, the dock map, the berth cards and the reservation dialog.
 * The list comes from GET /api/berths, with availability once both dates are chosen.
 */
export default function BerthFinder({ officePhone }: { officePhone: Phone }) {
  const today = useFacilityToday();
  const [filters, setFilters] = useState<StayFilters>(emptyFilters);
  const { check, load: loadCheck } = useFilterCheck(filters, today);
  const list = useBerthList(check?.ok ? check.request : null);
  const { highlightedId, highlight } = useHighlight(highlightMs);
  const [reserving, setReserving] = useState<BerthView | null>(null);
  // Mounted on the first Reserve and kept, so later openings are instant and focus returns as Radix expects.
  const [dialogMounted, setDialogMounted] = useState(false);
  const reserve = (berth: BerthView) => {
    setDialogMounted(true);
    setReserving(berth);
  };

  const select = (berthId: string) => {
    highlight(berthId);
    document.getElementById(berthCardId(berthId))?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'nearest' });
  };

  const datesChosen = Boolean(list.shown?.stay);
  const busy = list.pending !== null;

  return (
    <div className="grid gap-8">
      <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-900/10 sm:p-6">
        <StayFiltersForm
          filters={filters}
          errors={check && !check.ok ? check.errors : {}}
          today={today}
          onChange={(changed) => {
            loadCheck();
            setFilters(changed);
          }}
          onEngage={loadCheck}
        />
        <p aria-live="polite" className="mt-5 font-semibold text-navy-900">
          <Summary list={list} />
        </p>
        {check?.ok && check.request.stay === null && (
          <p className="mt-1 text-sm text-navy-600">Choose arrival and departure dates to see which berths are free for your stay and fit your vessel.</p>
        )}
      </div>

      <section aria-label="Berths" aria-busy={busy} className="grid gap-8">
        {list.failed ? (
          <div role="alert" className="rounded-xl bg-white p-6 ring-1 ring-navy-900/10 sm:p-8">
            <p className="text-lg font-bold">We could not load the berths.</p>
            <p className="mt-1 text-navy-700">
              Check your connection and try again, or call the dock office at{' '}
              <a href={`tel:${officePhone.tel}`} className="money rounded-sm font-semibold text-sea-700 underline underline-offset-4">
                {officePhone.display}
              </a>
              .
            </p>
            <button type="button" onClick={list.reload} className={`${secondaryButtonClass} mt-5`}>
              <RotateCcw aria-hidden="true" className="size-5" />
              Retry
            </button>
          </div>
        ) : list.berths === null ? (
          <BerthsSkeleton datesChosen={datesChosen} />
        ) : list.berths.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-lg ring-1 ring-navy-900/10 sm:p-8">
            No berths are listed right now. Call the dock office at{' '}
            <a href={`tel:${officePhone.tel}`} className="money rounded-sm font-semibold text-sea-700 underline underline-offset-4">
              {officePhone.display}
            </a>{' '}
            to ask about space.
          </p>
        ) : (
          <>
            <div className={`grid gap-4 transition-opacity ${busy ? 'opacity-60' : ''}`}>
              <DockMap berths={list.berths} datesChosen={datesChosen} highlightedId={highlightedId} onSelect={select} />
              <MapLegend datesChosen={datesChosen} />
            </div>
            <ul aria-label="Berth details" className={`grid gap-6 transition-opacity sm:grid-cols-2 xl:grid-cols-3 ${busy ? 'opacity-60' : ''}`}>
              {list.berths.map((berth) => (
                <li key={berth.id} className="grid">
                  <BerthCard
                    berth={berth}
                    stay={list.shown?.stay ?? null}
                    highlighted={berth.id === highlightedId}
                    onSelect={select}
                    onReserve={reserve}
                    onReserveIntent={() => void loadDialog()}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      {dialogMounted && (
        <Suspense fallback={null}>
          <ReservationDialog berth={reserving} prefill={filters} onClose={() => setReserving(null)} onConflict={list.reload} />
        </Suspense>
      )}
    </div>
  );
}

function Summary({ list }: { list: ReturnType<typeof useBerthList> }) {
  if (list.failed) return null;
  const stay = list.pending?.stay;
  if (stay) return `Checking availability for ${formatStayRange(stay)}…`;
  if (list.berths === null || list.pending) return 'Loading berths…';
  return availabilitySummary(list.berths, list.shown?.stay ?? null, list.shown?.vessel);
}

/** Holds the map's and the cards' places while the first answer loads, at their size, so nothing jumps. */
function BerthsSkeleton({ datesChosen }: { datesChosen: boolean }) {
  return (
    <>
      <div className="grid gap-4">
        <div aria-hidden="true" className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-navy-900/10">
          <div className="aspect-[1000/292] min-w-[800px] animate-pulse bg-sand-200 motion-reduce:animate-none" />
        </div>
        <MapLegend datesChosen={datesChosen} />
      </div>
      <div aria-hidden="true" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="h-[27rem] animate-pulse rounded-xl bg-white ring-1 ring-navy-900/10 motion-reduce:animate-none" />
        ))}
      </div>
    </>
  );
}
