import { consumeRateLimit, type RateCounters } from '#api/auth/rate-limit.ts';
import { mailboxKey } from './mailbox-key.ts';

/**
 * Lead confirmations one mailbox is sent in an hour (decision 082): anyone can type anyone's
 * address, so past one the lead is still stored and the office told, and the visitor's answer is
 * the same. It holds with RATE_LIMIT=off too: it limits what the marina mails, not what a client may ask.
 */
const confirmationsPerMailbox = { limit: 1, windowMs: 60 * 60_000 };

/**
 * Counts a confirmation to `address` and says whether it may be queued. Run it in the lead's
 * transaction: parallel leads to one mailbox queue on the counter's row, so exactly one passes, and
 * a lead rolled back takes its count back with it.
 */
export async function mayConfirmTo(counters: RateCounters, address: string): Promise<boolean> {
  const decision = await consumeRateLimit(counters, `lead-confirmation:mailbox:${mailboxKey(address)}`, confirmationsPerMailbox);
  return decision.allowed;
}
