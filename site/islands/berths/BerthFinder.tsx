import { MoveHorizontal, RotateCcw } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { BerthView } from '#shared/berth-views.ts';
import { QueryProvider } from '#site/lib/query-provider.tsx';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import Toaster from '#site/islands/toaster/Toaster.tsx';
import { BerthCard, berthCardId } from './BerthCard.tsx';
import { berthsForCards } from './berth-order.ts';
import { DockMap } from './DockMap.tsx';
import { MapLegend } from './MapLegend.tsx';
import type { OfficePhone } from './office-phone.ts';
import { rebookDetails, rebookFilters, rebookStep, type RebookDetails } from './rebook.ts';
import { ResumeBanner } from './ResumeBanner.tsx';
import { StayFiltersForm } from './StayFiltersForm.tsx';
import { emptyFilters, hasAnyFilter, plainListCheck, type FilterCheck, type StayFilters } from './stay-filters.ts';
import { availabilitySummary, formatStayRange, type Stay } from './stay-summary.ts';
import { useBerthList, type BerthList } from './use-berth-list.ts';
import { useFacilityToday } from './use-facility-today.ts';
import { useHighlight } from './use-highlight.ts';
import { useRebookSource } from './use-rebook.ts';
import { typedFeet, vesselGuidance } from './vessel-guidance.ts';
import { VesselGuidanceNotice } from './VesselGuidanceNotice.tsx';

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

type CheckFilters = typeof import('./berth-filters.ts')['checkFilters'];

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

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The berths page's working part: filters, the dock map, the berth cards and the reservation dialog,
 * with the toasts the dialog raises (one island, so React loads once the visitor nears it: decision 077).
 * The list comes from GET /api/berths, with availability once both dates are chosen.
 */
export default function BerthFinder({ officePhone }: { officePhone: OfficePhone }) {
  return (
    <QueryProvider>
      <Finder officePhone={officePhone} />
      <Toaster />
    </QueryProvider>
  );
}

