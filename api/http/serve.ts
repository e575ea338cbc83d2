import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Server as NetServer, type AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Logger } from '#api/lib/logger.ts';

type FetchHandler = Parameters<typeof getRequestListener>[0];

/** How long an idle keep-alive connection stays open once shutdown begins. */
export const idleGraceMs = 1_000;

export interface ServeOptions {
  fetch: FetchHandler;
  /** Answers a request on the Node objects before `fetch` sees it, when it can; says whether it did. */
  answerFirst?: (request: IncomingMessage, response: ServerResponse) => boolean;
  host: string;
  port: number;
  logger: Logger;
  shutdownTimeoutMs: number;
  /** Runs once no request is in flight any more, e.g. to close the database. */
  onDrained: () => Promise<void>;
}

export interface RunningServer {
  port: number;
  /** Stops accepting, lets in-flight requests finish, then runs `onDrained`. Idempotent. */
  shutdown(reason: string): Promise<void>;
}

export function startServer({
  fetch,
  answerFirst,
  host,
  port,
  logger,
  shutdownTimeoutMs,
  onDrained,
}: ServeOptions): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const fetchListener = getRequestListener(fetch, { hostname: host });
    const server = createServer((request, response) => {
      if (!answerFirst?.(request, response)) void fetchListener(request, response);
    });
    server.listen(port, host, () => {
      const info = server.address() as AddressInfo;
      let shutdown: Promise<void> | undefined;
      resolve({
        port: info.port,
        shutdown: (reason) => (shutdown ??= drain(server, reason)),
      });
    });
    server.once('error', reject);

    // While draining, every answer not yet started says `Connection: close`, so a keep-alive client
    // opens a new connection (to another instance) for its next request instead of meeting a reset.
    let draining = false;
    const inFlight = new Set<ServerResponse>();
    const closeAfter = (response: ServerResponse) => {
      if (!response.headersSent) response.setHeader('Connection', 'close');
    };
    // Before the request handler, so even an answer written synchronously is marked.
    server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
      if (draining) return closeAfter(response);
      inFlight.add(response);
      response.once('close', () => inFlight.delete(response));
    });

    async function drain(httpServer: Server, reason: string): Promise<void> {
      logger.info('shutting down', { reason });
      draining = true;
      for (const response of inFlight) closeAfter(response);
      // net.Server's close stops accepting without http.Server's sweep of idle keep-alive sockets:
      // a client may already be sending its next request on one, and closing it would cut that off.
      const closed = new Promise<void>((done) => NetServer.prototype.close.call(httpServer, () => done()));
      // After the grace period every busy client has had a `Connection: close` answer, so the
      // sockets still idle are idle indeed; in-flight ones finish.
      let idleSweep: NodeJS.Timeout | undefined;
      const grace = setTimeout(
        () => {
          httpServer.closeIdleConnections();
          idleSweep = setInterval(() => httpServer.closeIdleConnections(), 50);
        },
        Math.min(idleGraceMs, shutdownTimeoutMs),
      );
      const deadline = setTimeout(() => {
        logger.error('shutdown timed out; closing remaining connections', { timeoutMs: shutdownTimeoutMs });
        httpServer.closeAllConnections();
      }, shutdownTimeoutMs);
      await closed;
      clearTimeout(grace);
      clearInterval(idleSweep);
      clearTimeout(deadline);
      await onDrained();
      logger.info('stopped');
    }
  });
}

/** SIGTERM (orchestrators) and SIGINT (Ctrl-C) both end the process after a clean drain. */
export function stopOnSignals(server: RunningServer, logger: Logger): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      server.shutdown(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error('shutdown failed', { error });
          process.exit(1);
        },
      );
    });
  }
}
