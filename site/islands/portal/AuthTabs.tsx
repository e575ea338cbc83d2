import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { tabNamed, tabOfQuery, useAddressTab } from './tab-address.ts';
import { TabLink } from './TabLink.tsx';
import { tabListClass, tabPanelClass } from './tabs-look.ts';

const authTabs = ['sign-in', 'create-account'] as const;

interface AuthTabsProps {
  /** Names the tab list for screen readers, e.g. "Client portal access". */
  label: string;
  /** The page address's query, whose `tab` names the tab to open: Sign In unless it says `create-account`. */
  search: string;
  signIn: ReactNode;
  createAccount: ReactNode;
}

/** A portal's sign-in page: Sign In and Create Account as two tabs, each a link to itself until the page's script runs. */
export function AuthTabs({ label, search, signIn, createAccount }: AuthTabsProps) {
  const [tab, choose] = useAddressTab(tabOfQuery(authTabs, search));
  return (
    <Tabs.Root value={tab} onValueChange={(value) => choose(tabNamed(authTabs, value))}>
      <Tabs.List aria-label={label} className={tabListClass}>
        <TabLink value="sign-in">Sign In</TabLink>
        <TabLink value="create-account">Create Account</TabLink>
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
