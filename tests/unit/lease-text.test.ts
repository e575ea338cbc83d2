import { describe, expect, test } from 'vitest';
import { loadLeaseTemplate } from '#api/content/lease-template.ts';
import { renderLeasePdf } from '#api/services/leases/lease-pdf.ts';
import { renderLeaseText } from '#api/services/leases/lease-text.ts';
import { leaseValues, lesseeParty, type LeaseFacts } from '#api/services/leases/lease-values.ts';
import { fileSlug, leasePdfFileName } from '#api/services/leases/read-lease.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { sampleLeaseFacts } from './lease-facts.ts';

const facts: LeaseFacts = sampleLeaseFacts;

const leaseText = (overrides: Partial<LeaseFacts> = {}) =>
  renderLeaseText(loadLeaseTemplate().text, leaseValues({ ...facts, ...overrides }));

describe('renderLeaseText', () => {
  test('fills every placeholder, spaces inside the braces allowed', () => {
    expect(renderLeaseText('Between {{ marina }} and {{lessee}}.', { marina: 'Us', lessee: 'You' })).toBe('Between Us and You.');
  });

  test('an unknown placeholder fails loudly instead of leaving a hole in the lease', () => {
    expect(() => renderLeaseText('Vessel: {{vesselNmae}}', { vesselName: 'Runner' })).toThrow(
      'Lease template: unknown placeholder {{vesselNmae}}',
    );
  });

  test('a malformed placeholder fails loudly', () => {
    expect(() => renderLeaseText('Vessel: {{vessel name}}', { vesselName: 'Runner' })).toThrow(/malformed placeholder/);
    expect(() => renderLeaseText('Vessel: {vesselName}}', { vesselName: 'Runner' })).toThrow(/malformed placeholder/);
  });

  test('what a lessee typed is inserted as it is, braces included', () => {
    expect(renderLeaseText('Terms: {{specialTerms}}', { specialTerms: 'Keep {{this}} literally' })).toBe('Terms: Keep {{this}} literally');
  });
});

describe('the berth lease from content/lease', () => {
  test('names the parties, vessel, berth, term and charges', () => {
    const text = leaseText();
    expect(text).not.toMatch(/\{\{|\}\}/);
    expect(text).toContain(
      'Bayou Lafourche Marine, Inc., a Louisiana corporation with its place of business at 14650 LA-1, Larose, LA 70373',
    );
    expect(text).toContain(
      'Lessee: Grand Isle Offshore LLC, by Claire Thibodaux\nEmail: claire@grandisle.example\n' +
        'Phone: (985) 555-0110\nAddress: 210 W 12th St, Cut Off, LA 70345',
    );
    expect(text).toContain('For the Lessee: Grand Isle Offshore LLC, by Claire Thibodaux\n');
    expect(text).toContain(
      'Name: M/V Grand Isle Runner\nLength overall: 120 ft\nBeam: 32 ft\nDraft: 12 ft\nPurpose of the stay: Crew change',
    );
    expect(text).toContain('Berth: Outer 3, 160 ft of berth, maximum vessel draft 18 ft, about 25 ft of water alongside');
    expect(text).toContain('Arrival: Dec 3, 2026\nDeparture: Jan 17, 2027\nTerm: 45 days');
    expect(text).toContain('Agreement date: Nov 20, 2026\nReservation: R-2026-000042\n');
    expect(text).toContain(
      [
        'Billed length: 120 ft',
        '1 month (30 days) × $0.50 per ft per day × 120 ft = $1,800.00',
        '2 weeks (14 days) × $0.75 per ft per day × 120 ft = $1,260.00',
        '1 day × $1.00 per ft per day × 120 ft = $120.00',
        'Total dockage for the Term: $3,180.00',
      ].join('\n'),
    );
  });

  test('a lessee without a company is the contact alone', () => {
    const text = leaseText({ lessee: { ...facts.lessee, company: ' ' } });
    expect(text).toContain('Lessee: Claire Thibodaux\nEmail:');
    expect(text).toContain('For the Lessee: Claire Thibodaux\n');
    expect(lesseeParty({ name: 'Claire Thibodaux', company: 'Grand Isle Offshore LLC' })).toBe(
      'Grand Isle Offshore LLC, by Claire Thibodaux',
    );
  });

  test('requires $1,000,000 of liability cover naming the marina as additional insured', () => {
    const text = leaseText();
    expect(text).toContain('a limit of not less than $1,000,000 per occurrence');
    expect(text).toContain('shall name Bayou Lafourche Marine, Inc. as additional insured');
  });

  test('sets the facility rules and what each side does on a named storm watch or warning', () => {
    const text = leaseText();
    for (const rule of ['Speed and wake', 'Fuelling', 'Hot work', 'Waste, oil and discharges', 'Crew and visitors', 'Quiet hours']) {
      expect(text).toContain(rule);
    }
    expect(text).toContain('tropical storm or hurricane watch or warning that includes Lafourche Parish');
    expect(text).toContain('What the Marina does');
    expect(text).toContain('What the Lessee does: within 24 hours after a watch is issued');
    expect(text).toContain('No one may live or remain aboard once a tropical storm or hurricane warning is in effect');
    expect(text).toContain('dockage is not refunded or reduced because of a storm event');
  });

  test('special terms appear as written, or "None"', () => {
    expect(leaseText()).toContain('12. SPECIAL TERMS\n\nNone\n');
    expect(leaseText({ specialTerms: 'Berth to be vacated for the dredge on Dec 20.' })).toContain(
      '12. SPECIAL TERMS\n\nBerth to be vacated for the dredge on Dec 20.\n',
    );
  });

  test('missing vessel details read "Not stated", and the price uses the standard 100 ft', () => {
    const text = leaseText({
      reservation: { ...facts.reservation, vesselLength: null, vesselBeam: null, vesselDraft: null, purpose: null, totalCost: 265_000 },
    });
    expect(text).toContain('Length overall: Not stated\nBeam: Not stated\nDraft: Not stated\nPurpose of the stay: Not stated');
    expect(text).toContain('Billed length: 100 ft (the standard length, as no vessel length was given)');
    expect(text).toContain('Total dockage for the Term: $2,650.00');
  });

  test('the total is the reservation’s; if the rates have changed since, today’s prices are left out', () => {
    const text = leaseText({ berth: { ...facts.berth, dailyRate: '1.25' } });
    expect(text).toContain('1 day at the daily rate in force when the reservation was made');
    expect(text).toContain('Total dockage for the Term: $3,180.00');
    expect(text).not.toContain('$1.25');
  });
});

