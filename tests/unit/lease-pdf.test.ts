import { describe, expect, test } from 'vitest';
import { loadLeaseTemplate } from '#api/content/lease-template.ts';
import type { CompletionCertificate } from '#api/services/leases/evidence/completion-certificate.ts';
import { renderLeasePdf, type LeaseForPdf } from '#api/services/leases/lease-pdf.ts';
import { renderLeaseText } from '#api/services/leases/lease-text.ts';
import { leaseValues } from '#api/services/leases/lease-values.ts';
import { pdfText, pdfTextLines } from '#tests/setup/pdf-text.ts';
import { sampleLeaseFacts } from './lease-facts.ts';

const template = loadLeaseTemplate();
const values = leaseValues({ ...sampleLeaseFacts, specialTerms: 'Fuel by truck at the berth.' });

const draft: LeaseForPdf = {
  leaseDocument: renderLeaseText(template.text, values),
  templateVersion: template.version,
  templateValues: values,
  status: 'draft',
  signedAt: null,
  signerName: null,
  signerTitle: null,
  digitalSignature: null,
  signedDocumentSha256: null,
};

const signed: LeaseForPdf = {
  ...draft,
  status: 'signed',
  signedAt: new Date('2026-11-20T20:15:00Z'),
  signerName: 'Claire Thibodaux',
  signerTitle: 'Operations Manager',
  digitalSignature: 'Claire Thibodaux',
  signedDocumentSha256: 'a'.repeat(64),
};

const certificate: CompletionCertificate = {
  reservationNumber: 'R-2026-000042',
  documentTitle: 'Berth Lease and Dockage Agreement',
  templateVersion: template.version,
  leaseTextSha256: 'a'.repeat(64),
  signedAt: new Date('2026-11-20T20:15:00Z'),
  signer: {
    name: 'Claire Thibodaux',
    title: 'Operations Manager',
    email: 'claire@grandisle.example',
    emailVerifiedBy: 'code',
    clientIp: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
  },
  consent: { version: '2026-11-28', sha256: 'c'.repeat(64), consentedAt: new Date('2026-11-20T20:13:05Z') },
  events: [
    {
      sequence: 1,
      kind: 'prepared',
      label: 'Lease prepared',
      occurredAt: new Date('2026-11-20T20:10:00Z'),
      actor: 'Signer',
      clientIp: '203.0.113.7',
      hash: '1'.repeat(64),
    },
    {
      sequence: 2,
      kind: 'consented',
      label: 'Agreed to do business electronically',
      occurredAt: new Date('2026-11-20T20:13:05Z'),
      actor: 'Signer',
      clientIp: '203.0.113.7',
      hash: '2'.repeat(64),
    },
    {
      sequence: 3,
      kind: 'signed',
      label: 'Lease signed',
      occurredAt: new Date('2026-11-20T20:15:00Z'),
      actor: 'Signer',
      clientIp: '203.0.113.7',
      hash: '3'.repeat(64),
    },
  ],
  lastEventHash: '3'.repeat(64),
};

describe('the lease PDF', () => {
  test('a draft says so under its title, and prints the clauses and values of the lease', async () => {
    const lines = pdfTextLines(await renderLeasePdf(draft));
    expect(lines[0]).toBe('BERTH LEASE AND DOCKAGE AGREEMENT');
    expect(lines[1]).toBe('DRAFT: not signed. This copy has no effect until the Lessee signs it.');
    expect(lines).toContain('1. PARTIES');
    expect(lines).toContain('9. NAMED STORMS (TROPICAL STORMS AND HURRICANES)');
    // A value is a run of its own (in bold) inside its line.
    expect(lines).toContain('M/V Grand Isle Runner');
    expect(lines).toContain('Fuel by truck at the berth.');
    expect(lines).toContain('a.');
    const text = pdfText(await renderLeasePdf(draft));
    expect(text).toContain('Total dockage for the Term: ');
    expect(text).toContain('$3,180.00');
    expect(text).not.toContain('ELECTRONIC SIGNATURE RECORD');
    expect(text).not.toContain('Completion certificate');
  });

  test('an old lease without its values prints from its text', async () => {
    const text = pdfText(await renderLeasePdf({ ...draft, templateVersion: null, templateValues: null }));
    expect(text).toContain('1. PARTIES');
    expect(text).toContain('Name: \nM/V Grand Isle Runner');
  });

  test('a signed lease has no draft banner, carries the signature record, and ends with the completion certificate', async () => {
    const pdf = await renderLeasePdf(signed, certificate);
    const text = pdfText(pdf);
    expect(text).not.toContain('DRAFT: not signed');
    expect(text).toContain('ELECTRONIC SIGNATURE RECORD');
    const lastPage = text.slice(text.lastIndexOf('Completion certificate'));
    for (const expected of [
      'R-2026-000042',
      'Berth Lease and Dockage Agreement',
      template.version,
      'a'.repeat(64),
      'Claire Thibodaux',
      'claire@grandisle.example',
      'a one-time code mailed to this address was entered before signing',
      '203.0.113.7',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
      'c'.repeat(64),
      'November 20, 2026 at 2:13 PM CST',
      'Lease prepared',
      'Agreed to do business',
      'Lease signed',
      'Nov 20, 2026, 2:15:00 PM CST',
      '3'.repeat(64),
      'What the fingerprints prove',
    ]) {
      expect(lastPage).toContain(expected);
    }
    expect(lastPage).toMatch(/Page \d+ of \d+$/);
  });

  test('a signature given without consent says so on the certificate', async () => {
    const text = pdfText(await renderLeasePdf(signed, { ...certificate, consent: null }));
    expect(text).toContain('Consent to electronic records was not captured for this signature.');
  });
});
