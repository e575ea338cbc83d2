import { describe, expect, test } from 'vitest';
import { auditDetails, auditRecordName } from '#shared/audit-sentence-facts.ts';
import { auditSentence, sentenceText, type AuditSentenceFacts } from '#shared/audit-sentence.ts';
import { auditActionLabel, auditActions } from '#shared/audit-views.ts';

const facts = (action: string, more: Partial<AuditSentenceFacts> = {}): AuditSentenceFacts => ({
  action,
  actorName: 'office-demo',
  customerName: 'Dana Guidry',
  recordName: 'R-2026-000003',
  details: {},
  ...more,
});
const read = (action: string, more: Partial<AuditSentenceFacts> = {}) => sentenceText(auditSentence(facts(action, more)));
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-/i;
const reservationId = '3f1c2b9e-4d5a-4c8e-9b7a-1e2d3c4b5a69';
const clientId = '6f1c1f5e-2a53-4a4e-9d51-0d8f3d8b7c11';

describe('every audit action as a sentence', () => {
  test.each(auditActions)('%s has its own sentence naming who acted, and reads without a client or record', (action) => {
    const sentence = read(action);
    expect(sentence).toContain('office-demo');
    expect(sentence).not.toContain(auditActionLabel(action).toLowerCase());
    expect(sentence).toMatch(/^(office-demo|[A-Z])/);
    expect(sentence).not.toMatch(/undefined|null|\s{2}/);
    const bare = read(action, { customerName: null, recordName: null });
    expect(bare).toContain('office-demo');
    expect(bare).not.toMatch(/undefined|null|\s{2}/);
  });

  test('a decline names the client, the R-number, who declined, the refund in dollars and the reason', () => {
    expect(read('reservation.declined', { details: { refundCents: 36_000, reason: 'berth under repair' } })).toBe(
      'Dana Guidry’s reservation R-2026-000003 was declined by office-demo — refund $360.00 — reason: berth under repair',
    );
  });

  test('a reply by email, a share with whom, a block with its days', () => {
    expect(read('lead.updated', { recordName: 'Q-2026-000012', customerName: null, details: { channel: 'email' } })).toBe(
      'office-demo updated Q-2026-000012 by email',
    );
    expect(read('document.shared', { recordName: 'Hull survey', details: { sharedWith: 'surveyor@example.com' } })).toBe(
      'office-demo shared Hull survey with surveyor@example.com',
    );
    expect(read('berth-block.added', { recordName: 'A-12 from Jun 3, 2026 to Jun 5, 2026' })).toBe(
      'office-demo blocked A-12 from Jun 3, 2026 to Jun 5, 2026',
    );
  });

  test('the record and the client are the linked runs', () => {
    const parts = auditSentence(facts('reservation.approved'));
    expect(parts.filter((part) => part.link)).toEqual([
      { text: 'Dana Guidry', link: 'customer' },
      { text: 'R-2026-000003', link: 'record' },
    ]);
  });

  test('an action no longer in the list still reads as words with its record', () => {
    expect(read('berth.renamed', { recordName: 'A-12' })).toBe('office-demo: berth renamed — A-12');
  });
});

describe('the facts of a sentence from what a row keeps', () => {
  const names = new Map([
    [reservationId, 'R-2026-000003'],
    [clientId, 'Dana Guidry'],
  ]);

  test('a refund is the amount paid when the action turned the payment to refunded, or the amount the row names', () => {
    expect(auditDetails({ paymentStatus: 'paid', paidAmount: 36_000 }, { paymentStatus: 'refunded', paidAmount: 36_000 }, names)).toEqual({
      reason: null,
      refundCents: 36_000,
      channel: null,
      sharedWith: null,
    });
    expect(auditDetails(null, { refundAmount: 12_500, declineReason: 'berth under repair' }, names)).toMatchObject({
      refundCents: 12_500,
      reason: 'berth under repair',
    });
    expect(auditDetails({ paymentStatus: 'refunded' }, { paymentStatus: 'refunded', paidAmount: 100 }, names).refundCents).toBeNull();
  });

  test('whom a document was shared with: the address, else the client by name, never an id', () => {
    expect(auditDetails(null, { sharedWithEmail: 'a@example.com' }, names).sharedWith).toBe('a@example.com');
    expect(auditDetails(null, { sharedWithCustomerId: clientId }, names).sharedWith).toBe('Dana Guidry');
    expect(auditDetails(null, { sharedWithCustomerId: reservationId.replace('3f', '4f') }, new Map()).sharedWith).toBeNull();
  });

  test('the record’s name: from the page’s names, else the row’s own title, a block by berth and days; never an id', () => {
    expect(auditRecordName('reservation', reservationId, null, null, names)).toBe('R-2026-000003');
    expect(auditRecordName('document', clientId.replace('6f', '7f'), { title: 'Hull survey' }, null, names)).toBe('Hull survey');
    expect(auditRecordName('reservation', clientId.replace('6f', '7f'), null, null, names)).toBeNull();
    const block = { berthId: reservationId, berthName: 'A-12', startsOn: '2026-06-03', endsOn: '2026-06-05' };
    expect(auditRecordName('berth-block', clientId, null, block, names)).toMatch(/^A-12 from .*2026 to .*2026$/);
    expect(auditRecordName('berth-block', clientId, null, { ...block, endsOn: null }, names)).toMatch(/^A-12 from .*2026 on$/);
    expect(auditRecordName('operations-status', clientId, null, null, names)).toBeNull();
    const leadNames = new Map([[clientId, 'Dana Guidry, Gulf Tide']]);
    expect(auditRecordName('service-request', clientId, null, null, leadNames)).toBe('the service request from Dana Guidry, Gulf Tide');
    expect(auditRecordName('service-request', clientId, null, null, new Map([[clientId, 'S-2026-000004']]))).toBe('S-2026-000004');
    expect(auditRecordName('berth-block', clientId, null, block, names)).not.toMatch(uuid);
  });
});
