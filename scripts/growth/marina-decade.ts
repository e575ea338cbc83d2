import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { documentCategoryNames } from '#shared/document-options.ts';
import { holdExpiredReason } from '#api/services/reservations/hold-conditions.ts';

/**
 * A large marina's records over a decade, made by the database itself (`insert … select` over
 * `generate_series`), so a million rows take seconds rather than hours through the API. Every value
 * is a function of the row number, so a run is the same on PostgreSQL and the embedded database.
 * `scale` shrinks both the counts and the span of time: 0.1 is one year of a tenth of the traffic.
 */
const fullDecade = {
  days: 3650,
  customers: 20_000,
  clientSessions: 30_000,
  serviceRequests: 60_000,
  quotes: 40_000,
  reservations: 50_000,
  serviceInvoices: 10_000,
  documents: 100_000,
  documentShares: 5_000,
  customerDocuments: 10_000,
  notifications: 50_000,
  clientMessages: 20_000,
  clientUploads: 5_000,
  auditEntries: 200_000,
  mailMessages: 150_000,
};

export type DecadeCounts = typeof fullDecade;

/**
 * A berth's calendar is cut into slots of this many days: a paid stay starts on a slot's first day
 * and leaves before its last, and a request awaiting approval may take that last night, so live
 * stays never overlap.
 */
const staySlotDays = 8;
const berthCount = 15;
const staffCount = 6;

/** The first customer is a large fleet operator: a share of every kind of customer record is theirs. */
const fleetOperatorEmail = 'fleet-office@gulftide.example';

function countsAt(scale: number): DecadeCounts {
  return Object.fromEntries(
    Object.entries(fullDecade).map(([name, count]) => [name, Math.max(1, Math.round(count * scale))]),
  ) as DecadeCounts;
}

// Seeded rows get ids made from their number (a prefix per table), so rows of one table can name
// rows of another by arithmetic instead of a lookup.
const prefixes = {
  customer: '10000000-0000-4000-8000-',
  user: '20000000-0000-4000-8000-',
  file: '30000000-0000-4000-8000-',
  reservation: '40000000-0000-4000-8000-',
  document: '50000000-0000-4000-8000-',
  serviceRequest: '60000000-0000-4000-8000-',
  quote: '70000000-0000-4000-8000-',
  berth: '80000000-0000-4000-8000-',
};

const idOf = (table: keyof typeof prefixes, number: string) => `('${prefixes[table]}' || lpad(to_hex(${number}), 12, '0'))::uuid`;

/** The id of the seeded customer number `n`, as the fleet operator is number 1. */
export const seededCustomerId = (n: number) => `${prefixes.customer}${n.toString(16).padStart(12, '0')}`;
export const seededUserId = (n: number) => `${prefixes.user}${n.toString(16).padStart(12, '0')}`;

/** The customer a row of number `n` belongs to: every `share`th row is the fleet operator's, the rest spread over all. */
const customerOf = (n: string, c: DecadeCounts, share = 100) =>
  idOf('customer', `case when ${n} % ${share} = 0 then 1 else 2 + (${n}::bigint * 7919) % ${c.customers - 1} end`);

/** A moment spread evenly over the span, row `n` of `count` the newest, with a few minutes of jitter. */
const spreadOver = (n: string, count: number, days: number) =>
  `(now() - (${count} - ${n})::float8 / ${count} * interval '${days} days' - (${n} % 97) * interval '1 minute')`;

const pick = (values: readonly string[], index: string) =>
  `(array[${values.map((value) => `'${value}'`).join(',')}])[1 + (${index}) % ${values.length}]`;

const firstNames = ['Danielle', 'Marcus', 'Aimee', 'Remy', 'Celeste', 'Jules', 'Noah', 'Odile', 'Pierre', 'Ruth'];
const lastNames = ['Guidry', 'Boudreaux', 'Thibodeaux', 'Landry', 'Hebert', 'Broussard', 'Fontenot', 'LeBlanc', 'Arceneaux', 'Naquin'];
const companies = ['Gulf Tide Offshore', 'Bayou Supply', 'Fourchon Crew Boats', 'Delta Marine', 'Pelican Towing'];
const vessels = ['Miss Odile', 'Gulf Runner', 'Cajun Star', 'Delta Queen', 'Pelican II', 'Lafourche Pride'];
const leadStatusesByAge = ['completed', 'completed', 'cancelled', 'in-progress', 'completed'];
const serviceTypes = ['Hull repair', 'Engine overhaul', 'Welding', 'Electrical', 'Painting', 'Crane lift'];
const documentTitles = ['Certificate of insurance', 'Survey report', 'Hull drawing', 'Service invoice', 'Crew manifest', 'Berth contract'];
const auditActions = [
  'lead.updated',
  'document.uploaded',
  'reservation.approved',
  'client.created',
  'message.sent',
  'document.shared',
  'berth-block.added',
];
const auditEntityTypes = ['lead', 'document', 'reservation', 'customer', 'message', 'document', 'berth'];
/** Who may see a seeded document, in the office library's proportions: mostly internal and customers', a few public or admin-only. */
const documentAccessMix = [
  'internal',
  'customer',
  'internal',
  'customer',
  'public',
  'admin',
  'customer',
  'internal',
  'internal',
  'customer',
];

