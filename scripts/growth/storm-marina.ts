import { sql } from 'drizzle-orm';
import { addDays, facilityToday } from '#shared/stay-dates.ts';
import type { Database } from '#api/db/client.ts';

const staffUserId = '90000000-0000-4000-8000-000000000001';

/**
 * A marina with `vessels` vessels in port this week, each on a berth of its own: a paid, confirmed
 * stay from yesterday to five days on, every second one booked by an account holder (who also gets
 * a portal notification), the rest by guests. One member of staff sets the stage.
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
  return { staffUserId };
}
