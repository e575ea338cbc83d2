import * as Dialog from '@radix-ui/react-dialog';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { AddBlockForm } from '#site/islands/admin/reservations/AddBlockForm.tsx';

/** The days chosen on a berth's row: the block's first night and the day it is free again. */
export interface ChosenDays {
  berthId: string;
  berthName: string;
  startsOn: string;
  endsOn: string;
}

/** The block form for days chosen on the chart, in a dialog; the chart redraws with the block once it is added. */
export function ChartBlockDialog({ chosen, onClose }: { chosen: ChosenDays | null; onClose: () => void }) {
  return (
    <Dialog.Root open={chosen !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-dvh w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl bg-sand-50 p-6 shadow-2xl outline-none">
          {/* An h3, as the form inside opens with an h4 of its own. */}
          <Dialog.Title asChild>
            <h3 className="text-xl font-extrabold text-navy-900">Block {chosen?.berthName}</h3>
          </Dialog.Title>
          <Dialog.Description className="text-navy-700">
            The berth is out of use for these days; a block over a stay is refused, naming the stay.
          </Dialog.Description>
          {chosen && (
            <AddBlockForm
              berthId={chosen.berthId}
              berthName={chosen.berthName}
              days={{ startsOn: chosen.startsOn, endsOn: chosen.endsOn }}
              onAdded={onClose}
            />
          )}
          <Dialog.Close className={`${secondaryButtonClass} justify-self-end`}>Cancel</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
