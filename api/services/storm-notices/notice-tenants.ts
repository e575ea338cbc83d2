import { asc, eq } from 'drizzle-orm';
import { allClearStage } from '#shared/schemas/storm-stage.ts';
import type { StormSeasonStage } from '#shared/storm-season.ts';
import { hashToken, newToken } from '#api/auth/tokens.ts';
import { berthReservations, berths, mailOutbox, stormNotices, stormNoticeVessels, type StormStageChange } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { haulPlannedVessels } from '#api/services/haul-outs/planned-haul-outs.ts';
import { notifyCustomers, type CustomerNotice } from '#api/services/notifications/notify-customer.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import { currentPlanSeason } from '#api/services/storm-plans/plan-facts.ts';
import { plansOnFile } from '#api/services/storm-plans/plans-on-file.ts';
import { stageHeadline, stormNoticeMail, type NoticePlan, type NoticeStay } from './storm-notice-mail.ts';
import { stormAnswerLink } from './storm-answer-link.ts';
import { staysInNoticeWindow } from './stay-window.ts';

interface TenantStays {
  tenantKey: string;
  customerId: string | null;
  email: string;
  name: string;
  stays: (NoticeStay & { reservationId: string })[];
  /** The tenant's signed storm plans for the season, whether or not the vessel has a stay this week. */
  plans: NoticePlan[];
}

// Rows per statement: far below PostgreSQL's limit on bound values, however many tenants there are.
const batchSize = 500;

const batches = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / batchSize) }, (_, index) => items.slice(index * batchSize, (index + 1) * batchSize));

/**
 * The tenants to tell: everyone with a stay in the coming week (an account, or an email without
 * one), with their stays, and every customer with a storm plan on file for the season, with their
 * plans; a customer who is both is one tenant.
 */
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
    const tenant = tenants.get(tenantKey) ?? { tenantKey, customerId, email, name, stays: [], plans: [] };
    tenant.stays.push(stay);
    tenants.set(tenantKey, tenant);
  }
  for (const { customerId, email, name, ...plan } of await plansOnFile(ctx.db, currentPlanSeason(ctx.clock.now()))) {
    const tenant = tenants.get(customerId) ?? { tenantKey: customerId, customerId, email, name, stays: [], plans: [] };
    tenant.plans.push(plan);
    tenants.set(customerId, tenant);
  }
  return [...tenants.values()];
}

/**
 * Tells every tenant with a stay in the coming week or a storm plan on file that a stage was entered: a notice of their own
 * with a one-use answer link (none for all clear), a mail through the outbox and a portal
 * notification, all in the caller's transaction, so the stage and its messages stand or fall
 * together and the outbox, not this request, does the sending. A stage that asks also puts the
 * vessels whose plan says haul out on the haul-out list. Answers how many tenants were told.
 */
export async function noticeTenants(
  ctx: ServiceContext,
  { change, stage }: { change: StormStageChange; stage: StormSeasonStage },
): Promise<number> {
  const tenants = await tenantsInWindow(ctx);
  const asksAnswer = stage.key !== allClearStage;
  const office = marinaOffice();
  const headline = stageHeadline(stage, change.stormName);
  if (asksAnswer) await haulPlannedVessels(ctx.db, { change, now: ctx.clock.now(), seasonYear: currentPlanSeason(ctx.clock.now()) });
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
    const noticeVessels = batch.flatMap((tenant) => {
      const noticeId = noticeOf.get(tenant.tenantKey);
      if (!noticeId) throw new Error(`the storm notice of tenant ${tenant.tenantKey} was not stored`);
      return tenant.stays.map(({ reservationId }) => ({ noticeId, reservationId }));
    });
    // A batch of plan holders alone has no stays to ask about.
    if (noticeVessels.length > 0) await ctx.db.insert(stormNoticeVessels).values(noticeVessels);
    await ctx.db.insert(mailOutbox).values(
      batch.map((tenant, index) => {
        const token = tokens[index];
        const answerUrl = token ? stormAnswerLink(ctx.mail.siteUrl, token) : null;
        const mail = stormNoticeMail(
          {
            tenantName: tenant.name,
            stage,
            stormName: change.stormName,
            note: change.note,
            stays: tenant.stays,
            plans: tenant.plans,
            answerUrl,
          },
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
          ? `${stage.meaning} Tell the harbor office what you will do with ${[...new Set([...tenant.stays, ...tenant.plans].map(({ vesselName }) => vesselName))].join(', ')}.`
          : stage.meaning,
        actionUrl: token ? `/storm-answer?token=${token}` : '/hurricane',
      });
    });
    await notifyCustomers(ctx, portalNotices);
  }
  return tenants.length;
}
