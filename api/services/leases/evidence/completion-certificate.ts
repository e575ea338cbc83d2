import type { LeaseEventKind, SignerEmailVerification } from '#shared/lease-events.ts';

/**
 * What the last page of a signed lease's PDF shows a person (an insurer, a court, the signer):
 * which text was signed, by whom and from where, under which consent, and the event log with the
 * hashes that chain it (decision 104).
 */
export interface CompletionCertificate {
  reservationNumber: string;
  documentTitle: string;
  templateVersion: string | null;
  leaseTextSha256: string;
  signedAt: Date;
  signer: {
    name: string;
    title: string;
    email: string | null;
    emailVerifiedBy: SignerEmailVerification | null;
    clientIp: string | null;
    userAgent: string | null;
  };
  consent: { version: string; sha256: string; consentedAt: Date } | null;
  events: CertificateEvent[];
  lastEventHash: string;
}

interface CertificateEvent {
  sequence: number;
  kind: LeaseEventKind;
  label: string;
  occurredAt: Date;
  actor: string;
  clientIp: string | null;
  hash: string;
}
