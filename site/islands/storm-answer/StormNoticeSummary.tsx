import { TriangleAlert } from 'lucide-react';
import { stormIntentLabels, type StormNoticeView } from '#shared/schemas/storm-answer.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { noticeHeadline } from './storm-answer-words.ts';

/** The stage the office set, what it means, what every tenant must do, and the office's own note. */
export function StormNoticeSummary({ notice }: { notice: StormNoticeView }) {
  const { stage, note, since, tenantName, plannedVessels } = notice;
  return (
    <section aria-labelledby="storm-notice-headline" className="grid gap-4">
      <p className="text-navy-700">Hello {tenantName},</p>
      <h2 id="storm-notice-headline" className="flex items-start gap-3 text-2xl font-bold tracking-tight text-navy-900">
        <TriangleAlert aria-hidden="true" className="mt-1 size-6 shrink-0 text-safety-600" />
        {noticeHeadline(notice)}
      </h2>
      <p className="text-sm text-navy-600">Set by the harbor office {formatFacilityDateTime(since)}</p>
      <p className="text-lg text-navy-800">{stage.meaning}</p>
      {stage.tenantsMust.length > 0 && (
        <div>
          <h3 className="font-semibold text-navy-900">What every tenant must do now</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-navy-800">
            {stage.tenantsMust.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </div>
      )}
      {note && (
        <div className="rounded-md border-l-4 border-sea-700 bg-sand-50 px-4 py-3">
          <h3 className="font-semibold text-navy-900">From the harbor office</h3>
          <p className="mt-1 whitespace-pre-line text-navy-800">{note}</p>
        </div>
      )}
      {plannedVessels.length > 0 && (
        <div>
          <h3 className="font-semibold text-navy-900">Your storm plans on file</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-navy-800">
            {plannedVessels.map(({ vesselName, intent, manned }) => (
              <li key={vesselName}>
                {vesselName}: {stormIntentLabels[intent].toLowerCase()}, {manned ? 'manned' : 'not manned'}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
