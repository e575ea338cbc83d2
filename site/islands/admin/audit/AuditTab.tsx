/** The Audit tab of the admin dashboard. */
export default function AuditTab() {
  return <h2 className="text-xl font-semibold text-navy-900">Audit</h2>;
}
