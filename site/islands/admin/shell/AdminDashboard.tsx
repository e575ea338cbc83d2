import { QueryProvider } from '#site/lib/query-provider.tsx';
import { ServerSearch } from './admin-address.ts';
import { AdminTabs } from './AdminTabs.tsx';

/**
 * `/admin` for signed-in staff: the sections of the office's work in tabs, sharing one data cache.
 * `search` is the page address's query, which names the tab and its filters when rendered on the server.
 */
export default function AdminDashboard({ search }: { search: string }) {
  return (
    <ServerSearch value={search}>
      <QueryProvider>
        <AdminTabs />
      </QueryProvider>
    </ServerSearch>
  );
}
