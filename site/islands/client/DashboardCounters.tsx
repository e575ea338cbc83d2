import { FileCheck2, FileUp, MessageSquare, type LucideIcon } from 'lucide-react';
import { messagesShown } from './client-portal-api.ts';
import { cappedCount, uploadCounts } from './dashboard-counts.ts';
import { useMessages, useUploads } from './use-portal-data.ts';

function Counter({ label, value, icon: Icon }: { label: string; value: string | undefined; icon: LucideIcon }) {
  return (
    <div className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-navy-900/10 sm:p-5">
      <dt className="flex items-center gap-2 text-sm font-semibold text-navy-600">
        <Icon aria-hidden="true" className="hidden size-5 text-sea-700 sm:block" />
        {label}
      </dt>
      <dd className="money mt-2 text-3xl font-extrabold text-navy-950">
        {value ?? (
          <>
            <span aria-hidden="true">–</span>
            <span className="sr-only">not loaded yet</span>
          </>
        )}
      </dd>
    </div>
  );
}

/** Messages, Uploads and Processed uploads, from the same queries the tabs show. */
export function DashboardCounters() {
  const messages = useMessages();
  const uploads = useUploads();
  const counts = uploads.data && uploadCounts(uploads.data);

  return (
    <dl className="grid grid-cols-3 gap-3 sm:gap-6">
      <Counter label="Messages" icon={MessageSquare} value={messages.data && cappedCount(messages.data.length, messagesShown)} />
      <Counter label="Uploads" icon={FileUp} value={counts && String(counts.uploads)} />
      <Counter label="Processed uploads" icon={FileCheck2} value={counts && String(counts.processed)} />
    </dl>
  );
}
