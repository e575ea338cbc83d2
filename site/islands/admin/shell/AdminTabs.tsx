import * as Tabs from '@radix-ui/react-tabs';
import { lazy, useState } from 'react';
import { LoadedInBrowser } from '#site/islands/checkout/LoadedInBrowser.tsx';
import { TabLink } from '#site/islands/portal/TabLink.tsx';
import { tabListClass, tabPanelClass } from '#site/islands/portal/tabs-look.ts';
import { tabBadge } from './tab-badges.ts';
import { useAdminCounts } from './use-admin-counts.ts';
import { adminTabHref, asAdminTab, replaceAddress, tabHeadingId, tabOf, useAddressSearch, type AdminTab } from './admin-address.ts';

// Each tab's code loads when the tab is first shown (Radix mounts only the open panel): the page's
// first load carries the shell and the one tab its address names. The tab renders in the browser
// only, as its data does: suspended on the server it would need inline scripts the CSP refuses.
const OverviewTab = lazy(() => import('#site/islands/admin/overview/OverviewTab.tsx'));
const ClientsTab = lazy(() => import('#site/islands/admin/clients/ClientsTab.tsx'));
const LeadsTab = lazy(() => import('#site/islands/admin/leads/LeadsTab.tsx'));
const ReservationsTab = lazy(() => import('#site/islands/admin/reservations/ReservationsTab.tsx'));
const StormTab = lazy(() => import('#site/islands/admin/storm/StormTab.tsx'));
const SentMailTab = lazy(() => import('#site/islands/admin/mail/SentMailTab.tsx'));
const AuditTab = lazy(() => import('#site/islands/admin/audit/AuditTab.tsx'));

// Each panel's heading and introduction are part of the shell, so the server's HTML already shows
// them: waiting for the tab's code to draw them made them the page's largest paint, seconds late.
const tabs = [
  { value: 'overview', label: 'Overview', heading: 'Today at a glance', Panel: OverviewTab },
  { value: 'clients', label: 'Client Portal', heading: 'Clients', Panel: ClientsTab },
  {
    value: 'leads',
    label: 'Service Requests',
    heading: 'Service Requests',
    intro: 'Contact, scheduling and quote requests. Answer within an hour: quick answers win the work.',
    Panel: LeadsTab,
  },
  { value: 'reservations', label: 'Berth Reservations', heading: 'Berth Reservations', Panel: ReservationsTab },
  {
    value: 'storm',
    label: 'Storm',
    heading: 'Storm roster',
    intro: 'Every vessel at the marina in the coming week, with what its tenant answered to the storm stage now.',
    Panel: StormTab,
  },
  {
    value: 'mail',
    label: 'Sent mail',
    heading: 'Sent mail',
    intro: 'Every message the site mailed, newest first. Open one to read it as its recipient does.',
    Panel: SentMailTab,
  },
  { value: 'audit', label: 'Audit', heading: 'Audit', Panel: AuditTab },
] as const satisfies readonly { value: AdminTab; label: string; heading: string; intro?: string; Panel: unknown }[];

/**
 * The admin dashboard's sections, one tab each. The page opens on the tab its address names (the
 * overview by default); choosing a tab names it in the address. Each tab is a link to its own address,
 * which the server draws with that tab open, so it works before the page's script runs (decision 069).
 * A tab opened from a link finds its own name there already, and keeps the filters beside it.
 */
export function AdminTabs() {
  const search = useAddressSearch();
  const counts = useAdminCounts();
  const [tab, setTab] = useState(() => tabOf(search));
  const choose = (value: string) => {
    const chosen = asAdminTab(value);
    setTab(chosen);
    if (tabOf(window.location.search) !== chosen) replaceAddress(adminTabHref(chosen));
  };
  return (
    <Tabs.Root value={tab} onValueChange={choose} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-navy-900/10 sm:p-6">
      <Tabs.List aria-label="Admin sections" className={tabListClass}>
        {tabs.map(({ value, label }) => {
          const badge = counts && tabBadge(value, counts);
          return (
            <TabLink key={value} value={value} href={adminTabHref(value)}>
              <span>
                {label}
                {badge && <span className="sr-only">, {badge.words}</span>}
              </span>
              {badge && (
                <span aria-hidden="true" className="rounded-full bg-safety-600 px-2 text-sm font-bold text-white">
                  {badge.count}
                </span>
              )}
            </TabLink>
          );
        })}
      </Tabs.List>
      {tabs.map(({ value, heading, Panel, ...tab }) => (
        <Tabs.Content key={value} value={value} className={tabPanelClass}>
          <div className="mb-4">
            <h2 id={tabHeadingId(value)} className="text-2xl font-extrabold text-navy-900">
              {heading}
            </h2>
            {'intro' in tab && <p className="mt-1 text-navy-700">{tab.intro}</p>}
          </div>
          <LoadedInBrowser>
            <Panel />
          </LoadedInBrowser>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
