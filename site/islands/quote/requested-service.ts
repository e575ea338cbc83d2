/** A service as the quote form knows it: the slug in its address and the title on its page. */
export interface QuotableService {
  slug: string;
  title: string;
}

/**
 * The service a visitor came from, named by `?service=<slug>` (a service page's "Request Quote").
 * An unknown or missing slug names none, and the form starts blank as usual.
 */
export function requestedService(search: string, services: readonly QuotableService[]): QuotableService | undefined {
  const slug = new URLSearchParams(search).get('service');
  return services.find((service) => service.slug === slug);
}

/** Longest description carried in an address; the quote form's own limit still applies when it is sent. */
const maxCarriedDescription = 5000;

/**
 * The project description a visitor typed into Smart Service Matching, carried by `&description=` from a
 * match's "Request a Quote" so it need not be typed twice (decision 096); undefined when none.
 */
export function requestedDescription(search: string): string | undefined {
  const description = new URLSearchParams(search).get('description')?.trim().slice(0, maxCarriedDescription);
  return description || undefined;
}
