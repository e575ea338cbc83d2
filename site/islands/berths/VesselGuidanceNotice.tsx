import { Ruler } from 'lucide-react';
import type { OfficePhone } from './office-phone.ts';
import type { VesselGuidance } from './vessel-guidance.ts';

const describeVessel = (length: number | undefined, draft: number | undefined) =>
  [length !== undefined && `${length} ft long`, draft !== undefined && `with a ${draft} ft draft`].filter(Boolean).join(' ');

/** In place of the cards, for a vessel no berth takes: the dock's largest berths and who to call. */
export function VesselGuidanceNotice({
  guidance,
  length,
  draft,
  officePhone,
}: {
  guidance: VesselGuidance;
  length: number | undefined;
  draft: number | undefined;
  officePhone: OfficePhone;
}) {
  const { longest, deepest } = guidance;
  return (
    <section aria-labelledby="vessel-guidance-heading" className="rounded-xl bg-white p-6 ring-1 ring-navy-900/10 sm:p-8">
      <h3 id="vessel-guidance-heading" className="flex items-center gap-2 text-lg font-bold text-navy-900">
        <Ruler aria-hidden="true" className="size-5 text-sea-700" />
        No berth here takes a vessel {describeVessel(length, draft)}
      </h3>
      <p className="mt-2 text-navy-800">
        Our longest berth, {longest.name}, is {longest.length} ft long and takes a draft of up to {longest.maxDraft} ft.
        {deepest.name !== longest.name &&
          ` The deepest, ${deepest.name}, takes a draft of up to ${deepest.maxDraft} ft and is ${deepest.length} ft long.`}
      </p>
      <p className="mt-2 text-navy-800">
        Check the length and draft you entered, or call the dock office at{' '}
        <a href={`tel:${officePhone.tel}`} className="money rounded-sm font-semibold text-sea-700 underline underline-offset-4">
          {officePhone.display}
        </a>{' '}
        to talk about space for your vessel.
      </p>
    </section>
  );
}
