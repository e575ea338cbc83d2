import { expect, test } from 'vitest';
import type { Lease, LeaseEvent } from '#api/db/schema/index.ts';
import { buildCompletionCertificate } from '#api/services/leases/evidence/build-completion-certificate.ts';
import { genesisHash } from '#api/services/leases/evidence/event-chain.ts';

const signedAt = new Date('2026-11-28T17:00:00Z');
const lease = {
  leaseDocument: '\nBERTH LEASE AND DOCKAGE AGREEMENT\nReservation: R-2026-000042',
  templateVersion: '2026-11-01',
  signedDocumentSha256: 'a'.repeat(64),
  signedAt,
  signerName: 'Claire Thibodaux',
  signerTitle: 'Operations Manager',
  signerEmail: 'claire@grandisle.example',
  signerEmailVerifiedBy: 'code',
  signerIp: '203.0.113.7',
  signerUserAgent: 'Browser/1.0',
  consentVersion: '2026-11-01',
  consentSha256: 'b'.repeat(64),
  consentedAt: new Date('2026-11-28T16:59:00Z'),
} satisfies Partial<Lease>;

const event = (sequence: number, kind: LeaseEvent['kind']): LeaseEvent => ({
  id: `e${sequence}`,
  leaseId: 'lease',
  sequence,
  kind,
  occurredAt: new Date(signedAt.getTime() - (3 - sequence) * 60_000),
  actor: 'Signer',
  clientIp: '203.0.113.7',
  userAgent: 'Browser/1.0',
  details: {},
  previousHash: String(sequence - 1).repeat(64),
  hash: String(sequence).repeat(64),
});

test('the certificate names the text, the signer, the consent and every event in sequence, ending at the last hash', () => {
  const certificate = buildCompletionCertificate(lease, 'R-2026-000042', [event(3, 'signed'), event(1, 'prepared'), event(2, 'consented')]);
  expect(certificate).toMatchObject({
    reservationNumber: 'R-2026-000042',
    documentTitle: 'BERTH LEASE AND DOCKAGE AGREEMENT',
    templateVersion: '2026-11-01',
    leaseTextSha256: 'a'.repeat(64),
    signedAt,
    signer: { name: 'Claire Thibodaux', email: 'claire@grandisle.example', emailVerifiedBy: 'code', clientIp: '203.0.113.7' },
    consent: { version: '2026-11-01', sha256: 'b'.repeat(64) },
    lastEventHash: '3'.repeat(64),
  });
  expect(certificate.events.map((entry) => [entry.sequence, entry.label])).toEqual([
    [1, 'Lease prepared'],
    [2, 'Agreed to do business electronically'],
    [3, 'Lease signed'],
  ]);
});

test('a signature without a recorded consent says none was captured', () => {
  const certificate = buildCompletionCertificate({ ...lease, consentVersion: null, consentSha256: null, consentedAt: null }, 'R-1', []);
  expect(certificate.consent).toBeNull();
  expect(certificate.lastEventHash).toBe(genesisHash);
});

test('an unsigned lease has no certificate', () => {
  expect(() => buildCompletionCertificate({ ...lease, signedAt: null }, 'R-1', [])).toThrow();
});
