import type { CustomerNotificationsAnswer, CustomerNotificationView } from '#shared/admin-client-views.ts';
import { and, count, desc, eq } from 'drizzle-orm';
import { clientNotifications, type ClientNotification } from '#api/db/schema/index.ts';
import { notFound } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { signedInCustomerId } from '#api/services/customer-area/signed-in-customer.ts';

/** The bell shows the latest notices; the unread count covers them all. */
const shownNotifications = 50;

function toNotificationView(notification: ClientNotification): CustomerNotificationView {
  return {
    id: notification.id,
    type: notification.type,
    title: notification.title,
    message: notification.message,
    actionUrl: notification.actionUrl,
    isRead: notification.isRead,
    createdAt: notification.createdAt.toISOString(),
  };
}

/** The caller's latest notifications, newest first, with how many are unread. */
export async function listCustomerNotifications(ctx: ServiceContext): Promise<CustomerNotificationsAnswer> {
  const customerId = signedInCustomerId(ctx);
  const [rows, [unread]] = await Promise.all([
    ctx.db
      .select()
      .from(clientNotifications)
      .where(eq(clientNotifications.customerId, customerId))
      .orderBy(desc(clientNotifications.createdAt), desc(clientNotifications.id))
      .limit(shownNotifications),
    ctx.db
      .select({ value: count() })
      .from(clientNotifications)
      .where(and(eq(clientNotifications.customerId, customerId), eq(clientNotifications.isRead, false))),
  ]);
  return { notifications: rows.map(toNotificationView), unreadCount: unread?.value ?? 0 };
}

/** Marks one of the caller's notifications read; another customer's is not found. */
export async function markNotificationRead(ctx: ServiceContext, id: string): Promise<CustomerNotificationView> {
  const [notification] = await ctx.db
    .update(clientNotifications)
    .set({ isRead: true })
    .where(and(eq(clientNotifications.id, id), eq(clientNotifications.customerId, signedInCustomerId(ctx))))
    .returning();
  if (!notification) throw notFound('Notification not found');
  return toNotificationView(notification);
}

/** Marks every notification of the caller read; answers how many were unread. */
export async function markAllNotificationsRead(ctx: ServiceContext): Promise<number> {
  const marked = await ctx.db
    .update(clientNotifications)
    .set({ isRead: true })
    .where(and(eq(clientNotifications.customerId, signedInCustomerId(ctx)), eq(clientNotifications.isRead, false)))
    .returning({ id: clientNotifications.id });
  return marked.length;
}
