import { describe, expect, test } from 'vitest';
import { auditFields, auditRecord, auditValue, idsToName } from '#shared/audit-fields.ts';
import { auditActionLabel, auditActionLabels, auditActions } from '#shared/audit-views.ts';

const reservationId = '3f1c2b9e-4d5a-4c8e-9b7a-1e2d3c4b5a69';
const documentId = '0b3f6c1e-8f5a-4c1e-9f0e-5d1c2b3a4e5f';
const clientId = '6f1c1f5e-2a53-4a4e-9d51-0d8f3d8b7c11';
const categoryId = '9d7e3c1a-2b4f-4e6a-8c0d-1f2e3a4b5c6d';
const names = new Map([
  [reservationId, 'R-2026-000042'],
  [documentId, 'Hull survey'],
  [clientId, 'Danielle Guidry'],
  [categoryId, 'Surveys'],
]);
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-/i;

describe('audit action labels', () => {
  test('every action has its words, the document actions among them', () => {
    expect(auditActions.length).toBe(Object.keys(auditActionLabels).length);
    for (const action of auditActions) expect(auditActionLabel(action)).not.toMatch(/[.-]|^[a-z]/);
    expect(auditActions.filter((action) => action.startsWith('document.')).map(auditActionLabel)).toEqual([
      'Document uploaded',
      'Document details edited',
      'New document version',
      'Document moved to the trash',
      'Document restored from the trash',
      'Document shared',
      'Share link’s end changed',
      'Share link ended',
    ]);
  });

  test('an action no longer in the list still reads as words', () => {
    expect(auditActionLabel('berth.renamed')).toBe('Berth renamed');
  });
});

describe('the record an audit row is about', () => {
  test('by its R-number, its title, its client’s name', () => {
    expect(auditRecord('reservation', reservationId, null, null, names)).toBe('Reservation R-2026-000042');
    expect(auditRecord('document', documentId, null, null, names)).toBe('Document “Hull survey”');
    expect(auditRecord('customer', clientId, null, null, names)).toBe('Client Danielle Guidry');
    expect(auditRecord('operations-status', 'panel', null, null, names)).toBe('Status panel on the contact page');
  });

  test('a removed record by the name its row kept, else as removed, never by its id', () => {
    const gone = '11111111-2222-4333-8444-555555555555';
    expect(auditRecord('document', gone, null, { title: 'Old lease' }, names)).toBe('Document “Old lease”');
    expect(auditRecord('reservation', gone, null, null, names)).toBe('Reservation (since removed)');
    expect(auditRecord('berth-block', gone, { berthName: 'Outer 3', startsOn: '2026-12-03', endsOn: '2026-12-05' }, null, names)).toBe(
      'Block of Outer 3, Dec 3, 2026 to Dec 5, 2026',
    );
  });
});

describe('audit fields in words', () => {
  test('money in dollars, moments on the facility’s clock, codes and ids as names', () => {
    const fields = auditFields(
      { status: 'pending', paymentStatus: 'paid', paidAmount: 129_600, holdExpiresAt: '2026-11-20T20:30:00.000Z', categoryId: null },
      { status: 'cancelled', paymentStatus: 'refunded', paidAmount: 129_600, holdExpiresAt: null, categoryId },
      names,
    );
    expect(fields).toEqual([
      { field: 'Status', before: 'Pending', after: 'Cancelled', changed: true },
      { field: 'Payment', before: 'Paid', after: 'Refunded', changed: true },
      { field: 'Amount paid', before: '$1,296.00', after: '$1,296.00', changed: false },
      { field: 'Hold ends', before: 'Nov 20, 2026, 2:30 PM CST', after: '—', changed: true },
      { field: 'Category', before: '—', after: 'Surveys', changed: true },
    ]);
  });

  test('a client’s edit names its fields, the status panel its items, a document its level', () => {
    expect(auditFields({ phone: '(985) 555-0100' }, { phone: '(985) 555-0199' }, names)[0]?.field).toBe('Phone');
    expect(auditFields({ weather: 'Clear' }, { weather: 'Small craft advisory' }, names)[0]?.field).toBe('Weather Status');
    expect(auditValue('accessLevel', 'customer', names)).not.toBe('customer');
    expect(auditValue('customerId', clientId, names)).toBe('Danielle Guidry');
    expect(auditValue('shareId', '11111111-2222-4333-8444-555555555555', names)).not.toMatch(uuid);
    expect(auditValue('fileSize', 1536, names)).toBe('1.5 KB');
    expect(auditValue('revoked', true, names)).toBe('Yes');
  });

  test('an early arrival or departure reads as the day it happened', () => {
    expect(auditFields(null, { status: 'active', earlyArrivalOn: '2026-11-27' }, names)).toContainEqual({
      field: 'Arrived early on',
      before: '—',
      after: 'Nov 27, 2026',
      changed: true,
    });
    expect(auditFields(null, { earlyDepartureOn: '2026-12-02' }, names)[0]?.field).toBe('Left early on');
  });

  test('the ids a row mentions are the ones read for names', () => {
    const row = { entityId: documentId, customerId: clientId, before: { categoryId: null }, after: { categoryId, title: 'Hull survey' } };
    expect(idsToName(row)).toEqual([documentId, clientId, categoryId]);
    expect(idsToName({ entityId: 'panel', customerId: null, before: null, after: { weather: 'Clear' } })).toEqual([]);
  });
});
