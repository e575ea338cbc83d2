import { describe, expect, test } from 'vitest';
import { auditDiff, showValue } from '#site/islands/admin/audit/audit-diff.ts';
import { checkStatusPanel } from '#site/islands/admin/overview/status-panel-check.ts';

describe('auditDiff', () => {
  test('lists every field of either side, marking the ones that changed', () => {
    expect(auditDiff({ status: 'pending', notes: null, tags: ['a'] }, { status: 'confirmed', tags: ['a'], assignedTo: 'Remy' })).toEqual([
      { field: 'status', before: 'pending', after: 'confirmed', changed: true },
      { field: 'notes', before: '—', after: '—', changed: false },
      { field: 'tags', before: '["a"]', after: '["a"]', changed: false },
      { field: 'assignedTo', before: '—', after: 'Remy', changed: true },
    ]);
  });

  test('a record created or removed has one side only', () => {
    expect(auditDiff(null, { kind: 'maintenance' })).toEqual([{ field: 'kind', before: '—', after: 'maintenance', changed: true }]);
    expect(auditDiff(null, null)).toEqual([]);
  });

  test('numbers and booleans read as JSON', () => {
    expect([showValue(3), showValue(false), showValue('')]).toEqual(['3', 'false', '—']);
  });
});

describe('checkStatusPanel', () => {
  const values = { dockAvailability: 'Fully Booked', crewTransfer: ' Active ', emergencyResponse: '24/7', weather: 'Clear' };

  test('sends the values trimmed', async () => {
    expect(await checkStatusPanel(values)).toEqual({ ok: true, update: { ...values, crewTransfer: 'Active' } });
  });

  test('names each blank or too long item in the server’s words', async () => {
    expect(await checkStatusPanel({ ...values, weather: '', crewTransfer: 'x'.repeat(41) })).toMatchObject({
      ok: false,
      errors: { weather: 'Weather Status is required', crewTransfer: expect.any(String) },
    });
  });
});
