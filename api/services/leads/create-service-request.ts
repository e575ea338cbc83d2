import { mailOutbox, serviceRequests } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import type { ServiceRequestCreated } from '#shared/lead-views.ts';
import type { ServiceRequestBody } from '#shared/schemas/service-request.ts';
import { filledHoneypot } from './honeypot.ts';
import { serviceRequestNotification } from './lead-mail.ts';

/**
 * Stores a contact or scheduling request, the signed-in customer's if there is one, and queues the
 * staff notification with it.
 */
export async function createServiceRequest(ctx: ServiceContext, input: ServiceRequestBody): Promise<ServiceRequestCreated> {
  const source = input.source ?? 'contact';
  if (filledHoneypot(input)) return { id: crypto.randomUUID(), status: 'pending', createdAt: ctx.clock.now().toISOString(), source };

  return ctx.db.transaction(async (tx) => {
    const [request] = await tx
      .insert(serviceRequests)
      .values({
        source,
        firstName: input.firstName,
        lastName: input.lastName,
        company: input.company,
        email: input.email,
        phone: input.phone ?? null,
        serviceType: input.serviceType,
        urgency: input.urgency,
        projectDetails: input.projectDetails,
        ...(input.source === 'schedule' && {
          preferredDate: input.preferredDate ?? null,
          preferredTime: input.preferredTime ?? null,
          duration: input.duration ?? null,
          location: input.location ?? null,
        }),
        customerId: ctx.actor.customer?.customerId ?? null,
        firstTouch: input.attribution?.firstTouch ?? null,
        lastTouch: input.attribution?.lastTouch ?? null,
      })
      .returning();
    if (!request) throw new Error('service request insert returned no row');
    await tx.insert(mailOutbox).values({ to: ctx.mail.leadsEmail, kind: 'lead-notification', ...serviceRequestNotification(request) });
    return { id: request.id, status: request.status, createdAt: request.createdAt.toISOString(), source: request.source };
  });
}
