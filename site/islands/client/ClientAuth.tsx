import * as Tabs from '@radix-ui/react-tabs';
import { CreateAccountPanel } from './CreateAccountPanel.tsx';
import { SignInPanel } from './SignInPanel.tsx';
import { cardClass, tabListClass, tabPanelClass, tabTriggerClass } from './tabs-look.ts';

/** `/client`: Sign In and Create Account, with where to write for help. */
export default function ClientAuth({ supportEmail }: { supportEmail: string }) {
  return (
    <div className={cardClass}>
      <Tabs.Root defaultValue="sign-in">
        <Tabs.List aria-label="Client portal access" className={tabListClass}>
          <Tabs.Trigger value="sign-in" className={tabTriggerClass}>
            Sign In
          </Tabs.Trigger>
          <Tabs.Trigger value="create-account" className={tabTriggerClass}>
            Create Account
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="sign-in" className={tabPanelClass}>
          <SignInPanel />
        </Tabs.Content>
        <Tabs.Content value="create-account" className={tabPanelClass}>
          <CreateAccountPanel />
        </Tabs.Content>
      </Tabs.Root>
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