function statements(c: DecadeCounts): string[] {
  const days = c.days;
  const slots = Math.floor(days / staySlotDays);
  const liveStays = berthCount * slots;
  const cancelledHolds = Math.max(0, c.reservations - liveStays);
  // The decade runs up to a tenth of its span ahead: stays are booked in advance.
  const firstDay = `(current_date - ${Math.round(days * 0.9)})`;
  const documentFiles = c.documents;
  const officeFiles = c.customerDocuments;
  return [
    `insert into users (id, username, password_hash, role, first_name, last_name)
     select ${idOf('user', 'n')}, 'office-' || n, 'not a password hash', 'admin', ${pick(firstNames, 'n')}, ${pick(lastNames, 'n')}
     from generate_series(1, ${staffCount}) n`,
    `insert into berths (id, name, position, length, max_draft, min_billable_length, monthly_rate, weekly_rate, daily_rate)
     select ${idOf('berth', 'n')}, 'Berth ' || n, n, 80 + (n % 5) * 40, 12 + n % 8, 60, 45.00, 12.00, 2.00
     from generate_series(1, ${berthCount}) n`,
    `insert into customers (id, email, password_hash, first_name, last_name, company, phone, city, state, account_status, email_verified_at,
       last_login, created_at, updated_at)
     select ${idOf('customer', 'n')},
       case when n = 1 then '${fleetOperatorEmail}' else 'owner' || n || '@fleet' || (n % 900) || '.example' end,
       'not a password hash', ${pick(firstNames, 'n')}, ${pick(lastNames, 'n / 10')}, ${pick(companies, 'n')} || ' ' || (n % 400),
       '985-555-' || lpad((n % 10000)::text, 4, '0'), 'Golden Meadow', 'LA',
       case when n % 50 = 0 then 'suspended' when n % 20 = 0 then 'inactive' else 'active' end,
       t.at + interval '1 hour', now() - (n % 300) * interval '1 day', t.at, t.at
     from generate_series(1, ${c.customers}) n,
       lateral (select case when n = 1 then now() - interval '${days} days' else ${spreadOver('n', c.customers, days)} end as at) t`,
    `insert into client_sessions (customer_id, session_token, expires_at, last_activity, ip_address, user_agent, is_active, created_at)
     select ${customerOf('n', c)}, md5('client-session-' || n) || md5('token-' || n), t.at + interval '30 days', t.at,
       '203.0.113.' || (n % 250), 'Mozilla/5.0', n % 3 <> 0, t.at
     from generate_series(1, ${c.clientSessions}) n, lateral (select ${spreadOver('n', c.clientSessions, days)} as at) t`,
    `insert into staff_sessions (user_id, session_token, expires_at, last_activity, is_active, created_at)
     select ${idOf('user', `1 + n % ${staffCount}`)}, md5('staff-session-' || n) || md5('staff-' || n), t.at + interval '12 hours',
       t.at, false, t.at
     from generate_series(1, ${Math.round(c.clientSessions / 10)}) n,
       lateral (select ${spreadOver('n', Math.round(c.clientSessions / 10), days)} as at) t`,
    `insert into service_requests (id, first_name, last_name, company, email, customer_id, phone, service_type, project_details, urgency,
       status, source, assigned_to, first_response_at, created_at, updated_at)
     select ${idOf('serviceRequest', 'n')}, ${pick(firstNames, 'n')}, ${pick(lastNames, 'n / 7')}, ${pick(companies, 'n')},
       'lead' || n || '@fleet' || (n % 900) || '.example', case when n % 3 = 0 then ${customerOf('n', c)} end, '985-555-0100',
       ${pick(serviceTypes, 'n')}, 'Work needed on the vessel alongside, request ' || n,
       ${pick(['standard', 'priority', 'emergency', 'standard'], 'n')},
       case when n > ${c.serviceRequests} - 40 then 'pending' else ${pick(leadStatusesByAge, 'n')} end,
       ${pick(['contact', 'schedule'], 'n')}, case when n % 4 = 0 then 'office-' || (1 + n % ${staffCount}) end,
       case when n <= ${c.serviceRequests} - 40 then t.at + (1 + n % 48) * interval '1 hour' end, t.at, t.at
     from generate_series(1, ${c.serviceRequests}) n, lateral (select ${spreadOver('n', c.serviceRequests, days)} as at) t`,
    `insert into quotes (id, customer_id, contact_name, contact_email, company, project_title, project_description, priority, status,
       first_response_at, created_at, updated_at)
     select ${idOf('quote', 'n')}, case when n % 3 = 0 then ${customerOf('n', c)} end,
       ${pick(firstNames, 'n')} || ' ' || ${pick(lastNames, 'n')},
       'quote' || n || '@fleet' || (n % 900) || '.example', ${pick(companies, 'n')},
       ${pick(serviceTypes, 'n')} || ' for ' || ${pick(vessels, 'n')},
       'Scope of work for quote request ' || n, ${pick(['standard', 'urgent', 'emergency'], 'n')},
       case when n > ${c.quotes} - 25 then 'pending' else ${pick(leadStatusesByAge, 'n')} end,
       case when n <= ${c.quotes} - 25 then t.at + (1 + n % 72) * interval '1 hour' end, t.at, t.at
     from generate_series(1, ${c.quotes}) n, lateral (select ${spreadOver('n', c.quotes, days)} as at) t`,
    // Paid stays: berth b's slot k starts on day k × slot and lasts 1 to slot − 1 nights.
    `insert into berth_reservations (id, berth_id, vessel_name, vessel_length, contact_name, contact_email, company, arrival_date,
       departure_date, status, total_cost, payment_status, paid_amount, paid_at, customer_id, created_at, updated_at)
     select ${idOf('reservation', 'n')}, ${idOf('berth', 'b')}, ${pick(vessels, 'n')}, 60 + n % 120,
       ${pick(firstNames, 'n')} || ' ' || ${pick(lastNames, 'n')},
       'captain' || n || '@fleet' || (n % 900) || '.example', ${pick(companies, 'n')}, s.arrival, s.departure,
       case when s.departure <= current_date then 'completed' when s.arrival <= current_date then 'active' else 'confirmed' end,
       (s.departure - s.arrival) * 24000, 'paid', (s.departure - s.arrival) * 24000, s.booked + interval '20 minutes',
       case when n % 3 <> 0 then ${customerOf('n', c, 20)} end, s.booked, s.booked
     from generate_series(1, ${berthCount}) b, generate_series(0, ${slots - 1}) k,
       lateral (select (b - 1) * ${slots} + k + 1 as n) r,
       lateral (select ${firstDay} + k * ${staySlotDays} as arrival,
         ${firstDay} + k * ${staySlotDays} + 1 + (k * 5 + b) % ${staySlotDays - 1} as departure) d,
       lateral (select d.arrival, d.departure,
         least(now() - interval '1 hour', (d.arrival - (1 + k % 30) * interval '1 day')::timestamptz) as booked) s`,
    // Requests awaiting the office's approval, paid, on a future slot's last night.
    `insert into berth_reservations (berth_id, vessel_name, contact_name, contact_email, company, arrival_date, departure_date, status,
       total_cost, payment_status, paid_amount, paid_at, customer_id, created_at, updated_at)
     select ${idOf('berth', 'b')}, ${pick(vessels, 'k')}, ${pick(firstNames, 'k')},
       'request' || k || '@fleet' || (k % 900) || '.example', ${pick(companies, 'k')},
       ${firstDay} + k * ${staySlotDays} + ${staySlotDays - 1}, ${firstDay} + (k + 1) * ${staySlotDays}, 'pending', 24000, 'paid', 24000,
       now() - (k % 20) * interval '1 hour', case when k % 2 = 0 then ${customerOf('k', c, 10)} end,
       now() - (k % 20) * interval '1 hour', now()
     from generate_series(1, ${berthCount}) b, generate_series(0, ${slots - 1}) k
     where ${firstDay} + k * ${staySlotDays} > current_date and (k + b) % 5 = 0`,
    // Holds that ran out or were declined: cancelled, so they hold no days and may overlap anything.
    `insert into berth_reservations (id, berth_id, vessel_name, contact_name, contact_email, company, arrival_date, departure_date, status,
       total_cost, payment_status, hold_expires_at, cancellation_reason, client_ip, customer_id, created_at, updated_at)
     select ${idOf('reservation', `${liveStays} + n`)}, ${idOf('berth', `1 + n % ${berthCount}`)}, ${pick(vessels, 'n')},
       ${pick(firstNames, 'n')}, 'visitor' || n || '@fleet' || (n % 900) || '.example', ${pick(companies, 'n')},
       t.arrival, t.arrival + 1 + n % 14, 'cancelled', 96000, 'unpaid', t.at + interval '30 minutes',
       case when n % 10 = 0 then 'Declined by the office.' else '${holdExpiredReason}' end,
       '198.51.100.' || (n % 250), case when n % 4 = 0 then ${customerOf('n', c)} end, t.at, t.at + interval '30 minutes'
     from generate_series(1, ${cancelledHolds}) n,
       lateral (select ${spreadOver('n', cancelledHolds, days)} - interval '1 hour' as at) s,
       lateral (select s.at, (s.at)::date + 1 + n % 60 as arrival) t`,
    `insert into invoices (customer_id, reservation_id, invoice_number, description, subtotal, tax_amount, total_amount, status, due_date,
       paid_date, created_at, updated_at)
     select customer_id, id, 'INV-' || reservation_number, 'Berth reservation ' || reservation_number, total_cost, 0, total_cost, 'paid',
       (created_at + interval '30 days')::date, paid_at, paid_at, paid_at
     from berth_reservations where payment_status = 'paid' and customer_id is not null`,
    `insert into invoices (customer_id, service_request_id, invoice_number, description, subtotal, tax_amount, total_amount, status,
       due_date, paid_date, created_at, updated_at)
     select ${customerOf('n', c, 50)}, ${idOf('serviceRequest', `1 + n % ${c.serviceRequests}`)}, 'INV-S-' || lpad(n::text, 7, '0'),
       'Service work ' || n, 50000 + n % 900000, 4375, 54375 + n % 900000,
       case when n > ${c.serviceInvoices} - 30 then 'pending' when n % 40 = 0 then 'overdue' else 'paid' end,
       (t.at + interval '30 days')::date, case when n <= ${c.serviceInvoices} - 30 then t.at + interval '12 days' end, t.at, t.at
     from generate_series(1, ${c.serviceInvoices}) n, lateral (select ${spreadOver('n', c.serviceInvoices, days)} as at) t`,
    `insert into files (id, sha256, size, mime_type, owner_user_id, created_at)
     select ${idOf('file', 'n')}, md5(n::text) || md5('file-' || n), 20000 + n % 500000, 'application/pdf',
       ${idOf('user', `1 + n % ${staffCount}`)}, t.at
     from generate_series(1, ${documentFiles + officeFiles + c.clientUploads}) n,
       lateral (select ${spreadOver('n', documentFiles + officeFiles + c.clientUploads, days)} as at) t`,
    `insert into document_categories (name)
     select unnest(array[${documentCategoryNames.map((name) => `'${name}'`).join(',')}]) on conflict do nothing`,
    `insert into documents (id, category_id, customer_id, title, description, file_name, file_size, mime_type, file_path, status, tags,
       uploaded_by, uploaded_by_user_id, access_level, expires_at, checksum, trashed_at, created_at, updated_at, version_added_at)
     select ${idOf('document', 'n')}, (select id from document_categories order by name offset n % ${documentCategoryNames.length} limit 1),
       case when a.level = 'customer' then ${customerOf('n', c)} end,
       ${pick(documentTitles, 'n')} || ' — ' || ${pick(vessels, 'n / 6')} || ' ' || n,
       'Filed for ' || ${pick(companies, 'n')} || ', record ' || n,
       'record-' || n || '.pdf', 20000 + n % 500000, 'application/pdf', ${idOf('file', 'n')},
       case when n % 20 = 0 then 'trashed' else 'active' end, array[${pick(['insurance', 'survey', 'invoice', 'contract'], 'n')}],
       'office-' || (1 + n % ${staffCount}), ${idOf('user', `1 + n % ${staffCount}`)}, a.level,
       case when n % 6 = 0 then (t.at + interval '1 year')::date end, md5(n::text) || md5('file-' || n),
       case when n % 20 = 0 then least(now(), t.at + interval '30 days') end, t.at, t.at, t.at
     from generate_series(1, ${c.documents}) n,
       lateral (select ${spreadOver('n', c.documents, days)} as at) t,
       lateral (select ${pick(documentAccessMix, 'n')} as level) a`,
    `insert into document_shares (document_id, shared_with_customer_id, access_level, share_token, expires_at, is_active,
       shared_by, created_at)
     select ${idOf('document', `1 + (n * 10) % ${c.documents}`)}, ${customerOf('n', c, 10)}, 'download',
       md5('share-' || n) || md5('token-' || n),
       t.at + interval '30 days', n % 5 <> 0, 'office-1', t.at
     from generate_series(1, ${c.documentShares}) n, lateral (select ${spreadOver('n', c.documentShares, days)} as at) t`,
    `insert into customer_documents (customer_id, document_type, file_name, file_url, file_size, uploaded_by, description, created_at)
     select ${customerOf('n', c, 50)}, ${pick(['certificate', 'invoice', 'survey', 'contract'], 'n')}, 'office-file-' || n || '.pdf',
       ${idOf('file', `${documentFiles} + n`)}, 30000 + n % 90000, 'office-1', 'Filed by the office', t.at
     from generate_series(1, ${officeFiles}) n, lateral (select ${spreadOver('n', officeFiles, days)} as at) t`,
    `insert into client_notifications (customer_id, type, title, message, action_url, is_read, created_at)
     select ${customerOf('n', c)}, ${pick(['reservation', 'invoice', 'document', 'message'], 'n')}, 'Update ' || n,
       'Something changed on your account, notice ' || n,
       '/customer/dashboard', n < ${c.notifications} - 200, t.at
     from generate_series(1, ${c.notifications}) n, lateral (select ${spreadOver('n', c.notifications, days)} as at) t`,
    `insert into client_messages (customer_id, from_admin, subject, message, is_read, sent_by_user_id, created_at)
     select ${customerOf('n', c)}, n % 2 = 0, 'About record ' || n, 'Message body ' || n, n < ${c.clientMessages} - 50,
       case when n % 2 = 0 then ${idOf('user', `1 + n % ${staffCount}`)} end, t.at
     from generate_series(1, ${c.clientMessages}) n, lateral (select ${spreadOver('n', c.clientMessages, days)} as at) t`,
    `insert into client_uploads (customer_id, file_name, original_name, file_path, file_size, mime_type, category, is_processed, created_at)
     select ${customerOf('n', c)}, 'upload-' || n || '.pdf', 'Scan ' || n || '.pdf', ${idOf('file', `${documentFiles + officeFiles} + n`)},
       40000, 'application/pdf', 'insurance', n < ${c.clientUploads} - 20, t.at
     from generate_series(1, ${c.clientUploads}) n, lateral (select ${spreadOver('n', c.clientUploads, days)} as at) t`,
    `insert into audit_log (actor_user_id, actor_name, action, entity_type, entity_id, customer_id, before, after, created_at)
     select ${idOf('user', `1 + n % ${staffCount}`)}, 'office-' || (1 + n % ${staffCount}), ${pick(auditActions, 'n')},
       ${pick(auditEntityTypes, 'n')}, ${idOf('document', `1 + n % ${c.documents}`)}::text,
       case when n % 2 = 0 then ${customerOf('n', c)} end,
       jsonb_build_object('status', 'pending'), jsonb_build_object('status', 'done', 'note', 'entry ' || n), t.at
     from generate_series(1, ${c.auditEntries}) n, lateral (select ${spreadOver('n', c.auditEntries, days)} as at) t`,
    `insert into mail_outbox ("to", subject, text, kind, status, attempts, next_attempt_at, last_error, sent_at, created_at)
     select 'owner' || n || '@fleet' || (n % 900) || '.example', 'Your request ' || n, 'Thank you for your request.',
       ${pick(['lead-notification', 'quote-confirmation', 'reservation-confirmation', 'account-welcome'], 'n')},
       case when n % 10000 = 0 then 'failed' else 'sent' end, 1, t.at, case when n % 10000 = 0 then 'mailbox unavailable' end,
       case when n % 10000 <> 0 then t.at + interval '1 minute' end, t.at
     from generate_series(1, ${c.mailMessages}) n, lateral (select ${spreadOver('n', c.mailMessages, days)} as at) t`,
  ];
}

/** Fills an empty, migrated database with the marina's records at `scale`, then refreshes the planner's statistics. */
export async function seedMarinaDecade(db: Database, scale: number): Promise<DecadeCounts> {
  const counts = countsAt(scale);
  await db.transaction(async (tx) => {
    for (const statement of statements(counts)) await tx.execute(sql.raw(statement));
  });
  await db.execute(sql`analyze`);
  return counts;
}
