import * as Tabs from '@radix-ui/react-tabs';
import { FileCheck2, FileUp, FolderOpen, MessageSquare, Upload, UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { CustomerView } from '#shared/customer-views.ts';
import { QueryProvider } from '#site/lib/query-provider.tsx';
import { Counters } from '#site/islands/portal/Counters.tsx';
import { tabListClass, tabPanelClass, tabTriggerClass } from '#site/islands/portal/tabs-look.ts';
import { uploadCounts } from './dashboard-counts.ts';
import { MessagesTab } from './MessagesTab.tsx';
import { useMessages, useUploads } from './use-portal-data.ts';

interface ClientDashboardProps {
  /** The signed-in customer, as the server learned it for this page. */
  customer: CustomerView;
  supportEmail: string;
}

const iconClass = 'size-5 shrink-0';

// The dashboard opens on Messages; the other tabs load when first chosen (Radix mounts only the open
// panel, so they never render on the server), which keeps the upload form's checks out of the first load.
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

function Dashboard({ customer, supportEmail }: ClientDashboardProps) {
  // The counters read the same queries as the tabs.
  const messages = useMessages();
  const uploads = useUploads();
  const counts = uploads.data && uploadCounts(uploads.data);

  return (
    <>
      <Counters
        counters={[
          { label: 'Messages', icon: MessageSquare, value: messages.data?.length },
          { label: 'Uploads', icon: FileUp, value: counts?.uploads },
          { label: 'Processed uploads', icon: FileCheck2, value: counts?.processed },
        ]}
      />
      <Tabs.Root defaultValue="messages" className="mt-10">
        <Tabs.List aria-label="Client dashboard" className={tabListClass}>
          <Tabs.Trigger value="messages" className={tabTriggerClass}>
            <MessageSquare aria-hidden="true" className={iconClass} />
            Messages
          </Tabs.Trigger>
          <Tabs.Trigger value="upload" className={tabTriggerClass}>
            <Upload aria-hidden="true" className={iconClass} />
            Upload Files
          </Tabs.Trigger>
          <Tabs.Trigger value="files" className={tabTriggerClass}>
            <FolderOpen aria-hidden="true" className={iconClass} />
            My Files
          </Tabs.Trigger>
          <Tabs.Trigger value="profile" className={tabTriggerClass}>
            <UserRound aria-hidden="true" className={iconClass} />
            Profile
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="messages" className={tabPanelClass}>
          <MessagesTab />
        </Tabs.Content>
        <Tabs.Content value="upload" className={tabPanelClass}>
          <Suspense fallback={null}>
            <UploadTab />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="files" className={tabPanelClass}>
          <Suspense fallback={null}>
            <FilesTab />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="profile" className={tabPanelClass}>
          <Suspense fallback={null}>
            <ProfileTab customer={customer} supportEmail={supportEmail} />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
