import { berthPurposeOptions, berthWaterDepthFt } from '#shared/berth-options.ts';
import { costBreakdownLines, priceBlocks } from '#shared/cost-breakdown.ts';
import { formatCents, formatWholeDollars, stayCost, type BerthRates, type StayCost } from '#shared/pricing.ts';
import type { Company } from '#shared/content/schemas.ts';
import { formatStayDate } from '#shared/stay-dates.ts';
import type { Berth, BerthReservation } from '#api/db/schema/index.ts';

export interface Lessee {
  name: string;
  company: string;
  email: string;
  phone: string | null;
  address: string;
  city: string;
  state: string;
  zip: string;
}

export interface LeaseFacts {
  company: Pick<Company, 'legalName' | 'address' | 'phones' | 'emails' | 'hours'>;
  reservation: Pick<
    BerthReservation,
    | 'reservationNumber'
    | 'vesselName'
    | 'vesselLength'
    | 'vesselBeam'
    | 'vesselDraft'
    | 'arrivalDate'
    | 'departureDate'
    | 'purpose'
    | 'totalCost'
  >;
  berth: Pick<Berth, 'name' | 'length' | 'maxDraft' | 'monthlyRate' | 'weeklyRate' | 'dailyRate' | 'minBillableLength'>;
  lessee: Lessee;
  /** Cents of liability cover the lessee must carry. */
  insuranceAmount: number;
  specialTerms: string | null;
  /** The facility's date the lease is drawn up, `YYYY-MM-DD`. */
  today: string;
}

const notStated = 'Not stated';
const feet = (value: number | null) => (value === null ? notStated : `${value} ft`);
const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** Every value the lease template can name, as the text that replaces its placeholder. */
export function leaseValues(facts: LeaseFacts): Record<string, string> {
  const { company, reservation, berth, lessee } = facts;
  const cost = stayCost(berth, reservation);
  const { street, city, region, postalCode } = company.address;
  return {
    agreementDate: formatStayDate(facts.today),
    reservationNumber: reservation.reservationNumber,
    marinaLegalName: company.legalName,
    marinaAddress: `${street}, ${city}, ${region} ${postalCode}`,
    marinaPhone: company.phones.main.display,
    marinaEmergencyPhone: company.phones.emergency.display,
    marinaEmail: company.emails.operations,
    officeHours: company.hours.standard,
    lessee: lesseeParty(lessee),
    lesseeEmail: lessee.email,
    lesseePhone: lessee.phone || notStated,
    lesseeAddress: `${lessee.address}, ${lessee.city}, ${lessee.state} ${lessee.zip}`,
    vesselName: reservation.vesselName,
    vesselLength: feet(reservation.vesselLength),
    vesselBeam: feet(reservation.vesselBeam),
    vesselDraft: feet(reservation.vesselDraft),
    purpose: berthPurposeOptions.find((option) => option.value === reservation.purpose)?.label ?? notStated,
    berthName: berth.name,
    berthLength: String(berth.length),
    berthMaxDraft: String(berth.maxDraft),
    waterDepth: String(berthWaterDepthFt),
    arrivalDate: formatStayDate(reservation.arrivalDate),
    departureDate: formatStayDate(reservation.departureDate),
    stayDays: plural(cost.totalDays, 'day'),
    billedLength: billedLength(reservation.vesselLength, cost),
    chargeLines: chargeLines(berth, cost, reservation.totalCost),
    totalCharges: formatCents(reservation.totalCost),
    insuranceAmount: formatWholeDollars(facts.insuranceAmount),
    specialTerms: facts.specialTerms?.trim() || 'None',
  };
}

/** A company leases through the person acting for it: "Grand Isle Offshore LLC, by Claire Thibodaux". */
export function lesseeParty(lessee: Pick<Lessee, 'name' | 'company'>): string {
  const company = lessee.company.trim();
  return company ? `${company}, by ${lessee.name}` : lessee.name;
}

/** The feet charged for, saying why when they are not the vessel's stated length. */
function billedLength(statedLength: number | null, cost: StayCost): string {
  if (cost.billedLength > cost.vesselLength) return `${cost.billedLength} ft (the Berth's minimum billable length)`;
  if (statedLength === null) return `${cost.billedLength} ft (the standard length, as no vessel length was given)`;
  return `${cost.billedLength} ft`;
}

/**
 * One line per block of the stay. The total charged is the one stored with the reservation; should
 * the berth's rates have changed since it was made, the lines give the blocks without today's prices.
 */
function chargeLines(rates: BerthRates, cost: StayCost, totalCost: number): string {
  if (cost.totalCents !== totalCost) {
    return priceBlocks(rates, cost)
      .map((block) => `${block.label} at the ${block.rateName} rate in force when the reservation was made`)
      .join('\n');
  }
  return costBreakdownLines(rates, cost).join('\n');
}
