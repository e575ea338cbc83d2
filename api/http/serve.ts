import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Server as NetServer, type AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Logger } from '#api/lib/logger.ts';

type FetchHandler = Parameters<typeof getRequestListener>[0];

/** How long an idle keep-alive connection stays open once the listener has closed. */
export const idleGraceMs = 1_000;

/**
 * Connections the kernel has completed but the process has not accepted yet are reset when the
 * listening socket closes. So after SIGTERM the listener stays open and every answer says
 * `Connection: close`; it closes once no connection has arrived for `listenerQuietMs` (a load
 * balancer has stopped sending). Clients that keep reconnecting would never leave that quiet, so
 * at `listenShareOfTimeout` of the timeout new requests are held unanswered: a client waiting for
 * its answer opens no connection, and once none has arrived for `holdQuietMs` (at most until
 * `holdShareOfTimeout`) the backlog is empty, the listener closes, and the held requests are answered.
 */
const listenerQuietMs = 500;
const listenShareOfTimeout = 0.5;
const holdQuietMs = 100;
const holdShareOfTimeout = 0.6;
// Kept back from the timeout for what follows the last answer: the workers' last unit and closing the database.
const closeShareOfTimeout = 0.2;

export interface ServeOptions {
  fetch: FetchHandler;
  /** Answers a request on the Node objects before `fetch` sees it, when it can; says whether it did. */
  answerFirst?: (request: IncomingMessage, response: ServerResponse) => boolean;
  host: string;
  port: number;
  logger: Logger;
  shutdownTimeoutMs: number;
  /** Runs when shutdown begins, e.g. to tell background workers to stop. */
  onShutdown?: () => void;
  /** Runs once no request is in flight any more, e.g. to close the database. */
  onDrained: () => Promise<void>;
}

export interface RunningServer {
  port: number;
  /**
   * Answers what reaches the listener with `Connection: close`, stops accepting, lets requests in
   * flight finish, then runs `onDrained`; rejects when all that takes longer than the timeout. Idempotent.
   */
  shutdown(reason: string): Promise<void>;
}

export function startServer({
  fetch,
  answerFirst,
  host,
  port,
  logger,
  shutdownTimeoutMs,
  onShutdown,
  onDrained,
}: ServeOptions): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const fetchListener = getRequestListener(fetch, { hostname: host });
    const answer = (request: IncomingMessage, response: ServerResponse) => {
      if (!answerFirst?.(request, response)) void fetchListener(request, response);
    };
    // Set while the listener is about to close: requests wait here until it has.
    let held: (() => void)[] | undefined;
    const server = createServer((request, response) => {
      if (held) held.push(() => answer(request, response));
      else answer(request, response);
    });
    // Node's 5 s default lets a client that reuses an idle connection meet the server closing it
    // (ECONNRESET on a request that never arrived). Idle connections stay open longer than a proxy's
    // usual 60 s, and the headers' deadline must outlast that; shutdown closes idle ones anyway.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    server.listen(port, host, () => {
      const info = server.address() as AddressInfo;
      let shutdown: Promise<void> | undefined;
      resolve({
        port: info.port,
        shutdown: (reason) => (shutdown ??= withinTimeout(drain(server, reason), shutdownTimeoutMs)),
      });
    });
    server.once('error', reject);

    // While draining, every answer not yet started says `Connection: close`, so a keep-alive client
    // opens a new connection (to another instance) for its next request instead of meeting a reset.
    let draining = false;
    let lastConnectionAt = 0;
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
    server.on('connection', () => {
      lastConnectionAt = Date.now();
    });

    /** Resolves true once no connection has arrived for `quietMs`, false at `by` if none came first. */
    function quietFor(quietMs: number, by: number): Promise<boolean> {
      return new Promise((done) => {
        const check = setInterval(() => {
          const now = Date.now();
          if (now - lastConnectionAt < quietMs && now < by) return;
          clearInterval(check);
          done(now - lastConnectionAt >= quietMs);
        }, 10);
      });
    }

    /** Closes the listener when no connection waits to be accepted; `closed` resolves once every connection has ended. */
    async function closeListener(httpServer: Server, startedAt: number): Promise<{ closed: Promise<void> }> {
      lastConnectionAt = startedAt;
      const quiet = await quietFor(listenerQuietMs, startedAt + shutdownTimeoutMs * listenShareOfTimeout);
      if (!quiet) {
        held = [];
        await quietFor(holdQuietMs, startedAt + shutdownTimeoutMs * holdShareOfTimeout);
      }
      // net.Server's close stops accepting without http.Server's sweep of idle keep-alive sockets:
      // a client may already be sending its next request on one, and closing it would cut that off.
      const closed = new Promise<void>((done) => NetServer.prototype.close.call(httpServer, () => done()));
      const waiting = held ?? [];
      held = undefined;
      for (const run of waiting) run();
      return { closed };
    }

    async function drain(httpServer: Server, reason: string): Promise<void> {
      const startedAt = Date.now();
      logger.info('shutting down', { reason });
      draining = true;
      onShutdown?.();
      for (const response of inFlight) closeAfter(response);
      const answersDeadlineMs = startedAt + shutdownTimeoutMs * (1 - closeShareOfTimeout) - Date.now();
      const deadline = setTimeout(() => {
        logger.error('shutdown timed out; closing remaining connections', { timeoutMs: shutdownTimeoutMs });
        httpServer.closeAllConnections();
      }, answersDeadlineMs);
      const { closed } = await closeListener(httpServer, startedAt);
      // After the grace period every busy client has had a `Connection: close` answer, so the
      // sockets still idle are idle indeed; in-flight ones finish.
      let idleSweep: NodeJS.Timeout | undefined;
      const grace = setTimeout(() => {
        httpServer.closeIdleConnections();
        idleSweep = setInterval(() => httpServer.closeIdleConnections(), 50);
      }, idleGraceMs);
      await closed;
      clearTimeout(grace);
      clearInterval(idleSweep);
      clearTimeout(deadline);
      await onDrained();
      logger.info('stopped', { shutdownMs: Date.now() - startedAt });
    }
  });
}

// The process must end within the timeout whatever holds it up (a mail server that does not answer).
function withinTimeout(work: Promise<void>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_done, fail) => {
    timer = setTimeout(() => fail(new Error(`shutdown did not end within ${timeoutMs} ms`)), timeoutMs);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
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
