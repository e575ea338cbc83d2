import type { Database } from '../../db/client.ts';
import { mailOutbox, serviceRequests, type ServiceRequestSource } from '../../db/schema/index.ts';
import type { MailConfig } from '../../env.ts';
import type { ServiceRequestBody } from '#shared/schemas/service-request.ts';
import { filledHoneypot } from './honeypot.ts';
import { serviceRequestNotification } from './lead-mail.ts';

export interface CreatedServiceRequest {
  id: string;
  status: string;
  createdAt: Date;
  source: ServiceRequestSource;
}

/** Stores a contact or scheduling request and queues the staff notification with it. */
export async function createServiceRequest(
  db: Database,
  input: ServiceRequestBody,
  { leadsEmail }: Pick<MailConfig, 'leadsEmail'>,
): Promise<CreatedServiceRequest> {
  const source = input.source ?? 'contact';
  if (filledHoneypot(input)) return { id: crypto.randomUUID(), status: 'pending', createdAt: new Date(), source };

  return db.transaction(async (tx) => {
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
        firstTouch: input.attribution?.firstTouch ?? null,
        lastTouch: input.attribution?.lastTouch ?? null,
      })
      .returning();
    if (!request) throw new Error('service request insert returned no row');
    await tx.insert(mailOutbox).values({ to: leadsEmail, kind: 'lead-notification', ...serviceRequestNotification(request) });
    return { id: request.id, status: request.status, createdAt: request.createdAt, source: request.source };
  });
}
