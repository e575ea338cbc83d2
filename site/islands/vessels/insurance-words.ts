import type { InsuranceCertificateView, InsuranceStatus } from '#shared/insurance-views.ts';
import { formatWholeDollars } from '#shared/pricing.ts';
import { facilityToday, formatStayDate } from '#shared/stay-dates.ts';
import type { BadgeTone } from '#site/islands/ui/Badge.tsx';

/** How each insurance status looks on its badge; the words are the label's. */
export const insuranceStatusTone: Record<InsuranceStatus, BadgeTone> = {
  current: 'done',
  unverified: 'waiting',
  lapsed: 'alert',
  none: 'neutral',
};

/** "Verified by office-demo on May 12, 2026", or that the office has still to check it. */
export function verificationLine(certificate: InsuranceCertificateView): string {
  if (!certificate.verifiedAt) return 'Not verified by the office yet';
  return `Verified by ${certificate.verifiedBy ?? 'the office'} on ${formatStayDate(facilityToday(new Date(certificate.verifiedAt)))}`;
}

/** "Liability $1,000,000 · P&I $500,000 · Marina named as additional insured". */
export function coverLine(certificate: InsuranceCertificateView): string {
  return [
    `Liability ${formatWholeDollars(certificate.liabilityLimit)}`,
    certificate.pandiLimit === null ? 'No P&I' : `P&I ${formatWholeDollars(certificate.pandiLimit)}`,
    certificate.additionalInsured ? 'Marina named as additional insured' : 'Marina not named as additional insured',
  ].join(' · ');
}
