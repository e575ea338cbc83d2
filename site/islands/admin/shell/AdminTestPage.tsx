import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AdminClientMessageView, AdminClientUploadView, AdminClientView } from '#shared/admin-client-views.ts';
import { getAllPages } from '#shared/api-client.ts';
import { QueryProvider } from '#site/lib/query-provider.tsx';
import { EmptyNotice } from '#site/islands/portal/list-state/EmptyNotice.tsx';
import { LoadFailure } from '#site/islands/portal/list-state/LoadFailure.tsx';
import { LoadingNotice } from '#site/islands/portal/list-state/LoadingNotice.tsx';

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
  const clients = useQuery({
    queryKey: ['admin', 'test', 'clients'],
    queryFn: ({ signal }) => getAllPages<AdminClientView>(`/api/admin/clients?limit=${pageSize}`, { signal }),
  });
  const messages = useQuery({
    queryKey: ['admin', 'test', 'messages'],
    queryFn: ({ signal }) =>
      getAllPages<AdminClientMessageView, { messages: AdminClientMessageView[] }>(`/api/admin/client-messages?limit=${pageSize}`, {
        pick: (body) => body.messages,
        signal,
      }),
  });
  const uploads = useQuery({
    queryKey: ['admin', 'test', 'uploads'],
    queryFn: ({ signal }) =>
      getAllPages<AdminClientUploadView, { uploads: AdminClientUploadView[] }>(`/api/admin/client-uploads?limit=${pageSize}`, {
        pick: (body) => body.uploads,
        signal,
      }),
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
  query: UseQueryResult<Row[]>;
  children: (row: Row) => ReactNode;
}

/** One list under its heading with its count; loading, failure with Retry, and empty said in words. */
function TestList<Row>({ title, query, children }: TestListProps<Row>) {
  const headingId = `test-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-900/10 sm:p-6">
      <h2 id={headingId} className="text-xl font-bold text-navy-900">
        {title} {query.data && <span className="text-navy-700">({query.data.length})</span>}
      </h2>
      <div className="mt-4">
        {query.isPending && <LoadingNotice>Loading {title.toLowerCase()}…</LoadingNotice>}
        {query.isError && <LoadFailure query={query} />}
        {query.data?.length === 0 && <EmptyNotice title={`No ${title.toLowerCase()} yet`} />}
        {query.data && query.data.length > 0 && <ul aria-label={title}>{query.data.map(children)}</ul>}
      </div>
    </section>
  );
}
