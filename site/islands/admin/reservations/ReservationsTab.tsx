/** The Berth Reservations tab of the admin dashboard. */
export default function ReservationsTab() {
  return <h2 className="text-xl font-semibold text-navy-900">Berth Reservations</h2>;
}
