import type { ReactNode } from 'react';
import type { AdminClientMessageView, AdminClientUploadView, AdminClientView } from '#shared/admin-client-views.ts';
import { QueryProvider } from '#site/lib/query-provider.tsx';
import { listClientMessagesPage, listClientsPage, listClientUploadsPage } from '#site/islands/admin/clients/admin-clients-api.ts';
import { ListState } from '#site/islands/ui/ListState.tsx';
import { LoadMoreButton } from '#site/islands/ui/list-state/LoadMoreButton.tsx';
import { usePagedList } from '#site/islands/ui/list-state/use-paged-list.ts';

/** `/admin/test`: every client, message and upload with their counts, to check the client portal's data at a glance. */
export default function AdminTestPage() {
  return (
    <QueryProvider>
      <TestLists />
    </QueryProvider>
  );
}

const pageSize = 100;

function TestLists() {
  const clients = usePagedList({
    queryKey: ['admin', 'test', 'clients'],
    firstPage: `/api/admin/clients?limit=${pageSize}`,
    fetchPage: listClientsPage,
  });
  const messages = usePagedList({
    queryKey: ['admin', 'test', 'messages'],
    firstPage: `/api/admin/client-messages?limit=${pageSize}`,
    fetchPage: listClientMessagesPage,
  });
  const uploads = usePagedList({
    queryKey: ['admin', 'test', 'uploads'],
    firstPage: `/api/admin/client-uploads?limit=${pageSize}`,
    fetchPage: listClientUploadsPage,
  });

  return (
    <div className="grid gap-8">
      <TestList title="Clients" query={clients}>
        {(client: AdminClientView) => (
          <Row
            key={client.id}
            primary={`${client.firstName} ${client.lastName}`}
            secondary={`${client.email} · ${client.company} · ${client.accountStatus}`}
          />
        )}
      </TestList>
      <TestList title="Messages" query={messages}>
        {(message: AdminClientMessageView) => (
          <Row
            key={message.id}
            primary={message.subject}
            secondary={`${message.fromAdmin ? 'From Admin to' : 'From'} ${message.customerName} · ${message.isRead ? 'read' : 'unread'}`}
          />
        )}
      </TestList>
      <TestList title="Uploads" query={uploads}>
        {(upload: AdminClientUploadView) => (
          <Row
            key={upload.id}
            primary={upload.originalName}
            secondary={`${upload.customerName} · ${upload.category} · ${upload.isProcessed ? 'Processed' : 'Pending'}`}
          />
        )}
      </TestList>
    </div>
  );
}

function Row({ primary, secondary }: { primary: string; secondary: string }) {
  return (
    <li className="grid gap-0.5 border-b border-sand-200 py-3 last:border-none">
      <span className="font-semibold break-words text-navy-900">{primary}</span>
      <span className="text-sm break-words text-navy-700">{secondary}</span>
    </li>
  );
}

interface TestListProps<Row> {
  title: string;
  query: ReturnType<typeof usePagedList<Row>>;
  children: (row: Row) => ReactNode;
}

/**
 * One list under its heading with its count, a page at a time (Load more under it); loading,
 * failure with Retry, and empty said in words. While pages remain, the count says so.
 */
function TestList<Row>({ title, query, children }: TestListProps<Row>) {
  const headingId = `test-${title.toLowerCase()}`;
  const count = query.data && (query.hasNextPage ? `${query.data.length} so far` : String(query.data.length));
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-900/10 sm:p-6">
      <h2 id={headingId} className="text-xl font-bold text-navy-900">
        {title} {count && <span className="text-navy-700">({count})</span>}
      </h2>
      <div className="mt-4 grid gap-4">
        <ListState
          query={query}
          what={title.toLowerCase()}
          loading={`Loading ${title.toLowerCase()}…`}
          failure={`The ${title.toLowerCase()} could not be loaded. Check the connection and try again.`}
          empty={{ title: `No ${title.toLowerCase()} yet` }}
        >
          {(rows) => <ul aria-label={title}>{rows.map(children)}</ul>}
        </ListState>
        <LoadMoreButton query={query} />
      </div>
    </section>
  );
}
