import type { ReactNode } from 'react';
import { insuranceStatusLabels, type VesselInsuranceView } from '#shared/insurance-views.ts';
import { formatStayDate } from '#shared/stay-dates.ts';
import { Badge } from '#site/islands/ui/Badge.tsx';
import { coverLine, insuranceStatusTone, verificationLine } from './insurance-words.ts';

interface InsuranceSectionProps {
  vesselName: string;
  insurance: VesselInsuranceView | undefined;
  /** The insurance could not be read: said in place of it. */
  failed?: boolean;
  /** What the reader can do about it: add a certificate, or verify one and allow a booking. */
  children?: ReactNode;
}

/** A vessel's insurance on its card: the status in words, the certificate that runs longest, an override in force. */
export function InsuranceSection({ vesselName, insurance, failed = false, children }: InsuranceSectionProps) {
  const certificate = insurance?.certificate ?? null;
  const headingId = `insurance-${insurance?.vesselId ?? vesselName}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2 border-t border-sand-200 pt-3">
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={headingId} className="font-semibold text-navy-900">
          Insurance<span className="sr-only"> of {vesselName}</span>
        </h4>
        {insurance && <Badge tone={insuranceStatusTone[insurance.status]}>{insuranceStatusLabels[insurance.status]}</Badge>}
      </div>
      {failed && <p className="text-sm text-navy-700">We could not load the insurance. Reload the page to try again.</p>}
      {certificate && (
        <div className="grid gap-1 text-sm text-navy-800">
          <p className="wrap-anywhere">
            {certificate.carrier}, policy {certificate.policyNumber}
          </p>
          <p>{coverLine(certificate)}</p>
          <p>
            {insurance?.status === 'lapsed' ? 'Expired' : 'Expires'}{' '}
            <time dateTime={certificate.expiresOn}>{formatStayDate(certificate.expiresOn)}</time>
          </p>
          <p>{verificationLine(certificate)}</p>
        </div>
      )}
      {insurance?.status === 'lapsed' && !insurance.override && (
        <p className="text-sm font-semibold text-safety-600">
          New stays and renewals for this vessel are refused until a current certificate is on file.
        </p>
      )}
      {insurance?.override && (
        <p className="text-sm text-navy-800">
          The office allows bookings through {formatStayDate(insurance.override.throughOn)}: {insurance.override.reason}
        </p>
      )}
      {children}
    </section>
  );
}
