import { useEffect, useRef, useState } from 'react';
import { recoverSessionWith } from '#shared/api-session.ts';
import { toast } from '#site/lib/toast-store.ts';
import { IdleWarningDialog } from './IdleWarningDialog.tsx';
import { SignInAgainDialog } from './SignInAgainDialog.tsx';
import { renewStaffSession } from './staff-auth-api.ts';
import { useIdleClock } from './use-idle-clock.ts';

/**
 * The staff session on an office page: a warning before the idle limit with "Stay signed in", and
 * when the session has ended (idle, or a call answered 401) a sign-in in place. Calls waiting on it
 * are sent again once signed in, so nothing typed is lost.
 */
export default function OfficeSession() {
  const idle = useIdleClock();
  const [signInOpen, setSignInOpen] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const waiting = useRef<((signedIn: boolean) => void)[]>([]);

  useEffect(
    () =>
      recoverSessionWith(
        () =>
          new Promise<boolean>((resolve) => {
            waiting.current.push(resolve);
            setSignInOpen(true);
          }),
      ),
    [],
  );

  // An idle end asks once; closed, the dialog stays closed until a call finds the session gone.
  useEffect(() => {
    if (idle.ended) setSignInOpen(true);
  }, [idle.ended]);

  const settle = (signedIn: boolean) => {
    const calls = waiting.current;
    waiting.current = [];
    setSignInOpen(false);
    for (const resume of calls) resume(signedIn);
  };

  const stay = async () => {
    setRenewing(true);
    try {
      await renewStaffSession();
    } catch {
      toast({ variant: 'destructive', title: 'Could not reach the office server', description: 'Check the connection and try again.' });
    } finally {
      setRenewing(false);
    }
  };

  return (
    <>
      <IdleWarningDialog open={idle.warn && !idle.ended && !signInOpen} msLeft={idle.msLeft} renewing={renewing} onStay={stay} />
      <SignInAgainDialog open={signInOpen} onSignedIn={() => settle(true)} onCancel={() => settle(false)} />
    </>
  );
}
