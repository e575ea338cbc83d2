import { useQueryClient } from '@tanstack/react-query';
import type { CustomerVesselView } from '#shared/customer-vessel-views.ts';
import type { VesselInsuranceList } from '#shared/insurance-views.ts';
import { InsuranceSection } from '#site/islands/vessels/InsuranceSection.tsx';
import { AddCertificate } from './AddCertificateForm.tsx';
import { insuranceQueryKey } from './insurance-api.ts';

/** The insurance part of the customer's vessel card, with "Add certificate" on vessels still in use. */
export function VesselInsurance({
  vessel,
  list,
  failed,
}: {
  vessel: CustomerVesselView;
  list: VesselInsuranceList | undefined;
  failed: boolean;
}) {
  const queryClient = useQueryClient();
  const insurance = list?.vessels.find(({ vesselId }) => vesselId === vessel.id);
  return (
    <InsuranceSection vesselName={vessel.name} insurance={insurance} failed={failed}>
      {list && !vessel.retiredAt && (
        <AddCertificate
          vesselId={vessel.id}
          vesselName={vessel.name}
          minimums={list.minimums}
          onAdded={() => queryClient.invalidateQueries({ queryKey: insuranceQueryKey })}
        />
      )}
    </InsuranceSection>
  );
}
