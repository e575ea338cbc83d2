import * as Tabs from '@radix-ui/react-tabs';
import { FileCheck2, FileUp, FolderOpen, MessageSquare, Upload, UserRound } from 'lucide-react';
import { lazy } from 'react';
import type { CustomerView } from '#shared/customer-views.ts';
import { QueryProvider } from '#site/lib/query-provider.tsx';
import { Counters } from '#site/islands/ui/Counters.tsx';
import { LoadedInBrowser } from '#site/islands/checkout/LoadedInBrowser.tsx';
import { tabNamed, tabOfQuery, useAddressTab } from '#site/islands/portal/tab-address.ts';
import { TabLink } from '#site/islands/portal/TabLink.tsx';
import { tabListClass, tabPanelClass } from '#site/islands/portal/tabs-look.ts';
import { MessagesTab } from './MessagesTab.tsx';
import { useCounts } from './use-portal-data.ts';

interface ClientDashboardProps {
  /** The signed-in customer, as the server learned it for this page. */
  customer: CustomerView;
  supportEmail: string;
  /** The page address's query, whose `tab` names the tab to open (Messages by default). */
  search: string;
}

const iconClass = 'size-5 shrink-0';

// The dashboard opens on Messages; the other tabs' code loads when first chosen (Radix mounts only the
// open panel), which keeps the upload form's checks out of the first load.
const tabNames = ['messages', 'upload', 'files', 'profile'] as const;
const UploadTab = lazy(() => import('./UploadTab.tsx').then((module) => ({ default: module.UploadTab })));
const FilesTab = lazy(() => import('./FilesTab.tsx').then((module) => ({ default: module.FilesTab })));
const ProfileTab = lazy(() => import('./ProfileTab.tsx').then((module) => ({ default: module.ProfileTab })));

/** `/client/dashboard`: the counters and the Messages, Upload Files, My Files and Profile tabs. */
export default function ClientDashboard(props: ClientDashboardProps) {
  return (
    <QueryProvider>
      <Dashboard {...props} />
    </QueryProvider>
  );
}

function Dashboard({ customer, supportEmail, search }: ClientDashboardProps) {
  const [tab, choose] = useAddressTab(tabOfQuery(tabNames, search));
  // Counted by the server over the whole lists, which the tabs read a page at a time.
  const counts = useCounts().data;

  return (
    <>
      <Counters
        counters={[
          { label: 'Messages', icon: MessageSquare, value: counts?.messages },
          { label: 'Uploads', icon: FileUp, value: counts?.uploads },
          { label: 'Processed uploads', icon: FileCheck2, value: counts?.processedUploads },
        ]}
      />
      <Tabs.Root value={tab} onValueChange={(value) => choose(tabNamed(tabNames, value))} className="mt-10">
        <Tabs.List aria-label="Client dashboard" className={tabListClass}>
          <TabLink value="messages">
            <MessageSquare aria-hidden="true" className={iconClass} />
            Messages
          </TabLink>
          <TabLink value="upload">
            <Upload aria-hidden="true" className={iconClass} />
            Upload Files
          </TabLink>
          <TabLink value="files">
            <FolderOpen aria-hidden="true" className={iconClass} />
            My Files
          </TabLink>
          <TabLink value="profile">
            <UserRound aria-hidden="true" className={iconClass} />
            Profile
          </TabLink>
        </Tabs.List>
        <Tabs.Content value="messages" className={tabPanelClass}>
          <MessagesTab />
        </Tabs.Content>
        <Tabs.Content value="upload" className={tabPanelClass}>
          <LoadedInBrowser>
            <UploadTab />
          </LoadedInBrowser>
        </Tabs.Content>
        <Tabs.Content value="files" className={tabPanelClass}>
          <LoadedInBrowser>
            <FilesTab />
          </LoadedInBrowser>
        </Tabs.Content>
        <Tabs.Content value="profile" className={tabPanelClass}>
          <LoadedInBrowser>
            <ProfileTab customer={customer} supportEmail={supportEmail} />
          </LoadedInBrowser>
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
