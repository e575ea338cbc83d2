/**
 * A vessel's insurance as the marina sees it today (decision 113): a certificate staff verified that
 * is still in force, one in force the office has not verified yet, certificates on file that have all
 * run out, or none on file.
 */
export type InsuranceStatus = 'current' | 'unverified' | 'lapsed' | 'none';

export const insuranceStatusLabels: Record<InsuranceStatus, string> = {
  current: 'Insured',
  unverified: 'Awaiting office check',
  lapsed: 'Insurance expired',
  none: 'No certificate on file',
};

/** A certificate of insurance on file, as the owner and the office read it. */
export interface InsuranceCertificateView {
  id: string;
  carrier: string;
  policyNumber: string;
  /** Cents. */
  liabilityLimit: number;
  /** Cents; null when the policy carries no P&I. */
  pandiLimit: number | null;
  additionalInsured: boolean;
  /** The policy's expiration date (YYYY-MM-DD): cover ends that day. */
  expiresOn: string;
  uploadedAt: string;
  verifiedAt: string | null;
  /** The staff member who verified it, by username. */
  verifiedBy: string | null;
}

/** Staff letting a vessel be booked without current insurance, through a date. */
export interface InsuranceOverrideView {
  reason: string;
  throughOn: string;
  grantedAt: string;
  grantedBy: string | null;
}

/** One vessel's insurance: its status, the certificate that runs longest, and an override in force. */
export interface VesselInsuranceView {
  vesselId: string;
  status: InsuranceStatus;
  certificate: InsuranceCertificateView | null;
  override: InsuranceOverrideView | null;
}

/** `GET /api/customer/vessels/insurance` and the office's `GET /api/admin/clients/{id}/vessels/insurance`. */
export interface VesselInsuranceList {
  /** The marina's minimums, in whole dollars. */
  minimums: { liabilityDollars: number; pandiDollars: number; additionalInsuredRequired: boolean };
  vessels: VesselInsuranceView[];
}

/** A vessel whose insurance has run out while it has a stay now or coming, as the office's overview lists it. */
export interface UninsuredVesselView {
  vesselId: string;
  vesselName: string;
  customer: { id: string; name: string; company: string; email: string };
  /** The day its last certificate's cover ended. */
  expiredOn: string;
  /** The first of its stays now or coming. */
  stay: { reservationNumber: string; arrivalDate: string; departureDate: string };
  /** The last day a staff override lets it be booked, when one is in force. */
  overrideThrough: string | null;
}
