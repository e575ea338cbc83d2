import { ArrivalsDepartures } from './ArrivalsDepartures.tsx';
import { BerthCalendar } from './BerthCalendar.tsx';
import { BerthChart } from './chart/BerthChart.tsx';
import { ReservationsList } from './ReservationsList.tsx';
import { tabHeadingId } from '#site/islands/admin/shell/admin-address.ts';

/** The Berth Reservations tab: the requests to decide and stays to run, and each berth's calendar with its blocks. */
export default function ReservationsTab() {
  return (
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
  );
}
