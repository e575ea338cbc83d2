/** The Overview tab of the admin dashboard. */
export default function OverviewTab() {
  return <h2 className="text-xl font-semibold text-navy-900">Overview</h2>;
}
