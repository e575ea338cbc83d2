import { useState } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import { requestSignInLink } from '#site/islands/account/account-api.ts';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';
import { Outcome } from './Outcome.tsx';

type State = { kind: 'offered' } | { kind: 'sending' } | { kind: 'sent'; message: string } | { kind: 'failed'; message: string };

/**
 * Shown in the Sign In tab once sign-ins from this browser are refused for a while (429): the reason,
 * and a press that mails a sign-in link to the email typed above, which gets in whatever the wait.
 */
export function SignInLinkOffer({ refusal, email }: { refusal: string; email: string }) {
  const [state, setState] = useState<State>({ kind: 'offered' });

  if (state.kind === 'sent') return <Outcome kind="done" title="Check your email" message={state.message} />;

  const send = async () => {
    setState({ kind: 'sending' });
    try {
      setState({ kind: 'sent', message: (await requestSignInLink({ email })).message });
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error, unreachableMessage) });
    }
  };
  return (
    <div role="alert" className="grid gap-3 rounded-md bg-sea-100 p-4 text-navy-900">
      <p className="font-semibold">{refusal}</p>
      {state.kind === 'failed' && <p className="font-semibold text-safety-600">{state.message}</p>}
      <button type="button" onClick={send} disabled={state.kind === 'sending'} className={`${secondaryButtonClass} w-full sm:w-auto`}>
        {state.kind === 'sending' ? 'Sending…' : 'Email me a sign-in link'}
      </button>
    </div>
  );
}
