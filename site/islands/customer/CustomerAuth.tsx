import { AuthTabs } from '#site/islands/portal/AuthTabs.tsx';
import { CreateAccountForm } from './CreateAccountForm.tsx';
import { SignInForm } from './SignInForm.tsx';

/** `/customer/login`: Sign In and Create Account as two tabs of one card. */
export default function CustomerAuth({ search }: { search: string }) {
  return <AuthTabs label="Sign in or create an account" search={search} signIn={<SignInForm />} createAccount={<CreateAccountForm />} />;
}
