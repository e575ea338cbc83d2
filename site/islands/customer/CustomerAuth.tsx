import * as Tabs from '@radix-ui/react-tabs';
import { CreateAccountForm } from './CreateAccountForm.tsx';
import { SignInForm } from './SignInForm.tsx';
import { tabListClass, tabPanelClass, tabTriggerClass } from './tab-classes.ts';

/** `/customer/login`: Sign In and Create Account as two tabs of one card. */
export default function CustomerAuth() {
  return (
    <Tabs.Root defaultValue="sign-in">
      <Tabs.List aria-label="Sign in or create an account" className={tabListClass}>
        <Tabs.Trigger value="sign-in" className={tabTriggerClass}>
          Sign In
        </Tabs.Trigger>
        <Tabs.Trigger value="create-account" className={tabTriggerClass}>
          Create Account
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="sign-in" className={tabPanelClass}>
        <SignInForm />
      </Tabs.Content>
      <Tabs.Content value="create-account" className={tabPanelClass}>
        <CreateAccountForm />
      </Tabs.Content>
    </Tabs.Root>
  );
}
