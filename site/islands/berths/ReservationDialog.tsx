import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef } from 'react';
import type { BerthView } from '#shared/berth-views.ts';
import type { RebookDetails } from './rebook.ts';
import type { StayFilters } from './stay-filters.ts';
import { ReservationForm } from './ReservationForm.tsx';

interface ReservationDialogProps {
  /** The berth being reserved; null keeps the dialog closed. */
  berth: BerthView | null;
  prefill: StayFilters;
  /** The vessel and contact of an earlier request being made again, if any. */
  details: RebookDetails | null;
  onClose: () => void;
  onConflict: () => void;
}

const zoneNames: Record<BerthView['zone'], string> = {
  outer: 'the Outer row',
  inner: 'the Inner row',
  service: 'the service zone',
};

/** A modal over the page: focus stays inside, Escape or Cancel closes it, and focus returns to the button that opened it. */
const berthFacts = (berth: BerthView) =>
  `${berth.length} ft berth in ${zoneNames[berth.zone]}, ${berth.waterDepth} ft water depth, maximum draft ${berth.maxDraft} ft.`;

export function ReservationDialog({ berth, prefill, details, onClose, onConflict }: ReservationDialogProps) {
  const content = useRef<HTMLDivElement>(null);
  // Opened by a card's button rather than a Dialog.Trigger, the dialog must itself remember where to send focus back.
  const opener = useRef<HTMLElement | null>(null);
  // The visitor came to type: start in the first field rather than on the close button.
  const focusFirstField = (event: Event) => {
    event.preventDefault();
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    content.current?.querySelector<HTMLInputElement>('input[name="vesselName"]')?.focus();
  };
  const returnFocus = (event: Event) => {
    event.preventDefault();
    if (opener.current?.isConnected) opener.current.focus();
  };

  return (
    <Dialog.Root open={berth !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
        <Dialog.Content
          ref={content}
          onOpenAutoFocus={focusFirstField}
          onCloseAutoFocus={returnFocus}
          className={[
            'fixed inset-x-0 top-0 z-50 mx-auto flex max-h-dvh w-full max-w-3xl flex-col bg-sand-50 shadow-2xl outline-none sm:top-1/2',
            'sm:max-h-[calc(100dvh-3rem)] sm:w-[calc(100%-3rem)] sm:-translate-y-1/2 sm:rounded-xl',
          ].join(' ')}
        >
          {berth && (
            <>
              <header className="flex items-start justify-between gap-4 border-b border-sand-300 px-5 py-4 sm:px-8">
                <div>
                  <Dialog.Title className="text-2xl font-extrabold text-navy-900">Reserve {berth.name}</Dialog.Title>
                  <Dialog.Description className="mt-1 text-navy-700">
                    {berthFacts(berth)} After this request you review and sign the lease, then pay online.
                  </Dialog.Description>
                </div>
                <Dialog.Close
                  aria-label="Close"
                  className="grid size-11 shrink-0 place-items-center rounded-md text-navy-700 hover:bg-sand-200"
                >
                  <X aria-hidden="true" className="size-5" />
                </Dialog.Close>
              </header>
              <div className="overflow-y-auto px-5 py-6 sm:px-8">
                <ReservationForm key={berth.id} berth={berth} prefill={prefill} details={details} onConflict={onConflict} />
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
