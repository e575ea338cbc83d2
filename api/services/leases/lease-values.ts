import { berthPurposeOptions, berthWaterDepthFt } from '#shared/berth-options.ts';
import { formatCents, rateInCents, stayCost, type BerthRates, type StayCost } from '#shared/pricing.ts';
import type { Company } from '#shared/content/schemas.ts';
import { formatStayDate } from '#shared/stay-dates.ts';
import type { Berth, BerthReservation } from '../../db/schema/index.ts';

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
    'id' | 'vesselName' | 'vesselLength' | 'vesselBeam' | 'vesselDraft' | 'arrivalDate' | 'departureDate' | 'purpose' | 'totalCost'
  >;
  berth: Pick<Berth, 'name' | 'length' | 'maxDraft' | 'monthlyRate' | 'weeklyRate' | 'dailyRate'>;
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
    reservationId: reservation.id,
    marinaLegalName: company.legalName,
    marinaAddress: `${street}, ${city}, ${region} ${postalCode}`,
    marinaPhone: company.phones.main.display,
    marinaEmergencyPhone: company.phones.emergency.display,
    marinaEmail: company.emails.operations,
    officeHours: company.hours.standard,
    lesseeName: lessee.name,
    lesseeCompany: lessee.company,
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
    billedLength:
      reservation.vesselLength === null
        ? `${cost.vesselLength} ft (the standard length, as no vessel length was given)`
        : `${cost.vesselLength} ft`,
    chargeLines: chargeLines(berth, cost, reservation.totalCost),
    totalCharges: formatCents(reservation.totalCost),
    insuranceAmount: formatCents(facts.insuranceAmount).replace(/\.00$/, ''),
    specialTerms: facts.specialTerms?.trim() || 'None',
  };
}

/**
 * One line per block of the stay. The total charged is the one stored with the reservation; should
 * the berth's rates have changed since it was made, the lines give the blocks without today's prices.
 */
export function chargeLines(rates: BerthRates, cost: StayCost, totalCost: number): string {
  const blocks = [
    { days: cost.months * 30, label: `${plural(cost.months, 'month')} (${cost.months * 30} days)`, rate: rates.monthlyRate, name: 'monthly' },
    { days: cost.weeks * 7, label: `${plural(cost.weeks, 'week')} (${cost.weeks * 7} days)`, rate: rates.weeklyRate, name: 'weekly' },
    { days: cost.days, label: plural(cost.days, 'day'), rate: rates.dailyRate, name: 'daily' },
  ].filter((block) => block.days > 0);
  if (cost.totalCents !== totalCost) {
    return blocks.map((block) => `${block.label} at the ${block.name} rate in force when the reservation was made`).join('\n');
  }
  return blocks
    .map((block) => {
      const rateCents = rateInCents(block.rate);
      const amount = block.days * rateCents * cost.vesselLength;
      return `${block.label} × ${formatCents(rateCents)} per ft per day × ${cost.vesselLength} ft = ${formatCents(amount)}`;
    })
    .join('\n');
}
