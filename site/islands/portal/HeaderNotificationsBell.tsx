import { QueryProvider } from '#site/lib/query-provider.tsx';
import { NotificationsBell } from './NotificationsBell.tsx';

/** The notifications bell in a portal dashboard's page header, beside Sign Out: an island of its own. */
export default function HeaderNotificationsBell() {
  return (
    <QueryProvider>
      <NotificationsBell />
    </QueryProvider>
  );
}
