import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { tabListClass, tabPanelClass, tabTriggerClass } from './tabs-look.ts';

interface AuthTabsProps {
  /** Names the tab list for screen readers, e.g. "Client portal access". */
  label: string;
  signIn: ReactNode;
  createAccount: ReactNode;
}

/** A portal's sign-in page: Sign In and Create Account as two tabs, Sign In first. */
export function AuthTabs({ label, signIn, createAccount }: AuthTabsProps) {
  return (
    <Tabs.Root defaultValue="sign-in">
      <Tabs.List aria-label={label} className={tabListClass}>
        <Tabs.Trigger value="sign-in" className={tabTriggerClass}>
          Sign In
        </Tabs.Trigger>
        <Tabs.Trigger value="create-account" className={tabTriggerClass}>
          Create Account
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="sign-in" className={tabPanelClass}>
        {signIn}
      </Tabs.Content>
      <Tabs.Content value="create-account" className={tabPanelClass}>
        {createAccount}
      </Tabs.Content>
    </Tabs.Root>
  );
}
