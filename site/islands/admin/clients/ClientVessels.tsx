import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { CustomerVesselView } from '#shared/customer-vessel-views.ts';
import { ListState } from '#site/islands/ui/ListState.tsx';
import { VesselCard } from '#site/islands/vessels/VesselCard.tsx';
import { VesselFormDialog } from '#site/islands/vessels/VesselFormDialog.tsx';
import { adminClientKeys } from './admin-clients-api.ts';
import { rowButtonClass } from './ClientRow.tsx';
import { changeClientVessel, clientVesselsKey, listClientVessels } from './client-vessels-api.ts';
import { ClientVesselInsurance } from './ClientVesselInsurance.tsx';
import { clientInsuranceKey, listClientInsurance } from './vessel-insurance-api.ts';

/** The client's vessels on record in their details, each to correct; the client retires their own. */
export function ClientVessels({ clientId, clientName }: { clientId: string; clientName: string }) {
  const queryClient = useQueryClient();
  const vessels = useQuery({ queryKey: clientVesselsKey(clientId), queryFn: ({ signal }) => listClientVessels(clientId, signal) });
  const insurance = useQuery({ queryKey: clientInsuranceKey(clientId), queryFn: ({ signal }) => listClientInsurance(clientId, signal) });
  const insuranceChanged = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: clientInsuranceKey(clientId) }),
      queryClient.invalidateQueries({ queryKey: adminClientKeys.timeline(clientId) }),
    ]);
  const [editing, setEditing] = useState<CustomerVesselView | null>(null);

  return (
    <section aria-labelledby="client-vessels-heading">
      <h3 id="client-vessels-heading" className="mb-4 text-xl font-bold text-navy-950">
        Vessels
      </h3>
      <ListState
        query={vessels}
        what="vessels"
        loading="Loading the client’s vessels…"
        failure="We could not load the client’s vessels. Check your connection and try again."
        empty={{ title: 'No vessels on record', description: `${clientName} has not added a vessel yet.` }}
      >
        {(rows) => (
          <ul aria-label={`${clientName}’s vessels`} className="grid gap-4 sm:grid-cols-2">
            {rows.map((vessel) => (
              <li key={vessel.id}>
                <VesselCard
                  vessel={vessel}
                  insurance={
                    <ClientVesselInsurance
                      clientId={clientId}
                      vesselId={vessel.id}
                      vesselName={vessel.name}
                      insurance={insurance.data?.vessels.find(({ vesselId }) => vesselId === vessel.id)}
                      failed={insurance.isError}
                      onChanged={insuranceChanged}
                    />
                  }
                >
                  <button type="button" className={rowButtonClass} onClick={() => setEditing(vessel)}>
                    <Pencil aria-hidden="true" className="size-4" />
                    Edit<span className="sr-only"> {vessel.name}</span>
                  </button>
                </VesselCard>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {editing && (
        <VesselFormDialog
          vessel={editing}
          description={`${clientName}’s vessel; reservations already made keep the figures they were booked with.`}
          save={async (values) => {
            await changeClientVessel(clientId, editing.id, values);
            await Promise.all([
              queryClient.invalidateQueries({ queryKey: clientVesselsKey(clientId) }),
              queryClient.invalidateQueries({ queryKey: adminClientKeys.timeline(clientId) }),
            ]);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
