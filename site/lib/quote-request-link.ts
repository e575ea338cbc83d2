/**
 * The quote form with a service already named: the "Request Quote" link of that service's page, and of a
 * Smart Service Matching result, which also carries the description the visitor typed (decision 096).
 */
export function quoteRequestHref(serviceId: string, description?: string): string {
  return `/quote-request?${new URLSearchParams({ service: serviceId, ...(description ? { description } : {}) })}`;
}
