import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import { portalDashboard } from '#site/lib/portal-pages.ts';
import { verifyEmail } from '#site/islands/account/account-api.ts';
import { primaryButtonClass } from '#site/islands/form/button-classes.ts';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';
import { Outcome } from './Outcome.tsx';

type State = { kind: 'working' } | { kind: 'done' | 'refused'; message: string };

/**
 * `/customer/verify-email`: posts the mailed token once, from the browser. Mail scanners that open
 * links to inspect them run no scripts, so only the person's own visit verifies the address.
 */
export default function VerifyEmail({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: 'working' });
  const posted = useRef(false);

  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    // Whatever the answer, the token has done its work: a reload or a shared address must not carry it.
    window.history.replaceState(null, '', window.location.pathname);
    verifyEmail({ token }).then(
      ({ message }) => setState({ kind: 'done', message }),
      (error: unknown) => setState({ kind: 'refused', message: errorMessage(error, unreachableMessage) }),
    );
  }, [token]);

  if (state.kind === 'working') return <Outcome kind="working" title="Confirming your email address…" />;
  return (
    <Outcome
      kind={state.kind}
      title={state.kind === 'done' ? 'Email address confirmed' : 'This link cannot be used'}
      message={state.message}
    >
      <a href={portalDashboard.customer} className={primaryButtonClass}>
        Go to your account
      </a>
    </Outcome>
  );
}
