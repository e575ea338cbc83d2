import { leaseEventLabel } from '#shared/lease-events.ts';
import { sha256Hex } from '#api/auth/tokens.ts';
import type { Lease, LeaseEvent } from '#api/db/schema/index.ts';
import type { CompletionCertificate } from './completion-certificate.ts';
import { genesisHash } from './event-chain.ts';

type SignedLease = Pick<
  Lease,
  | 'leaseDocument'
  | 'templateVersion'
  | 'signedDocumentSha256'
  | 'signedAt'
  | 'signerName'
  | 'signerTitle'
  | 'signerEmail'
  | 'signerEmailVerifiedBy'
  | 'signerIp'
  | 'signerUserAgent'
  | 'consentVersion'
  | 'consentSha256'
  | 'consentedAt'
>;

/**
 * The completion certificate of a signed lease from its row and its event log (in sequence): the
 * text's title and hash, the signer and where they signed from, the consent (null when none was
 * captured) and every event with its chained hash.
 */
export function buildCompletionCertificate(
  lease: SignedLease,
  reservationNumber: string,
  events: readonly LeaseEvent[],
): CompletionCertificate {
  if (!lease.signedAt) throw new Error('only a signed lease has a completion certificate');
  const ordered = [...events].sort((a, b) => a.sequence - b.sequence);
  const consent =
    lease.consentVersion && lease.consentSha256 && lease.consentedAt
      ? { version: lease.consentVersion, sha256: lease.consentSha256, consentedAt: lease.consentedAt }
      : null;
  return {
    reservationNumber,
    documentTitle:
      lease.leaseDocument
        .split('\n')
        .find((line) => line.trim())
        ?.trim() ?? 'Berth lease',
    templateVersion: lease.templateVersion,
    // A lease signed before signatures kept the text's hash is vouched for by its stored text.
    leaseTextSha256: lease.signedDocumentSha256 ?? sha256Hex(lease.leaseDocument),
    signedAt: lease.signedAt,
    signer: {
      name: lease.signerName ?? '',
      title: lease.signerTitle ?? '',
      email: lease.signerEmail,
      emailVerifiedBy: lease.signerEmailVerifiedBy,
      clientIp: lease.signerIp,
      userAgent: lease.signerUserAgent,
    },
    consent,
    events: ordered.map((event) => ({
      sequence: event.sequence,
      kind: event.kind,
      label: leaseEventLabel(event.kind),
      occurredAt: event.occurredAt,
      actor: event.actor,
      clientIp: event.clientIp,
      hash: event.hash,
    })),
    lastEventHash: ordered.at(-1)?.hash ?? genesisHash,
  };
}
