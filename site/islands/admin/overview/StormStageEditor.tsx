import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { StormStageAdminView } from '#shared/schemas/storm-stage.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { standInFields } from '#site/islands/form/form-layout.ts';
import { FormOnFirstUse } from '#site/islands/form/FormOnFirstUse.tsx';
import { LoadFailure } from '#site/islands/ui/list-state/LoadFailure.tsx';
import { LoadingNotice } from '#site/islands/ui/list-state/LoadingNotice.tsx';
import { overviewQueryKeys, readStormStageAdmin } from './overview-api.ts';
import { StormStageFormLayout } from './StormStageFormLayout.tsx';
import { stormStageDrawnValues } from './storm-stage-values.ts';

// As with the status panel, the form's checks come when the form is first used.
const loadStormStageForm = () => import('./StormStageForm.tsx').then((module) => module.StormStageForm);

/** The storm stage every public page shows: what is set now, and the form that sets it. */
export function StormStageEditor() {
  const titleId = useId();
  const query = useQuery({ queryKey: overviewQueryKeys.stormStage, queryFn: ({ signal }) => readStormStageAdmin(signal) });
  return (
    <section aria-labelledby={titleId} className="rounded-lg bg-white p-5 ring-1 ring-navy-900/10">
      <h3 id={titleId} className="text-lg font-semibold text-navy-900">
        Storm stage
      </h3>
      <div className="mt-3 empty:hidden">
        {query.isPending && <LoadingNotice>Loading the storm stage…</LoadingNotice>}
        {query.isError && <LoadFailure query={query} />}
      </div>
      {query.data && <StormStagePanel key={query.data.current.since ?? 'never set'} view={query.data} />}
    </section>
  );
}

function StormStagePanel({ view }: { view: StormStageAdminView }) {
  const { stage, stormName, note, since } = view.current;
  const drawn = stormStageDrawnValues(view.current);
  return (
    <>
      {stage ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-navy-700">Stage</dt>
          <dd className="font-semibold text-navy-900">{stage.name}</dd>
          {stormName && (
            <>
              <dt className="text-navy-700">Storm</dt>
              <dd className="font-semibold wrap-anywhere text-navy-900">{stormName}</dd>
            </>
          )}
          {note && (
            <>
              <dt className="text-navy-700">Note</dt>
              <dd className="wrap-anywhere whitespace-pre-line text-navy-900">{note}</dd>
            </>
          )}
        </dl>
      ) : (
        <p className="mt-3 font-semibold text-navy-900">No storm stage set</p>
      )}
      <p className="mt-2 text-sm text-navy-600">
        {stage ? `${stage.meaning} Every page shows it.` : 'No page shows a storm banner.'}
        {stage && since && ` Set ${formatFacilityDateTime(since)}.`}
      </p>
      <FormOnFirstUse
        load={loadStormStageForm}
        props={{ view }}
        standIn={<StormStageFormLayout stages={view.stages} chosenKey={drawn.stage} field={standInFields(drawn)} loading />}
      />
    </>
  );
}
