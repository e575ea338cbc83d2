import { asc, eq } from 'drizzle-orm';
import { allClearStage } from '#shared/schemas/storm-stage.ts';
import type { StormSeasonStage } from '#shared/storm-season.ts';
import { hashToken, newToken } from '#api/auth/tokens.ts';
import { berthReservations, berths, mailOutbox, stormNotices, stormNoticeVessels, type StormStageChange } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { notifyCustomers, type CustomerNotice } from '#api/services/notifications/notify-customer.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import { stageHeadline, stormNoticeMail, type NoticeStay } from './storm-notice-mail.ts';
import { stormAnswerLink } from './storm-answer-link.ts';
import { staysInNoticeWindow } from './stay-window.ts';

interface TenantStays {
  tenantKey: string;
  customerId: string | null;
  email: string;
  name: string;
  stays: (NoticeStay & { reservationId: string })[];
}

// Rows per statement: far below PostgreSQL's limit on bound values, however many tenants there are.
const batchSize = 500;

const batches = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / batchSize) }, (_, index) => items.slice(index * batchSize, (index + 1) * batchSize));

/** The tenants with a stay in the coming week, each with their stays: an account's, or an email's without one. */
async function tenantsInWindow(ctx: ServiceContext): Promise<TenantStays[]> {
  const rows = await ctx.db
    .select({
      reservationId: berthReservations.id,
      reservationNumber: berthReservations.reservationNumber,
      vesselName: berthReservations.vesselName,
      berthName: berths.name,
      customerId: berthReservations.customerId,
      email: berthReservations.contactEmail,
      name: berthReservations.contactName,
    })
    .from(berthReservations)
    .innerJoin(berths, eq(berths.id, berthReservations.berthId))
    .where(staysInNoticeWindow(ctx.clock.now()))
    .orderBy(asc(berthReservations.arrivalDate), asc(berthReservations.reservationNumber));
  const tenants = new Map<string, TenantStays>();
  for (const { customerId, email, name, ...stay } of rows) {
    const tenantKey = customerId ?? email.toLowerCase();
    const tenant = tenants.get(tenantKey) ?? { tenantKey, customerId, email, name, stays: [] };
    tenant.stays.push(stay);
    tenants.set(tenantKey, tenant);
  }
  return [...tenants.values()];
}

/**
 * Tells every tenant with a stay in the coming week that a stage was entered: a notice of their own
 * with a one-use answer link (none for all clear), a mail through the outbox and a portal
 * notification, all in the caller's transaction, so the stage and its messages stand or fall
 * together and the outbox, not this request, does the sending. Answers how many tenants were told.
 */
export async function noticeTenants(
  ctx: ServiceContext,
  { change, stage }: { change: StormStageChange; stage: StormSeasonStage },
): Promise<number> {
  const tenants = await tenantsInWindow(ctx);
  const asksAnswer = stage.key !== allClearStage;
  const office = marinaOffice();
  const headline = stageHeadline(stage, change.stormName);
  for (const batch of batches(tenants)) {
    const tokens = batch.map(() => (asksAnswer ? newToken() : null));
    const notices = await ctx.db
      .insert(stormNotices)
      .values(
        batch.map((tenant, index) => {
          const token = tokens[index];
          return {
            changeId: change.id,
            tenantKey: tenant.tenantKey,
            customerId: tenant.customerId,
            email: tenant.email,
            name: tenant.name,
            tokenHash: token ? hashToken(token) : null,
            createdAt: ctx.clock.now(),
          };
        }),
      )
      .returning({ id: stormNotices.id, tenantKey: stormNotices.tenantKey });
    const noticeOf = new Map(notices.map(({ id, tenantKey }) => [tenantKey, id]));
    await ctx.db.insert(stormNoticeVessels).values(
      batch.flatMap((tenant) => {
        const noticeId = noticeOf.get(tenant.tenantKey);
        if (!noticeId) throw new Error(`the storm notice of tenant ${tenant.tenantKey} was not stored`);
        return tenant.stays.map(({ reservationId }) => ({ noticeId, reservationId }));
      }),
    );
    await ctx.db.insert(mailOutbox).values(
      batch.map((tenant, index) => {
        const token = tokens[index];
        const answerUrl = token ? stormAnswerLink(ctx.mail.siteUrl, token) : null;
        const mail = stormNoticeMail(
          { tenantName: tenant.name, stage, stormName: change.stormName, note: change.note, stays: tenant.stays, answerUrl },
          office,
        );
        return { to: tenant.email, kind: 'storm-notice' as const, ...mail };
      }),
    );
    const portalNotices: CustomerNotice[] = [];
    batch.forEach((tenant, index) => {
      const token = tokens[index];
      if (!tenant.customerId) return;
      portalNotices.push({
        customerId: tenant.customerId,
        type: 'storm-notice',
        title: headline,
        message: token
          ? `${stage.meaning} Tell the harbor office what you will do with ${tenant.stays.map(({ vesselName }) => vesselName).join(', ')}.`
          : stage.meaning,
        actionUrl: token ? `/storm-answer?token=${token}` : '/hurricane',
      });
    });
    await notifyCustomers(ctx, portalNotices);
  }
  return tenants.length;
}
