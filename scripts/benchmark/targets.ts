import type { LoadTarget } from './load.ts';

// A valid request of shared/schemas/quote.ts; each one stores a quote and queues its two mails. Each
// comes from its own address, as real visitors do: one address gets one confirmation an hour, and
// its quotes take their turn on that count (decision 082).
const quoteBody = JSON.stringify({
  contactName: 'Benchmark Contact',
  contactEmail: 'benchmark-[<id>]@example.com',
  company: 'Benchmark Shipping',
  projectTitle: 'Hull repaint',
  projectDescription: 'Repaint the hull of a 40 m supply vessel before the season starts.',
  priority: 'standard',
});

const pageHeaders = { 'accept-encoding': 'br, gzip' };

// A stay a month ahead: always bookable, never in the past.
function stayDates(): { arrival: string; departure: string } {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return { arrival: day(30), departure: day(33) };
}

export const bareTarget = (bareOrigin: string): LoadTarget => ({
  name: 'bare',
  method: 'GET',
  url: `${bareOrigin}/bare`,
  expectedStatus: 200,
});

export function quoteTarget(origin: string, name: string): LoadTarget {
  return {
    name,
    method: 'POST',
    url: `${origin}/api/quotes`,
    headers: { origin, 'content-type': 'application/json' },
    body: quoteBody,
    uniqueBodies: true,
    expectedStatus: 201,
  };
}

export function pageTargets(origin: string, etag: string | undefined): LoadTarget[] {
  return [
    { name: 'page', method: 'GET', url: `${origin}/`, headers: pageHeaders, expectedStatus: 200 },
    // Without an ETag there is nothing to revalidate: every answer is a 200, counted as unexpected.
    {
      name: 'pageNotModified',
      method: 'GET',
      url: `${origin}/`,
      headers: { ...pageHeaders, 'if-none-match': etag ?? '"none"' },
      expectedStatus: 304,
    },
  ];
}

export function berthTargets(origin: string): LoadTarget[] {
  const { arrival, departure } = stayDates();
  return [
    { name: 'berths', method: 'GET', url: `${origin}/api/berths`, expectedStatus: 200 },
    { name: 'berthsDates', method: 'GET', url: `${origin}/api/berths?arrival=${arrival}&departure=${departure}`, expectedStatus: 200 },
  ];
}

export interface Cookies {
  customer: string;
  staff: string;
}

// Fewer connections than the throughput runs: these measure how long a reader waits, and the
// load generator shares the machine's two cores with the server.
const readerConnections = 8;
const writerConnections = 8;

/** Each reader measured idle and again while quotes are written, so its two p99s can be compared. */
export function readsDuringWritesTargets(origin: string, cookies: Cookies): LoadTarget[] {
  const writes = { ...quoteTarget(origin, 'quoteWrites'), connections: writerConnections };
  const readers: LoadTarget[] = [
    { name: 'pageRead', method: 'GET', url: `${origin}/about`, headers: pageHeaders, expectedStatus: 200 },
    {
      name: 'invoicesRead',
      method: 'GET',
      url: `${origin}/api/customer/invoices`,
      headers: { cookie: cookies.customer },
      expectedStatus: 200,
    },
    { name: 'clientsRead', method: 'GET', url: `${origin}/api/admin/clients`, headers: { cookie: cookies.staff }, expectedStatus: 200 },
  ];
  return readers.flatMap((reader) => [
    { ...reader, connections: readerConnections },
    { ...reader, name: `${reader.name}UnderWrites`, connections: readerConnections, during: writes },
  ]);
}
