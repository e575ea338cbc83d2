import type { Page } from './pages.ts';

/** Who a page is measured as: the user it is made for. */
type Actor = 'visitor' | 'customer' | 'staff' | 'checkout holder';

/** An app page as its user sees it: `cookie` is the session the browser sends with every request. */
export interface AppPage extends Page {
  actor: Actor;
  cookie: string | undefined;
}

// The demo accounts of a server started with DEMO_DATA=1 (api/demo/demo-data.ts, api/services/admin-users/demo-staff.ts).
const demoCustomer = { email: 'demo@example.com', password: 'Fourchon-Demo-1' };
const demoStaff = { username: 'office-demo', password: 'Larose-Office-Demo-1' };

/**
 * The app pages (spec part 2): the portals' sign-in pages as a visitor sees them, the dashboards as
 * the demo customer, every admin tab as the demo staff, the document library as each of its three
 * audiences, and the checkout of a live hold as its holder.
 */
const appPages: { path: string; actor: Actor }[] = [
  { path: '/customer/login', actor: 'visitor' },
  { path: '/customer/forgot-password', actor: 'visitor' },
  { path: '/client', actor: 'visitor' },
  { path: '/admin/login', actor: 'visitor' },
  { path: '/documents', actor: 'visitor' },
  { path: '/customer/dashboard', actor: 'customer' },
  { path: '/client/dashboard', actor: 'customer' },
  { path: '/documents', actor: 'customer' },
  { path: '/admin', actor: 'staff' },
  { path: '/admin?tab=clients', actor: 'staff' },
  { path: '/admin?tab=leads', actor: 'staff' },
  { path: '/admin?tab=reservations', actor: 'staff' },
  { path: '/admin?tab=audit', actor: 'staff' },
  { path: '/admin/test', actor: 'staff' },
  { path: '/documents', actor: 'staff' },
  { path: '/berth-checkout', actor: 'checkout holder' },
];

/** `name=value` pairs of an answer's Set-Cookie headers, as a Cookie header. */
function cookieOf(response: Response): string {
  const pairs = response.headers.getSetCookie().map((header) => header.split(';')[0]?.trim() ?? '');
  return pairs.filter(Boolean).join('; ');
}

async function postJson(origin: string, path: string, body: unknown): Promise<Response> {
  // State-changing calls carry the site's Origin, as the browser sends it.
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`POST ${path} answered HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response;
}

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** Holds a free berth for a week four weeks out, through the API as a visitor would: the hold's checkout cookie and its id. */
async function holdBerth(origin: string): Promise<{ cookie: string; reservationId: string }> {
  const berths = (await (await fetch(`${origin}/api/berths`)).json()) as { id: string; status: string; length: number; maxDraft: number }[];
  const berth = berths.find((candidate) => candidate.status === 'available' && candidate.length >= 120 && candidate.maxDraft >= 12);
  if (!berth) throw new Error('no available berth for a 120 ft vessel to hold for the checkout page');
  const arrival = new Date(Date.now() + 28 * 86_400_000);
  const response = await postJson(origin, '/api/berth-reservations', {
    berthId: berth.id,
    vesselName: 'M/V Audit Tide',
    vesselLength: 120,
    vesselBeam: 32,
    vesselDraft: 12,
    contactName: 'Renee Guidry',
    contactEmail: 'renee@guidryoffshore.example',
    contactPhone: '(985) 555-0110',
    company: 'Guidry Offshore LLC',
    arrivalDate: isoDay(arrival),
    departureDate: isoDay(new Date(arrival.getTime() + 7 * 86_400_000)),
    purpose: 'crew-change',
  });
  const { id } = (await response.json()) as { id: string };
  return { cookie: cookieOf(response), reservationId: id };
}

/** Signs each actor in once through the API and lists the app pages with their URL and the cookie to send. */
export async function listAppPages(origin: string): Promise<AppPage[]> {
  const customerCookie = cookieOf(await postJson(origin, '/api/customers/login', demoCustomer));
  const staffCookie = cookieOf(await postJson(origin, '/api/auth/login', demoStaff));
  const hold = await holdBerth(origin);
  const cookies: Record<Actor, string | undefined> = {
    visitor: undefined,
    customer: customerCookie,
    staff: staffCookie,
    'checkout holder': hold.cookie,
  };
  return appPages.map(({ path, actor }) => {
    const address = actor === 'checkout holder' ? `${path}?reservationId=${encodeURIComponent(hold.reservationId)}` : path;
    return { path: `${path} (${actor})`, url: new URL(address, origin).href, file: undefined, actor, cookie: cookies[actor] };
  });
}
