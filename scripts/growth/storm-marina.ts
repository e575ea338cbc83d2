import { sql } from 'drizzle-orm';
import { addDays, facilityToday } from '#shared/stay-dates.ts';
import type { Database } from '#api/db/client.ts';
import { currentPlanSeason } from '#api/services/storm-plans/plan-facts.ts';

const staffUserId = '90000000-0000-4000-8000-000000000001';

/**
 * A marina with `vessels` vessels in port this week, each on a berth of its own: a paid, confirmed
 * stay from yesterday to five days on, every second one booked by an account holder (who also gets
 * a portal notification), the rest by guests. Account holders book a vessel on record: every
 * second one has signed a storm plan for the season (half of those to haul out), and each has a
 * certificate of insurance, one in ten of them lapsed. One member of staff sets the stage.
 */
export async function seedStormMarina(db: Database, vessels: number): Promise<{ staffUserId: string }> {
  const today = facilityToday();
  const [arrival, departure] = [addDays(today, -1), addDays(today, 5)];
  await db.execute(
    sql.raw(`insert into users (id, username, password_hash, role, first_name, last_name)
      values ('${staffUserId}', 'office-storm', 'not a password hash', 'admin', 'Rene', 'Cheramie')`),
  );
  await db.execute(
    sql.raw(`insert into berths (name, position, length, max_draft, min_billable_length, monthly_rate, weekly_rate, daily_rate)
      select 'Storm Berth ' || n, 1000 + n, 160, 16, 60, 45.00, 12.00, 2.00 from generate_series(1, ${vessels}) n`),
  );
  await db.execute(
    sql.raw(`insert into customers (email, password_hash, first_name, last_name, company, account_status, email_verified_at)
      select 'tenant' || n || '@fleet.example', 'not a password hash', 'Tenant', 'No. ' || n, 'Fleet ' || n, 'active', now()
      from generate_series(2, ${vessels}, 2) n`),
  );
  await db.execute(
    sql.raw(`insert into berth_reservations (berth_id, vessel_name, vessel_length, contact_name, contact_email, company,
        arrival_date, departure_date, status, total_cost, payment_status, paid_amount, paid_at, customer_id)
      select b.id, 'M/V Storm ' || b.position, 120, 'Tenant No. ' || (b.position - 1000), 'tenant' || (b.position - 1000) || '@fleet.example',
        'Fleet ' || (b.position - 1000), '${arrival}', '${departure}', 'confirmed', 100000, 'paid', 100000, now(), c.id
      from berths b left join customers c on c.email = 'tenant' || (b.position - 1000) || '@fleet.example'
      where b.name like 'Storm Berth %'`),
  );
  await db.execute(
    sql.raw(`insert into customer_vessels (customer_id, name, vessel_type, length, draft)
      select c.id, r.vessel_name, 'Offshore Supply Vessel (OSV)', 120, 10
      from berth_reservations r join customers c on c.id = r.customer_id where r.vessel_name like 'M/V Storm %'`),
  );
  await db.execute(
    sql.raw(`update berth_reservations r set vessel_id = v.id
      from customer_vessels v where v.customer_id = r.customer_id and v.name = r.vessel_name`),
  );
  await db.execute(
    sql.raw(`insert into storm_plans (vessel_id, customer_id, season_year, intent, manned, keys_with_office, emergency_name,
        emergency_phone, plan_text, plan_text_sha256, signer_name, signed_at, consent_version, consent_sha256)
      select v.id, v.customer_id, ${currentPlanSeason(new Date())}, case when n % 4 = 0 then 'haul' else 'leave' end, false, true,
        'Shore Contact', '(985) 555-0100', 'Storm plan', 'sha', 'Tenant', now() - n * interval '1 minute', 'v1', 'sha'
      from (select v.*, row_number() over (order by v.name) n from customer_vessels v where v.name like 'M/V Storm %') v
      where n % 2 = 0`),
  );
  const certificateFile = '90000000-0000-4000-8000-000000000002';
  await db.execute(sql.raw(`insert into files (id, sha256, size, mime_type) values ('${certificateFile}', 'sha', 1, 'application/pdf')`));
  await db.execute(
    sql.raw(`insert into vessel_insurance_certificates (vessel_id, customer_id, file_id, carrier, policy_number, liability_limit,
        additional_insured, expires_on, verified_at, verified_by)
      select v.id, v.customer_id, '${certificateFile}', 'Gulf Mutual', 'GM-' || n, 100000000, true,
        case when n % 10 = 0 then '${addDays(today, -3)}' else '${addDays(today, 200)}' end::date, now(), '${staffUserId}'
      from (select v.*, row_number() over (order by v.name) n from customer_vessels v where v.name like 'M/V Storm %') v`),
  );
  return { staffUserId };
}
