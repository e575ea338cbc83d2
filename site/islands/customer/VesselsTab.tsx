import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import type { CustomerVesselView } from '#shared/customer-vessel-views.ts';
import { primaryButtonClass, secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { FormFailure } from '#site/islands/form/FormFailure.tsx';
import { ConfirmDialogContent } from '#site/islands/ui/ConfirmDialogContent.tsx';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';
import { ListState } from '#site/islands/ui/ListState.tsx';
import { VesselCard } from '#site/islands/vessels/VesselCard.tsx';
import { VesselFormDialog } from '#site/islands/vessels/VesselFormDialog.tsx';
import { addVessel, changeVessel, listMyVessels, retireVessel, vesselsQueryKey } from './vessels-api.ts';
import { VesselInsurance } from './VesselInsurance.tsx';
import { insuranceQueryKey, listMyInsurance } from './insurance-api.ts';
import { listMyStormPlans, stormPlansQueryKey } from './storm-plans-api.ts';
import { VesselStormPlan } from './VesselStormPlan.tsx';

type Editing = { vessel?: CustomerVesselView } | null;

/** The dashboard's Vessels tab: the customer's vessels on record, to add, edit and retire. */
export function VesselsTab() {
  const queryClient = useQueryClient();
  const vessels = useQuery({ queryKey: vesselsQueryKey, queryFn: ({ signal }) => listMyVessels(signal) });
  const insurance = useQuery({ queryKey: insuranceQueryKey, queryFn: ({ signal }) => listMyInsurance(signal) });
  const stormPlans = useQuery({ queryKey: stormPlansQueryKey, queryFn: ({ signal }) => listMyStormPlans(signal) });
  const [editing, setEditing] = useState<Editing>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: vesselsQueryKey });
  const addButton = (
    <button type="button" className={primaryButtonClass} onClick={() => setEditing({})}>
      <Plus aria-hidden="true" className="size-5" />
      Add a vessel
    </button>
  );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-navy-700">Keep your vessels here to book a berth for one without typing its figures again.</p>
        {vessels.data && vessels.data.length > 0 && addButton}
      </div>
      <ListState
        query={vessels}
        what="vessels"
        empty={{
          title: 'No vessels on record yet',
          description: 'Add a vessel with its length, beam and draft, and choose it when you book a berth.',
          action: addButton,
        }}
      >
        {(rows) => (
          <ul aria-label="Your vessels" className="grid gap-4 md:grid-cols-2">
            {rows.map((vessel) => (
              <li key={vessel.id}>
                <VesselCard
                  vessel={vessel}
                  insurance={<VesselInsurance vessel={vessel} list={insurance.data} failed={insurance.isError} />}
                  stormPlan={<VesselStormPlan vessel={vessel} plans={stormPlans.data} />}
                >
                  <button type="button" className={secondaryButtonClass} onClick={() => setEditing({ vessel })}>
                    Edit<span className="sr-only"> {vessel.name}</span>
                  </button>
                  {!vessel.retiredAt && <RetireButton vessel={vessel} onRetired={reload} />}
                </VesselCard>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {editing && (
        <VesselFormDialog
          vessel={editing.vessel}
          description="Your vessels on record; reservations already made keep the figures they were booked with."
          save={async (values) => {
            await (editing.vessel ? changeVessel(editing.vessel.id, values) : addVessel(values));
            await reload();
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

function RetireButton({ vessel, onRetired }: { vessel: CustomerVesselView; onRetired: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const retire = useMutation({
    mutationFn: () => retireVessel(vessel.id),
    onSuccess: async () => {
      setOpen(false);
      await onRetired();
    },
  });
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger className={secondaryButtonClass}>
        Retire<span className="sr-only"> {vessel.name}</span>
      </AlertDialog.Trigger>
      <ConfirmDialogContent
        title={`Retire ${vessel.name}?`}
        description="It stays on record with its reservations, but you can no longer choose it when you book a berth."
        confirmLabel="Retire vessel"
        pendingLabel="Retiring…"
        pending={retire.isPending}
        onConfirm={() => retire.mutate()}
      >
        <FormFailure message={retire.isError ? errorMessage(retire.error, unreachableMessage) : null} />
      </ConfirmDialogContent>
    </AlertDialog.Root>
  );
}
