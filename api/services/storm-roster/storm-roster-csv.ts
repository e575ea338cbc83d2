import { insuranceStatusLabels } from '#shared/insurance-views.ts';
import { stormIntentLabels } from '#shared/schemas/storm-answer.ts';
import type { StormRosterRow } from '#shared/storm-roster-views.ts';
import { formatFacilityDateTime, formatStayDate } from '#shared/stay-dates.ts';
import { rosterPlanWords } from '#shared/storm-plan-season.ts';
import { csvDocument } from '#api/lib/csv.ts';

const header = [
  'Berth',
  'Vessel',
  'Reservation',
  'Tenant',
  'Company',
  'Email',
  'Phone',
  'Arrives',
  'Departs',
  'Told',
  'Plan now',
  'Manned',
  'Answered',
  'Storm plan',
  'Insurance',
] as const;

const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'Yes' : 'No');
const moment = (value: string | null) => (value ? formatFacilityDateTime(value) : '');

/** The roster as a spreadsheet, in the words and order of the office's table. */
export function stormRosterCsv(rows: readonly StormRosterRow[]): string {
  return csvDocument(
    header,
    rows.map((row) => [
      row.berthName,
      row.vesselName,
      row.reservationNumber,
      row.tenantName,
      row.company,
      row.email,
      row.phone,
      formatStayDate(row.arrivalDate),
      formatStayDate(row.departureDate),
      moment(row.notifiedAt),
      row.intent ? stormIntentLabels[row.intent] : '',
      yesNo(row.manned),
      moment(row.answeredAt),
      rosterPlanWords(row.plan),
      insuranceStatusLabels[row.insurance],
    ]),
  );
}
