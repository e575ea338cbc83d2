import fc from 'fast-check';
import { expect, test } from 'vitest';
import { leaseEventKinds } from '#shared/lease-events.ts';
import {
  genesisHash,
  leaseEventHash,
  verifyLeaseEventChain,
  type ChainedEvent,
  type ChainedEventFields,
} from '#api/services/leases/evidence/event-chain.ts';

const leaseId = '3f2b8c1e-5d4a-4b6f-9e21-7a8c9d0e1f23';

function chain(fields: Omit<ChainedEventFields, 'leaseId' | 'sequence'>[]): ChainedEvent[] {
  const events: ChainedEvent[] = [];
  let previousHash = genesisHash;
  for (const [index, event] of fields.entries()) {
    const chained = { ...event, leaseId, sequence: index + 1 };
    const hash = leaseEventHash(previousHash, chained);
    events.push({ ...chained, previousHash, hash });
    previousHash = hash;
  }
  return events;
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 15, minute));
const signing = chain([
  {
    kind: 'prepared',
    occurredAt: at(0),
    actor: 'Signer',
    clientIp: '203.0.113.7',
    userAgent: 'Firefox',
    details: { leaseTextSha256: 'a'.repeat(64) },
  },
  { kind: 'viewed', occurredAt: at(1), actor: 'Signer', clientIp: '203.0.113.7', userAgent: 'Firefox', details: {} },
  {
    kind: 'consented',
    occurredAt: at(2),
    actor: 'Signer',
    clientIp: '203.0.113.7',
    userAgent: 'Firefox',
    details: { consentVersion: '2026-11-28' },
  },
  {
    kind: 'signed',
    occurredAt: at(3),
    actor: 'Signer',
    clientIp: '203.0.113.7',
    userAgent: 'Firefox',
    details: { signerName: 'Ana Reyes' },
  },
  { kind: 'copy-sent', occurredAt: at(4), actor: 'System', clientIp: null, userAgent: null, details: { to: 'ana@example.com' } },
]);

test('an untouched chain verifies and names its last hash', () => {
  expect(verifyLeaseEventChain(signing)).toEqual({ valid: true, lastHash: signing.at(-1)?.hash, events: 5 });
  expect(verifyLeaseEventChain([])).toEqual({ valid: true, lastHash: genesisHash, events: 0 });
});

test('a changed field is found at its event', () => {
  const changed = signing.map((event) => (event.sequence === 3 ? { ...event, clientIp: '198.51.100.1' } : event));
  expect(verifyLeaseEventChain(changed)).toMatchObject({ valid: false, sequence: 3, problem: 'event 3 was changed after it was recorded' });
  const retimed = signing.map((event) => (event.sequence === 4 ? { ...event, occurredAt: at(30) } : event));
  expect(verifyLeaseEventChain(retimed)).toMatchObject({ valid: false, sequence: 4 });
  const redetailed = signing.map((event) => (event.sequence === 1 ? { ...event, details: { leaseTextSha256: 'b'.repeat(64) } } : event));
  expect(verifyLeaseEventChain(redetailed)).toMatchObject({ valid: false, sequence: 1 });
});

test('a removed event is found, even when the ones after it are renumbered', () => {
  const removed = signing.filter((event) => event.sequence !== 2);
  expect(verifyLeaseEventChain(removed)).toMatchObject({ valid: false, sequence: 2 });
  const renumbered = removed.map((event, index) => ({ ...event, sequence: index + 1 }));
  expect(verifyLeaseEventChain(renumbered)).toMatchObject({ valid: false, sequence: 2 });
  expect(verifyLeaseEventChain(signing.slice(1))).toMatchObject({ valid: false, sequence: 1 });
});

test('reordered events are found', () => {
  const [first, second, ...rest] = signing;
  if (!first || !second) throw new Error('the chain has five events');
  expect(verifyLeaseEventChain([second, first, ...rest])).toMatchObject({ valid: false, sequence: 1 });
  const swappedNumbers = [{ ...second, sequence: 1 }, { ...first, sequence: 2 }, ...rest];
  expect(verifyLeaseEventChain(swappedNumbers)).toMatchObject({ valid: false });
});

test('the hash does not depend on the order keys were written in, only on their values', () => {
  const [event] = signing;
  if (!event) throw new Error('the chain has events');
  const reordered = { ...event, details: Object.fromEntries(Object.entries({ b: '2', a: '1' })) };
  const sorted = { ...event, details: { a: '1', b: '2' } };
  expect(leaseEventHash(genesisHash, reordered)).toBe(leaseEventHash(genesisHash, sorted));
});

test('any single change to any event of any chain breaks it', () => {
  const eventFields = fc.record({
    kind: fc.constantFrom(...leaseEventKinds),
    occurredAt: fc.date({ min: new Date('2026-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
    actor: fc.string({ maxLength: 30 }),
    clientIp: fc.option(fc.ipV4(), { nil: null }),
    userAgent: fc.option(fc.string({ maxLength: 40 }), { nil: null }),
    details: fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 3 }),
  });
  fc.assert(
    fc.property(
      fc.array(eventFields, { minLength: 1, maxLength: 8 }),
      fc.nat(),
      fc.string({ minLength: 1, maxLength: 10 }),
      (fields, pick, extra) => {
        const events = chain(fields);
        expect(verifyLeaseEventChain(events).valid).toBe(true);
        const index = pick % events.length;
        const tampered = events.map((event, at) => (at === index ? { ...event, actor: `${event.actor}${extra}` } : event));
        expect(verifyLeaseEventChain(tampered)).toMatchObject({ valid: false, sequence: index + 1 });
      },
    ),
  );
});
