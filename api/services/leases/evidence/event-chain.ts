import type { LeaseEventKind } from '#shared/lease-events.ts';
import { sha256Hex } from '#api/auth/tokens.ts';

/** What each event's hash covers: everything about it but its own id and hashes. */
export interface ChainedEventFields {
  leaseId: string;
  sequence: number;
  kind: LeaseEventKind;
  occurredAt: Date;
  actor: string;
  clientIp: string | null;
  userAgent: string | null;
  details: Readonly<Record<string, string>>;
}

export interface ChainedEvent extends ChainedEventFields {
  previousHash: string;
  hash: string;
}

/** The "previous hash" of a lease's first event. */
export const genesisHash = '0'.repeat(64);

export type ChainVerification = { valid: true; lastHash: string; events: number } | { valid: false; sequence: number; problem: string };

/**
 * SHA-256 (hex) of the previous event's hash and this event's fields as canonical JSON (keys
 * sorted, times in ISO 8601), so a changed field, or an event moved or left out, changes every
 * hash after it.
 */
export function leaseEventHash(previousHash: string, event: ChainedEventFields): string {
  const fields = {
    leaseId: event.leaseId,
    sequence: event.sequence,
    kind: event.kind,
    occurredAt: event.occurredAt.toISOString(),
    actor: event.actor,
    clientIp: event.clientIp,
    userAgent: event.userAgent,
    details: event.details,
  };
  return sha256Hex(`${previousHash}\n${canonicalJson(fields)}`);
}

/**
 * Checks a lease's events as stored, in sequence order: numbered 1, 2, 3… without a gap, each
 * naming the hash of the one before, each hash matching its fields. The first break found is
 * named, so a person can see which event was changed, removed or reordered.
 */
export function verifyLeaseEventChain(events: readonly ChainedEvent[]): ChainVerification {
  let previousHash = genesisHash;
  for (const [index, event] of events.entries()) {
    const expected = index + 1;
    if (event.sequence !== expected) {
      return { valid: false, sequence: expected, problem: `event ${expected} is missing or out of order (found event ${event.sequence})` };
    }
    if (event.previousHash !== previousHash) {
      return { valid: false, sequence: expected, problem: `event ${expected} does not follow event ${expected - 1}` };
    }
    if (leaseEventHash(previousHash, event) !== event.hash) {
      return { valid: false, sequence: expected, problem: `event ${expected} was changed after it was recorded` };
    }
    previousHash = event.hash;
  }
  return { valid: true, lastHash: previousHash, events: events.length };
}

function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, entry]) => entry !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
}
