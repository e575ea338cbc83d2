import { apiRequest, getJson } from '#shared/api-client.ts';
import type { CustomerInvoice } from '#shared/customer-views.ts';
import type { HaulPriorityView } from '#shared/haul-priority-views.ts';
import type { BuyHaulPriorityBody } from '#shared/schemas/haul-out-priority.ts';

export const haulPriorityKey = ['customer', 'haul-out-priority'] as const;

/** The fee, the season it is for and the customer's stays in it, each with its priority. */
export const readHaulPriority = (signal?: AbortSignal) => getJson<HaulPriorityView>('/api/customer/haul-out-priority', { signal });

/** The invoice for a stay's priority: made on the first ask, the same one on every later ask. */
export async function buyHaulPriority(body: BuyHaulPriorityBody): Promise<CustomerInvoice> {
  return (await apiRequest<{ invoice: CustomerInvoice }>('POST', '/api/customer/haul-out-priority', body)).invoice;
}