describe('lease files', () => {
  test('the PDF is a PDF, for a draft and for a signed lease', async () => {
    const leaseDocument = leaseText();
    const draft = await renderLeasePdf({
      leaseDocument,
      templateVersion: null,
      templateValues: null,
      status: 'draft',
      signedAt: null,
      signerName: null,
      signerTitle: null,
      digitalSignature: null,
      signedDocumentSha256: null,
    });
    const signed = await renderLeasePdf({
      leaseDocument,
      templateVersion: null,
      templateValues: null,
      status: 'signed',
      signedAt: new Date('2026-11-20T20:15:00Z'),
      signerName: 'Claire Thibodaux',
      signerTitle: 'Operations Manager — Đặng & Sons',
      digitalSignature: 'Claire Thibodaux',
      signedDocumentSha256: 'a'.repeat(64),
    });
    for (const pdf of [draft, signed]) expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(signed.byteLength).toBeGreaterThan(draft.byteLength);
  });

  test('signing times are shown on the facility’s clock', () => {
    expect(formatFacilityDateTime(new Date('2026-11-20T20:15:00Z'), 'long')).toBe('November 20, 2026 at 2:15 PM CST');
    expect(formatFacilityDateTime(new Date('2026-07-04T15:05:00Z'), 'long')).toBe('July 4, 2026 at 10:05 AM CDT');
  });

  test('file names are made of plain lowercase words', () => {
    expect(fileSlug('M/V Grand Isle Runner 2026-12-03')).toBe('m-v-grand-isle-runner-2026-12-03');
    expect(fileSlug('Élan Côte-d’Or')).toBe('elan-cote-d-or');
    expect(fileSlug('"; rm -rf /')).toBe('rm-rf');
  });

  test('the PDF is named after the reservation number and the vessel', () => {
    expect(leasePdfFileName('R-2026-000042', 'M/V Grand Isle Runner')).toBe('berth-lease-R-2026-000042-m-v-grand-isle-runner.pdf');
    expect(leasePdfFileName('R-2026-000042', '***')).toBe('berth-lease-R-2026-000042.pdf');
  });
});