function Finder({ officePhone }: { officePhone: OfficePhone }) {
  const today = useFacilityToday();
  const [filters, setFilters] = useState<StayFilters>(emptyFilters);
  const { check, load: loadCheck } = useFilterCheck(filters, today);
  const list = useBerthList(check?.ok ? check.request : null);
  const { highlightedId, highlight } = useHighlight(highlightMs);
  const [reserving, setReserving] = useState<BerthView | null>(null);
  // Mounted on the first Reserve and kept, so later openings are instant and focus returns as Radix expects.
  const [dialogMounted, setDialogMounted] = useState(false);
  const reserve = useCallback((berth: BerthView) => {
    setDialogMounted(true);
    setReserving(berth);
  }, []);
  const [freeOnly, setFreeOnly] = useState(false);
  const rebook = useRebook({ today, berths: list.berths, shownStay: list.shown?.stay, setFilters, loadCheck, reserve });

  const select = (berthId: string) => {
    highlight(berthId);
    document
      .getElementById(berthCardId(berthId))
      ?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'nearest' });
  };
  // From the map, focus follows the choice to the card, so the next Tab reaches that berth's own Reserve button.
  const chooseOnMap = (berthId: string) => {
    document.getElementById(berthCardId(berthId))?.focus({ preventScroll: true });
    select(berthId);
  };

  const datesChosen = Boolean(list.shown?.stay);
  const busy = list.pending !== null;
  const [length, draft] = [typedFeet(filters.length), typedFeet(filters.draft)];
  const guidance = list.berths ? vesselGuidance(list.berths, length, draft) : null;
  const shownCards = list.berths ? berthsForCards(list.berths, datesChosen, freeOnly) : [];

  return (
    <div className="grid gap-8">
      <ResumeBanner />
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
          <p className="mt-1 text-sm text-navy-600">
            Choose arrival and departure dates to see which berths are free for your stay and fit your vessel.
          </p>
        )}
        {datesChosen && (
          <label className="mt-3 inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-navy-900">
            <input
              type="checkbox"
              checked={freeOnly}
              onChange={(event) => setFreeOnly(event.currentTarget.checked)}
              className="size-5 accent-sea-700"
            />
            Free only
          </label>
        )}
        {rebook.message && (
          <p role="status" className="mt-3 rounded-lg bg-sand-100 p-3 font-semibold text-navy-900">
            {rebook.message}
          </p>
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
              <DockMap berths={list.berths} datesChosen={datesChosen} highlightedId={highlightedId} onSelect={chooseOnMap} />
              {/* Below 800px the map scrolls inside its frame; this says so where the frame would hide it. */}
              <p className="flex items-center gap-2 text-sm text-navy-700 min-[800px]:hidden">
                <MoveHorizontal aria-hidden="true" className="size-4 shrink-0 text-sea-700" />
                Scroll the map sideways to see the whole dock.
              </p>
              <MapLegend datesChosen={datesChosen} />
            </div>
            {guidance ? (
              <VesselGuidanceNotice guidance={guidance} length={length} draft={draft} officePhone={officePhone} />
            ) : shownCards.length === 0 ? (
              <p className="rounded-xl bg-white p-6 text-lg ring-1 ring-navy-900/10 sm:p-8">
                No berth is free for these dates. Try other dates, or call the dock office at{' '}
                <a href={`tel:${officePhone.tel}`} className="money rounded-sm font-semibold text-sea-700 underline underline-offset-4">
                  {officePhone.display}
                </a>
                .
              </p>
            ) : (
              <ul
                aria-label="Berth details"
                className={`grid gap-6 transition-opacity sm:grid-cols-2 xl:grid-cols-3 ${busy ? 'opacity-60' : ''}`}
              >
                {shownCards.map((berth) => (
                  <li key={berth.id} className="grid">
                    <BerthCard
                      berth={berth}
                      stay={list.shown?.stay ?? null}
                      vesselLength={list.shown?.vessel.length}
                      highlighted={berth.id === highlightedId}
                      onSelect={select}
                      onReserve={reserve}
                      onReserveIntent={() => void loadDialog()}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>

      {dialogMounted && (
        <Suspense fallback={null}>
          <ReservationDialog
            berth={reserving}
            prefill={filters}
            details={rebook.details}
            onClose={() => setReserving(null)}
            onConflict={list.reload}
          />
        </Suspense>
      )}
    </div>
  );
}

interface RebookInput {
  today: string | undefined;
  berths: BerthView[] | null;
  shownStay: Stay | null | undefined;
  setFilters: (filters: StayFilters) => void;
  loadCheck: () => void;
  reserve: (berth: BerthView) => void;
}

/**
 * `/berths?rebook={id}`: asks for the earlier stay's dates and vessel, then opens the dialog on the
 * same berth when it is still free, or says why not and lets the visitor pick; the vessel and
 * contact details go with every dialog opened on this visit.
 */
function useRebook({ today, berths, shownStay, setFilters, loadCheck, reserve }: RebookInput): {
  details: RebookDetails | null;
  message: string | null;
} {
  const source = useRebookSource();
  const phase = useRef<'asking' | 'done' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const { reservation } = source;

  useEffect(() => {
    if (!reservation || phase.current === 'done') return;
    if (phase.current === null) {
      phase.current = 'asking';
      loadCheck();
      setFilters(rebookFilters(reservation));
    }
    const step = rebookStep(reservation, berths, shownStay, today);
    if (step.kind === 'wait') return;
    phase.current = 'done';
    if (step.kind === 'open') reserve(step.berth);
    else setMessage(step.message);
  }, [reservation, berths, shownStay, today, setFilters, loadCheck, reserve]);

  if (source.failed)
    return { details: null, message: 'We could not load that reservation. Choose your dates and a berth below to reserve again.' };
  return { details: reservation ? rebookDetails(reservation) : null, message };
}

function Summary({ list }: { list: BerthList }) {
  if (list.failed) return null;
  const stay = list.pending?.stay;
  if (stay) return `Checking availability for ${formatStayRange(stay)}…`;
  if (list.berths === null || list.pending) return 'Loading berths…';
  return availabilitySummary(list.berths, list.shown?.stay ?? null, list.shown?.vessel);
}

/** Six placeholders: two rows of cards on the widest layout. */
const placeholderCards = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];

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
        {placeholderCards.map((key) => (
          <div key={key} className="h-[27rem] animate-pulse rounded-xl bg-white ring-1 ring-navy-900/10 motion-reduce:animate-none" />
        ))}
      </div>
    </>
  );
}
