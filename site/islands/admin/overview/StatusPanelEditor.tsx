import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { OperationsStatusView } from '#shared/operations-status.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { standInFields } from '#site/islands/form/form-layout.ts';
import { FormOnFirstUse } from '#site/islands/form/FormOnFirstUse.tsx';
import { LoadFailure } from '#site/islands/ui/list-state/LoadFailure.tsx';
import { LoadingNotice } from '#site/islands/ui/list-state/LoadingNotice.tsx';
import { overviewQueryKeys, readOperationsStatus } from './overview-api.ts';
import { StatusPanelFormLayout } from './StatusPanelFormLayout.tsx';
import { statusPanelValues } from './status-panel-values.ts';

// The form's checks (zod, react-hook-form) are not on the Overview's first load: they come when the form is first used.
const loadStatusPanelForm = () => import('./StatusPanelForm.tsx').then((module) => module.StatusPanelForm);

/** The contact page's status panel: what it shows now, and the form that sets it. */
export function StatusPanelEditor() {
  const titleId = useId();
  const query = useQuery({ queryKey: overviewQueryKeys.operationsStatus, queryFn: ({ signal }) => readOperationsStatus(signal) });
  return (
    <section aria-labelledby={titleId} className="rounded-lg bg-white p-5 ring-1 ring-navy-900/10">
      <h3 id={titleId} className="text-lg font-semibold text-navy-900">
        Contact page status panel
      </h3>
      <div className="mt-3 empty:hidden">
        {query.isPending && <LoadingNotice>Loading the status panel…</LoadingNotice>}
        {query.isError && <LoadFailure query={query} />}
      </div>
      {query.data && <StatusPanel key={query.data.updatedAt ?? 'defaults'} status={query.data} />}
    </section>
  );
}

/** What the panel shows now, and the form that sets it. */
function StatusPanel({ status }: { status: OperationsStatusView }) {
  return (
    <>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {status.items.map(({ item, label, value }) => (
          <div key={item} className="contents">
            <dt className="text-navy-700">{label}</dt>
            <dd className="font-semibold text-navy-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-navy-600">
        {status.updatedAt ? `Last updated ${formatFacilityDateTime(status.updatedAt)}` : 'Showing the starting values; not edited yet.'}
      </p>
      <FormOnFirstUse
        load={loadStatusPanelForm}
        props={{ status }}
        standIn={<StatusPanelFormLayout status={status} field={standInFields(statusPanelValues(status.items))} loading />}
      />
    </>
  );
}
