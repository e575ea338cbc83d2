// The parts of a customer's one account and the page and tab that hold each (decision 099). The
// account header links to them, and mails and notices send the customer to the part they are about.

export const accountDashboard = { customer: '/customer/dashboard', client: '/client/dashboard' } as const;

type Dashboard = keyof typeof accountDashboard;

interface AccountPart {
  label: string;
  dashboard: Dashboard;
  /** The dashboard tab the part's link opens. */
  tab: string;
  /** Other dashboard tabs that show the same part: Upload Files beside My Files, the client portal's Profile. */
  alsoAt?: readonly (readonly [Dashboard, string])[];
}

export const accountParts = {
  'service-requests': { label: 'Service requests', dashboard: 'customer', tab: 'service-requests' },
  invoices: { label: 'Invoices', dashboard: 'customer', tab: 'invoices' },
  documents: { label: 'Documents', dashboard: 'customer', tab: 'documents' },
  reservations: { label: 'Berth reservations', dashboard: 'customer', tab: 'reservations' },
  vessels: { label: 'Vessels', dashboard: 'customer', tab: 'vessels' },
  messages: { label: 'Messages', dashboard: 'client', tab: 'messages' },
  files: { label: 'Files', dashboard: 'client', tab: 'files', alsoAt: [['client', 'upload']] },
  account: { label: 'Account settings', dashboard: 'customer', tab: 'account', alsoAt: [['client', 'profile']] },
} as const satisfies Record<string, AccountPart>;

export type AccountPartName = keyof typeof accountParts;

export const accountPartNames = Object.keys(accountParts) as AccountPartName[];

/** The site path of a part: its dashboard with the part's tab open. */
export function accountPartPath(name: AccountPartName): string {
  const part = accountParts[name];
  return `${accountDashboard[part.dashboard]}?${new URLSearchParams({ tab: part.tab })}`;
}

/** The part's full address for a mail when the site's public address is known, else its path. */
export function accountPartUrl(name: AccountPartName, siteUrl: URL | undefined): string {
  return siteUrl ? new URL(accountPartPath(name), siteUrl).href : accountPartPath(name);
}

/** The part a dashboard shows with this tab open, if any. */
export function accountPartOf(dashboard: Dashboard, tab: string): AccountPartName | undefined {
  return accountPartNames.find((name) => {
    const part: AccountPart = accountParts[name];
    const places = [[part.dashboard, part.tab] as const, ...(part.alsoAt ?? [])];
    return places.some(([shownOn, shownIn]) => shownOn === dashboard && shownIn === tab);
  });
}
