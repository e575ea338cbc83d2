import { atom } from 'nanostores';
import { useEffect, useState } from 'react';

// A page's tabs live in its address as `?tab=<name>`: the server draws the panel the address names,
// so a tab clicked before the page's script runs is a plain link to that panel, and the island, once
// running, starts from the same name and writes each choice back (decision 069).

type TabNames<Name extends string> = readonly [Name, ...Name[]];

/** The tab of that name when it is one of `names`; the first of them otherwise. */
export const tabNamed = <Name extends string>(names: TabNames<Name>, asked: string | null): Name =>
  names.find((name) => name === asked) ?? names[0];

/** The tab a query names (`?tab=`), as `tabNamed` reads it. */
export const tabOfQuery = <Name extends string>(names: TabNames<Name>, search: string): Name =>
  tabNamed(names, new URLSearchParams(search).get('tab'));

/** A tab's link on this page: the page's own path with the tab's name. */
export const tabHref = (name: string): string => `?${new URLSearchParams({ tab: name })}`;

/** The page's open tab once its island runs, for the account header's current part (decision 099). */
export const $openTab = atom<string | undefined>(undefined);

/**
 * The open tab, starting from the one the server drew; a choice replaces the address's tab (keeping
 * the rest of it and the history entry's state), so a reload or a shared link opens the same tab and
 * Back leaves the page rather than stepping through tabs.
 */
export function useAddressTab<Name extends string>(opened: Name): [Name, (name: Name) => void] {
  const [tab, setTab] = useState(opened);
  useEffect(() => $openTab.set(tab), [tab]);
  const choose = (name: Name) => {
    setTab(name);
    const address = new URL(window.location.href);
    address.searchParams.set('tab', name);
    window.history.replaceState(window.history.state, '', address);
  };
  return [tab, choose];
}
