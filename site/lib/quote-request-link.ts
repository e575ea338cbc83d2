/** The quote form with a service already named: the "Request Quote" link of that service's page. */
export function quoteRequestHref(serviceId: string): string {
  return `/quote-request?${new URLSearchParams({ service: serviceId })}`;
}
