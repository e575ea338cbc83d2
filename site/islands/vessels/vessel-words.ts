import type { DefaultValues } from 'react-hook-form';
import type { CustomerVesselView } from '#shared/customer-vessel-views.ts';
import type { CustomerVesselInput } from '#shared/schemas/customer-vessel.ts';

/** "120 ft long · 32 ft beam · 12 ft draft": a vessel's figures as one line; a beam not given is left out. */
export function vesselFigures({ length, beam, draft }: Pick<CustomerVesselView, 'length' | 'beam' | 'draft'>): string {
  return [`${length} ft long`, ...(beam === null ? [] : [`${beam} ft beam`]), `${draft} ft draft`].join(' · ');
}

/** The vessel form's fields, empty for a new vessel or holding the vessel's values to edit. */
export function vesselFormValues(vessel?: CustomerVesselView): DefaultValues<CustomerVesselInput> {
  return {
    name: vessel?.name ?? '',
    vesselType: vessel?.vesselType,
    length: vessel?.length ?? '',
    beam: vessel?.beam ?? '',
    draft: vessel?.draft ?? '',
    documentationNumber: vessel?.documentationNumber ?? '',
    stateRegistration: vessel?.stateRegistration ?? '',
    homePort: vessel?.homePort ?? '',
    notes: vessel?.notes ?? '',
  };
}
