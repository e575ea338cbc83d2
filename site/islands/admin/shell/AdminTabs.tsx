import * as Tabs from '@radix-ui/react-tabs';
import { tabListClass, tabPanelClass, tabTriggerClass } from '../../portal/tabs-look.ts';
import AuditTab from '../audit/AuditTab.tsx';
import ClientsTab from '../clients/ClientsTab.tsx';
import LeadsTab from '../leads/LeadsTab.tsx';
import OverviewTab from '../overview/OverviewTab.tsx';
import ReservationsTab from '../reservations/ReservationsTab.tsx';

const tabs = [
  { value: 'overview', label: 'Overview', Panel: OverviewTab },
  { value: 'clients', label: 'Client Portal', Panel: ClientsTab },
  { value: 'leads', label: 'Service Requests', Panel: LeadsTab },
  { value: 'reservations', label: 'Berth Reservations', Panel: ReservationsTab },
  { value: 'audit', label: 'Audit', Panel: AuditTab },
] as const;

/** The admin dashboard's sections, one tab each; the page opens on the overview. */
export function AdminTabs() {
  return (
    <Tabs.Root defaultValue="overview" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-navy-900/10 sm:p-6">
      <Tabs.List aria-label="Admin sections" className={tabListClass}>
        {tabs.map(({ value, label }) => (
          <Tabs.Trigger key={value} value={value} className={tabTriggerClass}>
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map(({ value, Panel }) => (
        <Tabs.Content key={value} value={value} className={tabPanelClass}>
          <Panel />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
