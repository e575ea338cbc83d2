import { QueryProvider } from '../../../lib/query-provider.tsx';
import { AdminTabs } from './AdminTabs.tsx';

/** `/admin` for signed-in staff: the sections of the office's work in tabs, sharing one data cache. */
export default function AdminDashboard() {
  return (
    <QueryProvider>
      <AdminTabs />
    </QueryProvider>
  );
}
