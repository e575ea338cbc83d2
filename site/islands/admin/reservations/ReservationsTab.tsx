import { useState, type ReactNode } from 'react';
import { ArrivalsDepartures } from './ArrivalsDepartures.tsx';
import { BerthCalendar } from './BerthCalendar.tsx';
import { BerthChart } from './chart/BerthChart.tsx';
import { ReservationsList } from './ReservationsList.tsx';
import {
  addressWithParam,
  linkedReservationOf,
  replaceAddress,
  tabHeadingId,
  useAddressSearch,
} from '#site/islands/admin/shell/admin-address.ts';
import { OpenReservation } from './detail/open-reservation.ts';
import { ReservationDetailDialog } from './detail/ReservationDetailDialog.tsx';

/** A part of the tab under its own heading, which names the region. */
function TabSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h3 id={id} className="text-xl font-semibold text-navy-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The Berth Reservations tab: the requests to decide and stays to run, and each berth's calendar with
 * its blocks. A reservation's detail opens over it from a row or the chart, and from an address that
 * names it (`&reservation=`), which it keeps while open so a reload shows it again.
 */
export default function ReservationsTab() {
  const search = useAddressSearch();
  const [openId, setOpenId] = useState(() => linkedReservationOf(search));
  const show = (id: string | null) => {
    setOpenId(id);
    replaceAddress(addressWithParam('reservation', id));
  };
  return (
    <OpenReservation.Provider value={show}>
      {openId && <ReservationDetailDialog id={openId} onClose={() => show(null)} />}
      <div className="grid gap-10">
        <section aria-labelledby={tabHeadingId('reservations')} className="grid gap-4">
          <ReservationsList />
        </section>
        <TabSection id="movements-heading" title="Arrivals and departures">
          <ArrivalsDepartures />
        </TabSection>
        <TabSection id="chart-heading" title="Berth chart">
          <BerthChart />
        </TabSection>
        <TabSection id="calendar-heading" title="Berth calendar">
          <BerthCalendar />
        </TabSection>
      </div>
    </OpenReservation.Provider>
  );
}
