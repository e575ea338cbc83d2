import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, expect, test } from 'vitest';
import { auditLog, quotes, serviceRequests } from '#api/db/schema/index.ts';
import { createTestApp } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { minimalContactForm, minimalQuoteForm } from './lead-fixtures.ts';

// Migration 0019 gives leads moved on from pending without an answer time one (decision 086).
const migration = new URL('../../api/db/migrations/0019_lead_answer_times_backfill.sql', import.meta.url);

let harness: Awaited<ReturnType<typeof createTestApp>>;

const start = new Date('2026-11-01T15:00:00.000Z');
const hours = (count: number) => new Date(start.getTime() + count * 3_600_000);

beforeEach(async () => {
  harness = await createTestApp();
  await resetDatabase(harness.db);
});

async function runBackfill(): Promise<void> {
  const statements = (await readFile(migration, 'utf8')).split('--> statement-breakpoint');
  for (const statement of statements) await harness.db.execute(sql.raw(statement));
}

async function serviceRequest(values: Partial<typeof serviceRequests.$inferInsert>): Promise<string> {
  const [row] = await harness.db
    .insert(serviceRequests)
    .values({ ...minimalContactForm, createdAt: start, updatedAt: start, ...values })
    .returning({ id: serviceRequests.id });
  if (!row) throw new Error('service request not inserted');
  return row.id;
}

const answeredAt = async (id: string) =>
  (await harness.db.select().from(serviceRequests).where(eq(serviceRequests.id, id)))[0]?.firstResponseAt;

function audited(entityId: string, after: Record<string, unknown>, at: Date, entityType = 'service-request') {
  return harness.db
    .insert(auditLog)
    .values({ actorName: 'office-demo', action: 'lead.updated', entityType, entityId, after, createdAt: at });
}

test('an answer time comes from the first new status or note in the audit history', async () => {
  const id = await serviceRequest({ status: 'completed', completedAt: hours(30), updatedAt: hours(30) });
  await audited(id, { assignedTo: 'Rene' }, hours(1));
  await audited(id, { internalNotes: 'Called back.' }, hours(3));
  await audited(id, { status: 'completed' }, hours(30));
  await runBackfill();
  expect(await answeredAt(id)).toEqual(hours(3));
});

test('without history, a lead moved on is answered by its completion, approval or last change', async () => {
  const completed = await serviceRequest({ status: 'completed', completedAt: hours(20), updatedAt: hours(96) });
  const inProgress = await serviceRequest({ status: 'in-progress', updatedAt: hours(5) });
  const [quote] = await harness.db
    .insert(quotes)
    .values({ ...minimalQuoteForm, status: 'approved', createdAt: start, approvedAt: hours(7), updatedAt: hours(9) })
    .returning({ id: quotes.id });
  await runBackfill();
  expect(await answeredAt(completed)).toEqual(hours(20));
  expect(await answeredAt(inProgress)).toEqual(hours(5));
  const [quoteRow] = await harness.db
    .select()
    .from(quotes)
    .where(eq(quotes.id, quote?.id ?? ''));
  expect(quoteRow?.firstResponseAt).toEqual(hours(7));
});

test('a pending lead keeps waiting, and a recorded answer time never moves', async () => {
  const pending = await serviceRequest({ updatedAt: hours(4) });
  await audited(pending, { assignedTo: 'Rene' }, hours(2));
  const answered = await serviceRequest({ status: 'completed', firstResponseAt: hours(1), updatedAt: hours(50) });
  await audited(answered, { status: 'completed' }, hours(50));
  await runBackfill();
  expect(await answeredAt(pending)).toBeNull();
  expect(await answeredAt(answered)).toEqual(hours(1));
});
