import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { queryDefaults } from '#shared/api-client.ts';

/**
 * The data cache of one island root, with the spec's loading defaults. Each island hydrates on its
 * own, so each root that loads data wraps itself in one; a client per root (not per module) keeps
 * server renders from sharing one visitor's answers with the next.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: queryDefaults }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
