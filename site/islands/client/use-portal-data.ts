import { useQuery } from '@tanstack/react-query';
import { clientQueryKeys, listMessages, listUploads } from './client-portal-api.ts';

// Each component that shows a list calls its hook itself, never handed another component's result (decision 065).

/** The client's message thread, newest first; shared by the counters and the Messages tab. */
export function useMessages() {
  return useQuery({ queryKey: clientQueryKeys.messages, queryFn: ({ signal }) => listMessages(signal) });
}

/** The client's uploads and the office's files, newest first; shared by the counters and My Files. */
export function useUploads() {
  return useQuery({ queryKey: clientQueryKeys.uploads, queryFn: ({ signal }) => listUploads(signal) });
}
