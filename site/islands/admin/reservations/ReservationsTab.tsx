import { useState } from 'react';
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
        <section aria-labelledby="movements-heading" className="grid gap-4">
          <h3 id="movements-heading" className="text-xl font-semibold text-navy-900">
            Arrivals and departures
          </h3>
          <ArrivalsDepartures />
        </section>
        <section aria-labelledby="chart-heading" className="grid gap-4">
          <h3 id="chart-heading" className="text-xl font-semibold text-navy-900">
            Berth chart
          </h3>
          <BerthChart />
        </section>
        <section aria-labelledby="calendar-heading" className="grid gap-4">
          <h3 id="calendar-heading" className="text-xl font-semibold text-navy-900">
            Berth calendar
          </h3>
          <BerthCalendar />
        </section>
      </div>
    </OpenReservation.Provider>
  );
}
