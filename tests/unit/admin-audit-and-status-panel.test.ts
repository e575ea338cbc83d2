import { describe, expect, test } from 'vitest';
import { auditFields } from '#shared/audit-fields.ts';
import { operationsStatusUpdateSchema } from '#shared/schemas/operations-status.ts';

describe('auditFields', () => {
  const noNames = new Map<string, string>();

  test('lists every field of either side in words, marking the ones that changed', () => {
    const before = { status: 'pending', notes: null, tags: ['a'] };
    expect(auditFields(before, { status: 'confirmed', tags: ['a'], assignedTo: 'Remy' }, noNames)).toEqual([
      { field: 'Status', before: 'Pending', after: 'Confirmed', changed: true },
      { field: 'Notes', before: '—', after: '—', changed: false },
      { field: 'Tags', before: 'a', after: 'a', changed: false },
      { field: 'Assigned to', before: '—', after: 'Remy', changed: true },
    ]);
  });

  test('a record created or removed has one side only', () => {
    expect(auditFields(null, { kind: 'maintenance' }, noNames)).toEqual([
      { field: 'Kind', before: '—', after: 'Maintenance', changed: true },
    ]);
    expect(auditFields(null, null, noNames)).toEqual([]);
  });
});

describe('the status panel’s form, checked by the route’s own schema', () => {
  const values = { dockAvailability: 'Fully Booked', crewTransfer: ' Active ', emergencyResponse: '24/7', weather: 'Clear' };

  test('sends the values trimmed', () => {
    expect(operationsStatusUpdateSchema.parse(values)).toEqual({ ...values, crewTransfer: 'Active' });
  });

  test('names each blank or too long item at once, in the server’s words', () => {
    const refused = operationsStatusUpdateSchema.safeParse({ ...values, weather: '', crewTransfer: 'x'.repeat(41) });
    expect(Object.fromEntries((refused.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]))).toEqual({
      weather: 'Weather Status is required',
      crewTransfer: expect.any(String),
    });
  });
});
