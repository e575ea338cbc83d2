import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '#shared/api-client.ts';
import { setFlashToast } from '#site/lib/flash.ts';
import { portalDashboard, portalSignIn } from '#site/lib/portal-pages.ts';
import { signInWithLink } from '#site/islands/account/account-api.ts';
import { primaryButtonClass, secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';
import { Outcome } from './Outcome.tsx';
import { signInLinkPage } from './sign-in-link-paths.ts';
import { FormFailure } from '#site/islands/form/FormFailure.tsx';

type State = { kind: 'ready' } | { kind: 'signing-in' } | { kind: 'failed' | 'refused'; message: string };

/**
 * `/customer/sign-in-link?token=…`: the mailed link signs the browser in only when the person presses
 * Sign in (a POST from the page's script), so a mail scanner that opens links uses nothing.
 */
export default function SignInWithLinkForm({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: 'ready' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState({ kind: 'signing-in' });
    try {
      const customer = await signInWithLink({ token });
      setFlashToast({ title: 'Welcome back!', description: `Signed in as ${customer.firstName} ${customer.lastName}.` });
      window.location.assign(portalDashboard.customer);
    } catch (error) {
      // 400 and 403 are the server refusing the link or the account; anything else may pass on a second try.
      const refused = error instanceof ApiError && (error.status === 400 || error.status === 403);
      if (refused) window.history.replaceState(null, '', window.location.pathname);
      setState({ kind: refused ? 'refused' : 'failed', message: errorMessage(error, unreachableMessage) });
    }
  };

  if (state.kind === 'refused') {
    return (
      <Outcome kind="refused" title="This link cannot be used" message={state.message}>
        <a href={signInLinkPage} className={primaryButtonClass}>
          Email me a new link
        </a>
        <a href={portalSignIn.customer} className={secondaryButtonClass}>
          Sign in with your password
        </a>
      </Outcome>
    );
  }

  return (
    // method="post" keeps the token out of any request the browser might make before the page's script runs.
    <form method="post" noValidate onSubmit={submit} aria-label="Sign in with your link" className="grid gap-6">
      <p className="text-lg text-navy-800">Press Sign in to sign in to your account on this browser. The link works once.</p>
      <FormFailure message={state.kind === 'failed' ? state.message : null} />
      <SubmitButton pending={state.kind === 'signing-in'} label="Sign in" pendingLabel="Signing in…" />
    </form>
  );
}
