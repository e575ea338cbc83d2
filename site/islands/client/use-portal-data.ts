import { useQuery } from '@tanstack/react-query';
import { usePagedList } from '#site/islands/ui/list-state/use-paged-list.ts';
import { clientListAddresses, clientQueryKeys, getCounts, listMessagesPage, listUploadsPage } from './client-portal-api.ts';

// Each component that shows a list calls its hook itself, never handed another component's result (decision 065).

/** The client's message thread, newest first, read so far; shared by the Messages tab and the "View all" dialog. */
export const useMessages = () =>
  usePagedList({ queryKey: clientQueryKeys.messages, firstPage: clientListAddresses.messages, fetchPage: listMessagesPage });

/** The client's uploads and the office's files, newest first, read so far: My Files. */
export const useUploads = () =>
  usePagedList({ queryKey: clientQueryKeys.uploads, firstPage: clientListAddresses.uploads, fetchPage: listUploadsPage });

/** The counters and "View all (N)", over the whole lists. */
export const useCounts = () => useQuery({ queryKey: clientQueryKeys.counts, queryFn: ({ signal }) => getCounts(signal) });
