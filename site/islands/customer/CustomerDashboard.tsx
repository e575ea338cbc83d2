import * as Tabs from '@radix-ui/react-tabs';
import { ClipboardList, FileText, Receipt } from 'lucide-react';
import type { CustomerView } from '#shared/customer-views.ts';
import { QueryProvider } from '#site/lib/query-provider.tsx';
import { AccountSettingsTab } from './AccountSettingsTab.tsx';
import { Counters } from '#site/islands/ui/Counters.tsx';
import { tabNamed, tabOfQuery, useAddressTab } from '#site/islands/portal/tab-address.ts';
import { TabLink } from '#site/islands/portal/TabLink.tsx';
import { tabListClass, tabPanelClass } from '#site/islands/portal/tabs-look.ts';
import { DocumentsTab } from './DocumentsTab.tsx';
import { InvoicesTab } from './InvoicesTab.tsx';
import { ReservationsTab } from './ReservationsTab.tsx';
import { ServiceRequestsTab } from './ServiceRequestsTab.tsx';
import { VesselsTab } from './VesselsTab.tsx';
import { useCounts } from './use-customer-lists.ts';

interface CustomerDashboardProps {
  /** The signed-in customer, as the page's server render knew them. */
  customer: CustomerView;
  /** The page address's query, whose `tab` names the tab to open (Service Requests by default). */
  search: string;
}

/** `/customer/dashboard`: the counters, then the customer's records in tabs. */
export default function CustomerDashboard(props: CustomerDashboardProps) {
  return (
    <QueryProvider>
      <Dashboard {...props} />
    </QueryProvider>
  );
}

const tabNames = ['service-requests', 'invoices', 'documents', 'reservations', 'vessels', 'account'] as const;
const tabLabels: Record<(typeof tabNames)[number], string> = {
  'service-requests': 'Service Requests',
  invoices: 'Invoices',
  documents: 'Documents',
  reservations: 'Berth Reservations',
  vessels: 'Vessels',
  account: 'Account Settings',
};

function Dashboard({ customer, search }: CustomerDashboardProps) {
  const [tab, choose] = useAddressTab(tabOfQuery(tabNames, search));
  // The counters are counted by the server over the whole lists; each tab reads its own list a page at a time.
  const counts = useCounts();

  return (
    <div className="grid gap-8">
      <Counters
        counters={[
          { label: 'Active Projects', icon: ClipboardList, value: counts.data?.activeProjects },
          { label: 'Pending Invoices', icon: Receipt, value: counts.data?.pendingInvoices },
          { label: 'Documents', icon: FileText, value: counts.data?.documents },
        ]}
      />
      <Tabs.Root
        value={tab}
        onValueChange={(value) => choose(tabNamed(tabNames, value))}
        className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-navy-900/10 sm:p-6"
      >
        <Tabs.List aria-label="Your account" className={tabListClass}>
          {tabNames.map((name) => (
            <TabLink key={name} value={name}>
              {tabLabels[name]}
            </TabLink>
          ))}
        </Tabs.List>
        <Tabs.Content value="service-requests" className={tabPanelClass}>
          <ServiceRequestsTab />
        </Tabs.Content>
        <Tabs.Content value="invoices" className={tabPanelClass}>
          <InvoicesTab />
        </Tabs.Content>
        <Tabs.Content value="documents" className={tabPanelClass}>
          <DocumentsTab />
        </Tabs.Content>
        <Tabs.Content value="reservations" className={tabPanelClass}>
          <ReservationsTab />
        </Tabs.Content>
        <Tabs.Content value="vessels" className={tabPanelClass}>
          <VesselsTab />
        </Tabs.Content>
        <Tabs.Content value="account" className={tabPanelClass}>
          <AccountSettingsTab customer={customer} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
