import { describe, expect, test } from 'vitest';
import type { CustomerVesselView } from '#shared/customer-vessel-views.ts';
import { customerVesselChangeSchema, customerVesselSchema } from '#shared/schemas/customer-vessel.ts';
import { vesselColumns } from '#api/services/customer-vessels/vessel-records.ts';
import { accountContact, bookableVessels, vesselFields } from '#site/islands/berths/booking-account.ts';
import { vesselFigures, vesselFormValues } from '#site/islands/vessels/vessel-words.ts';

const vessel: CustomerVesselView = {
  id: '6a1f8f40-57f4-4a53-9d5e-8c1f2b3a4d5e',
  name: 'M/V Grand Isle Runner',
  vesselType: 'Offshore Supply Vessel (OSV)',
  length: 120,
  beam: null,
  draft: 12,
  documentationNumber: '1234567',
  stateRegistration: null,
  homePort: 'Port Fourchon, LA',
  notes: null,
  retiredAt: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
};

describe('a vessel in words and in the forms', () => {
  test('its figures read as one line, a beam not given left out', () => {
    expect(vesselFigures(vessel)).toBe('120 ft long · 12 ft draft');
    expect(vesselFigures({ ...vessel, beam: 32 })).toBe('120 ft long · 32 ft beam · 12 ft draft');
  });

  test('the vessel form starts empty for a new vessel and from the vessel to edit, and its values pass the schema', () => {
    expect(vesselFormValues()).toMatchObject({ name: '', length: '', notes: '' });
    const values = vesselFormValues(vessel);
    expect(values).toMatchObject({ name: vessel.name, length: 120, beam: '', stateRegistration: '' });
    expect(customerVesselSchema.parse(values)).toMatchObject({ name: vessel.name, length: 120, draft: 12, beam: undefined });
  });

  test('the reservation form takes the vessel’s figures as typed text, and the contact from the account', () => {
    expect(vesselFields(vessel)).toEqual({ vesselName: vessel.name, vesselLength: '120', vesselBeam: '', vesselDraft: '12' });
    const customer = {
      id: 'c',
      email: 'claire@grandisle.example',
      firstName: 'Claire',
      lastName: 'Thibodaux',
      company: 'Grand Isle Offshore LLC',
      phone: null,
      accountStatus: 'active' as const,
      emailVerified: true,
    };
    expect(accountContact(customer)).toEqual({
      contactName: 'Claire Thibodaux',
      contactEmail: 'claire@grandisle.example',
      contactPhone: '',
      company: 'Grand Isle Offshore LLC',
    });
  });

  test('only vessels not retired can be booked', () => {
    expect(bookableVessels([vessel, { ...vessel, id: 'old', retiredAt: '2026-11-21T15:00:00.000Z' }])).toEqual([vessel]);
  });
});

describe('the columns an edit writes', () => {
  test('a whole form clears the optional fields it leaves empty or out', () => {
    const form = customerVesselSchema.parse({ name: 'Runner', vesselType: 'Workboat', length: '90', draft: '9', homePort: '' });
    expect(vesselColumns(form, { whole: true })).toEqual({
      name: 'Runner',
      vesselType: 'Workboat',
      length: 90,
      draft: 9,
      beam: null,
      documentationNumber: null,
      stateRegistration: null,
      homePort: null,
      notes: null,
    });
  });

  test('a partial edit writes only what it carries, an emptied field as null', () => {
    const change = customerVesselChangeSchema.parse({ length: 95, notes: '' });
    expect(vesselColumns(change, { whole: false })).toEqual({ length: 95, notes: null });
  });
});
