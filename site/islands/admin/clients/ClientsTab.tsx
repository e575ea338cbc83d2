/** The Client Portal tab of the admin dashboard. */
export default function ClientsTab() {
  return <h2 className="text-xl font-semibold text-navy-900">Client Portal</h2>;
}
