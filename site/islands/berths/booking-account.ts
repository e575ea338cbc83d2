import type { CustomerVesselView } from '#shared/customer-vessel-views.ts';
import type { CustomerView } from '#shared/customer-views.ts';

/** The contact fields of the reservation form as the signed-in account gives them. */
export function accountContact(customer: CustomerView) {
  return {
    contactName: `${customer.firstName} ${customer.lastName}`.trim(),
    contactEmail: customer.email,
    contactPhone: customer.phone ?? '',
    company: customer.company,
  };
}

/** The vessel fields of the reservation form as a vessel on record gives them (a beam not given stays empty). */
export function vesselFields(vessel: CustomerVesselView) {
  return {
    vesselName: vessel.name,
    vesselLength: String(vessel.length),
    vesselBeam: vessel.beam === null ? '' : String(vessel.beam),
    vesselDraft: String(vessel.draft),
  };
}

/** The vessels a booking may name: those not retired. */
export const bookableVessels = (vessels: readonly CustomerVesselView[]) => vessels.filter((vessel) => vessel.retiredAt === null);
