// How a page's API calls meet the end of a session: one recovery for the page (the office pages ask
// to sign in again in place) and listeners told of every answer (the office's idle clock). Kept in
// one module, so every island on the page that calls through shared/api-client.ts shares them.

/**
 * What a page does when a call answers 401 because its session ended. Resolves true once signed in
 * again, and the call is sent once more; false lets the 401 stand.
 */
export type SessionRecovery = () => Promise<boolean>;

let sessionRecovery: SessionRecovery | null = null;
const answerListeners = new Set<(status: number) => void>();

/** Sets how this page recovers an ended session; returns the undo. Calls keep their work (a typed message) while it runs. */
export function recoverSessionWith(recovery: SessionRecovery): () => void {
  sessionRecovery = recovery;
  return () => {
    if (sessionRecovery === recovery) sessionRecovery = null;
  };
}

/** Tells `listener` the status of every answer from the API (each one from a live session renews it); returns the undo. */
export function onApiAnswer(listener: (status: number) => void): () => void {
  answerListeners.add(listener);
  return () => answerListeners.delete(listener);
}

/** Tells the listeners of an answer. */
export function answered(status: number): void {
  for (const listener of answerListeners) listener(status);
}

/** Whether a call that answered 401 may be sent again: the page recovered its session. */
export async function sessionRecovered(): Promise<boolean> {
  return sessionRecovery ? sessionRecovery() : false;
}
