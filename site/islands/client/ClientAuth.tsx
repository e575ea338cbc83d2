import { AuthTabs } from '#site/islands/portal/AuthTabs.tsx';
import { CreateAccountPanel } from './CreateAccountPanel.tsx';
import { SignInPanel } from './SignInPanel.tsx';

/** `/client`: Sign In and Create Account, with where to write for help. */
export default function ClientAuth({ supportEmail, search }: { supportEmail: string; search: string }) {
  return (
    <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-900/10 sm:p-8">
      <AuthTabs label="Client portal access" search={search} signIn={<SignInPanel />} createAccount={<CreateAccountPanel />} />
      <p className="mt-8 border-t border-navy-100 pt-5 text-sm text-navy-700">
        Trouble signing in? Email{' '}
        <a href={`mailto:${supportEmail}`} className="font-semibold wrap-anywhere text-sea-700 underline underline-offset-4">
          {supportEmail}
        </a>{' '}
        and we will get you back into your account.
      </p>
    </div>
  );
}
