import type { AuditEntryView } from '#shared/audit-views.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { AuditSentence } from './AuditSentence.tsx';

/** One staff action as a sentence whose record and client are links, when, and its fields before and after in words. */
export function AuditEntry({ entry }: { entry: AuditEntryView }) {
  const rows = entry.fields;
  return (
    <li className="rounded-lg bg-white p-4 ring-1 ring-navy-900/10">
      <p className="wrap-anywhere text-navy-900">
        <AuditSentence facts={entry} />
      </p>
      <p className="mt-1 text-sm text-navy-700">
        {entry.actionLabel} · <time dateTime={entry.createdAt}>{formatFacilityDateTime(entry.createdAt)}</time>
      </p>
      {rows.length > 0 && (
        <details className="mt-2">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-sea-800">Before and after</summary>
          <div className="overflow-x-auto">
            <table className="mt-2 w-full text-left text-sm">
              <caption className="sr-only">Fields before and after: {entry.actionLabel}</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-4">
                    Field
                  </th>
                  <th scope="col" className="py-1 pr-4">
                    Before
                  </th>
                  <th scope="col" className="py-1">
                    After
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.field} className={`border-t border-sand-200 ${row.changed ? 'bg-sand-50 font-semibold' : ''}`}>
                    <th scope="row" className="py-1 pr-4 font-normal">
                      {row.field}
                      {row.changed && <span className="sr-only"> (changed)</span>}
                    </th>
                    <td className="py-1 pr-4 break-words">{row.before}</td>
                    <td className="py-1 break-words">{row.after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </li>
  );
}
