const errorCode = (error: unknown) => String((error as { cause?: { code?: string } }).cause?.code ?? error);

/**
 * Clients that each open a new connection for every request to `url`, as a load balancer's traffic
 * does, until `stopConnecting()` (the balancer has taken the instance out) or a refused connection
 * (the listener is gone). Anything else that goes wrong, a reset above all, is kept by its code.
 */
export function newConnectionLoad(url: string, clients: number) {
  const failures: string[] = [];
  let answered = 0;
  let going = true;
  const client = async () => {
    while (going) {
      try {
        await (await fetch(url, { headers: { Connection: 'close' } })).arrayBuffer();
        answered += 1;
      } catch (error) {
        const code = errorCode(error);
        if (code === 'ECONNREFUSED') return;
        failures.push(code);
      }
    }
  };
  const running = Array.from({ length: clients }, client);
  return {
    failures,
    answered: () => answered,
    stopConnecting: () => {
      going = false;
    },
    done: () => Promise.all(running),
  };
}
