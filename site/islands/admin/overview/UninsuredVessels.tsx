import type { MouseEvent } from 'react';
import type { AdminOverview } from '#shared/admin-overview-views.ts';
import type { UninsuredVesselView } from '#shared/insurance-views.ts';
import { formatStayDate } from '#shared/stay-dates.ts';
import { Badge } from '#site/islands/ui/Badge.tsx';
import { adminTabHref } from '#site/islands/admin/shell/admin-address.ts';
import { isPlainClick, openAdminTab } from '#site/islands/admin/shell/open-admin-tab.ts';

function UninsuredRow({ vessel }: { vessel: UninsuredVesselView }) {
  const href = adminTabHref('clients', { q: vessel.customer.email });
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isPlainClick(event) && openAdminTab(href, 'clients')) event.preventDefault();
  };
  const { stay } = vessel;
  return (
    <li className="flex flex-col gap-1 py-3">
      <p className="font-semibold wrap-anywhere text-navy-900">{vessel.vesselName}</p>
      <p className="text-sm text-navy-700">
        <a href={href} onClick={open} className="font-semibold text-sea-800 underline underline-offset-4 hover:text-sea-900">
          {vessel.customer.name}
        </a>
        {vessel.customer.company ? `, ${vessel.customer.company}` : ''} · {stay.reservationNumber}, {formatStayDate(stay.arrivalDate)} to{' '}
        {formatStayDate(stay.departureDate)}
      </p>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone="alert">
          Insurance expired <time dateTime={vessel.expiredOn}>{formatStayDate(vessel.expiredOn)}</time>
        </Badge>
        {vessel.overrideThrough && (
          <span className="text-navy-800">
            Bookings allowed by the office through <time dateTime={vessel.overrideThrough}>{formatStayDate(vessel.overrideThrough)}</time>
          </span>
        )}
      </div>
    </li>
  );
}

/** Vessels with a stay now or coming whose insurance has run out, soonest stay first, each linking to its client. */
export function UninsuredVessels({ uninsured }: { uninsured: AdminOverview['uninsured'] }) {
  const { count, vessels } = uninsured;
  return (
    <section id="uninsured-vessels" aria-labelledby="uninsured-vessels-title" className="rounded-lg bg-white p-5 ring-1 ring-navy-900/10">
      <h3 id="uninsured-vessels-title" className="font-semibold text-navy-700">
        Uninsured vessels with stays: {count}
        {count > vessels.length ? ` (soonest ${vessels.length} shown)` : ''}
      </h3>
      <p className="mt-1 text-sm text-navy-700">
        Vessels staying now or booked to come whose certificate of insurance has expired. Their owners cannot book again until a current
        certificate is on file; open the client to see the vessel or allow a booking.
      </p>
      {vessels.length === 0 ? (
        <p className="mt-2 text-navy-700">None: no vessel staying now or booked to come has expired insurance.</p>
      ) : (
        <ul className="mt-2 divide-y divide-sand-200">
          {vessels.map((vessel) => (
            <UninsuredRow key={vessel.vesselId} vessel={vessel} />
          ))}
        </ul>
      )}
    </section>
  );
}
