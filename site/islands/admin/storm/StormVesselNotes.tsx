import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { StormRosterRow } from '#shared/storm-roster-views.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { EmptyNotice } from '#site/islands/ui/list-state/EmptyNotice.tsx';
import { LoadFailure } from '#site/islands/ui/list-state/LoadFailure.tsx';
import { LoadingNotice } from '#site/islands/ui/list-state/LoadingNotice.tsx';
import { StormNoteForm } from './StormNoteForm.tsx';
import { readStormNotes, stormNotesKey } from './storm-notes-api.ts';

/** After the storm: a note with photos to the owner of a vessel on the roster, and the notes already sent. */
export function StormVesselNotes({ vessels }: { vessels: readonly StormRosterRow[] }) {
  const headingId = useId();
  const notes = useQuery({ queryKey: stormNotesKey, queryFn: ({ signal }) => readStormNotes(signal) });
  const noted = new Set((notes.data ?? []).map(({ reservationNumber }) => reservationNumber));
  return (
    <section aria-labelledby={headingId} className="grid gap-4 print:hidden">
      <h3 id={headingId} className="text-xl font-extrabold text-navy-900">
        Notes to owners after the storm
      </h3>
      <p className="text-navy-700">
        The owner is emailed the note with a link to each photo, and sees it in their account when they have one.
      </p>
      {vessels.length === 0 ? (
        <EmptyNotice title="No vessels on the roster" description="A note goes to the owner of a vessel at the marina this week." />
      ) : (
        <StormNoteForm vessels={vessels} noted={noted} />
      )}
      {notes.isPending && <LoadingNotice>Loading the notes sent…</LoadingNotice>}
      {notes.isError && <LoadFailure query={notes}>The notes sent could not be loaded. Check the connection and try again.</LoadFailure>}
      {notes.data && notes.data.length > 0 && (
        <>
          <h4 className="text-lg font-bold text-navy-900">Notes sent</h4>
          <ul aria-label="Notes sent, latest first" className="grid gap-3">
            {notes.data.map((note) => (
              <li key={note.id} className="grid gap-1 rounded-lg bg-white p-4 ring-1 ring-navy-900/10">
                <p className="font-bold text-navy-900">
                  {note.vesselName}{' '}
                  <span className="font-normal text-navy-700">
                    · {note.berthName} · {note.reservationNumber}
                  </span>
                </p>
                <p className="text-sm text-navy-700">
                  Sent to {note.tenantName} ({note.mailedTo}) {formatFacilityDateTime(note.createdAt)}
                  {note.createdBy ? ` by ${note.createdBy}` : ''}
                  {note.photos.length > 0 ? ` with ${note.photos.map(({ fileName }) => fileName).join(', ')}` : ''}
                </p>
                <p className="whitespace-pre-line text-navy-900">{note.text}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
