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
