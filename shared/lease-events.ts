/**
 * What happens to a lease on its way to a signature, in order of a usual signing. Each is one link
 * of the lease's hash-chained event log (decision 104); the labels are what people read on the
 * completion certificate and in the office.
 */
export const leaseEventKinds = [
  'prepared',
  'sent-for-signature',
  'viewed',
  'consented',
  'code-sent',
  'code-confirmed',
  'signed',
  'copy-sent',
] as const;

export type LeaseEventKind = (typeof leaseEventKinds)[number];

const labels: Record<LeaseEventKind, string> = {
  prepared: 'Lease prepared',
  'sent-for-signature': 'Sent for signature by the office',
  viewed: 'Lease viewed by the signer',
  consented: 'Agreed to do business electronically',
  'code-sent': 'Signing code mailed',
  'code-confirmed': 'Signing code confirmed',
  signed: 'Lease signed',
  'copy-sent': 'Signed copy mailed',
};

export function leaseEventLabel(kind: LeaseEventKind): string {
  return labels[kind];
}

/**
 * How the signer's email address was shown to be theirs: signed in to an account whose address is
 * verified, or a one-time code mailed to the address and typed back before signing.
 */
export const signerEmailVerifications = ['account', 'code'] as const;

export type SignerEmailVerification = (typeof signerEmailVerifications)[number];
