/** The Service Requests tab of the admin dashboard. */
export default function LeadsTab() {
  return <h2 className="text-xl font-semibold text-navy-900">Service Requests</h2>;
}
