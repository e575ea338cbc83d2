import { z } from 'zod';

/** `POST /api/customer/haul-out-priority`: the stay whose vessel is to go first on the haul-out list this season. */
export const buyHaulPrioritySchema = z.object({ reservationId: z.uuid('Choose a reservation') });

export type BuyHaulPriorityBody = z.infer<typeof buyHaulPrioritySchema>;
