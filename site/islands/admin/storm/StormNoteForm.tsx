import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError, errorMessage } from '#shared/api-client.ts';
import { maxNotePhotos, stormVesselNoteSchema } from '#shared/schemas/storm-vessel-note.ts';
import type { StormRosterRow } from '#shared/storm-roster-views.ts';
import { maxUploadBytes, uploadExtensions, uploadProblem } from '#shared/uploads.ts';
import { toast } from '#site/lib/toast-store.ts';
import { acceptedTypesHint } from '#site/islands/form/accepted-types-hint.ts';
import { Field } from '#site/islands/form/Field.tsx';
import { FormFailure } from '#site/islands/form/FormFailure.tsx';
import { Select, TextArea } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { fileInputClass } from '#site/islands/admin/clients/file-input-look.ts';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';
import { sendStormNote, stormNotesKey, uploadNotePhoto } from './storm-notes-api.ts';

const acceptedPhotos = uploadExtensions.stormPhoto.map((extension) => `.${extension}`).join(',');
type NoteField = 'reservationNumber' | 'text' | 'photoIds';

function photosProblem(files: readonly File[]): string | undefined {
  if (files.length > maxNotePhotos) return `Up to ${maxNotePhotos} photos`;
  for (const file of files) {
    const problem = uploadProblem('stormPhoto', file);
    if (problem) return `${file.name}: ${problem}`;
  }
  return undefined;
}

/**
 * A note to the owner of a vessel on the roster: the words and up to four photos, uploaded one by one
 * and then sent with the note. Photos already uploaded are not sent again on a retry; nothing typed
 * is lost on a refusal.
 */
export function StormNoteForm({ vessels, noted }: { vessels: readonly StormRosterRow[]; noted: ReadonlySet<string> }) {
  const queryClient = useQueryClient();
  const [reservationNumber, setReservationNumber] = useState('');
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const uploaded = useRef(new Map<File, string>());
  const photoInput = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Partial<Record<NoteField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<string | null>(null);

  const options = vessels.map((row) => ({
    value: row.reservationNumber,
    label: `${row.vesselName} · ${row.berthName} · ${row.reservationNumber}${noted.has(row.reservationNumber) ? ' (note sent)' : ''}`,
  }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = stormVesselNoteSchema.safeParse({ reservationNumber, text, photoIds: [] });
    const found: Partial<Record<NoteField, string>> = {};
    for (const issue of checked.error?.issues ?? []) found[issue.path[0] as NoteField] ??= issue.message;
    const photoProblem = photosProblem(files);
    if (photoProblem) found.photoIds = photoProblem;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const photoIds: string[] = [];
      for (const [index, file] of files.entries()) {
        setProgress(`Uploading photo ${index + 1} of ${files.length}…`);
        const known = uploaded.current.get(file);
        const id = known ?? (await uploadNotePhoto(file)).id;
        uploaded.current.set(file, id);
        photoIds.push(id);
      }
      setProgress('Sending the note…');
      await sendStormNote({ reservationNumber, text: text.trim(), photoIds });
      const vessel = vessels.find((row) => row.reservationNumber === reservationNumber);
      toast({ title: 'Note sent', description: `${vessel?.vesselName ?? reservationNumber}: the owner is emailed the note and photos.` });
      setReservationNumber('');
      setText('');
      setFiles([]);
      uploaded.current.clear();
      if (photoInput.current) photoInput.current.value = '';
      void queryClient.invalidateQueries({ queryKey: stormNotesKey });
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        setErrors(error.errors);
        // A photo refused as gone is uploaded afresh on the next try.
        if (error.errors.photoIds) uploaded.current.clear();
      }
      setFailure(errorMessage(error, unreachableMessage));
    } finally {
      setProgress(null);
    }
  }

  return (
    <form method="post" noValidate onSubmit={submit} aria-label="Note to an owner" className="grid gap-4 sm:max-w-xl">
      <Select
        label="Vessel"
        required
        placeholder="Choose a vessel on the roster"
        options={options}
        value={reservationNumber}
        error={errors.reservationNumber}
        onChange={(event) => setReservationNumber(event.target.value)}
      />
      <TextArea
        label="How the vessel came through"
        required
        rows={4}
        value={text}
        error={errors.text}
        onChange={(event) => setText(event.target.value)}
      />
      <Field
        label={`Photos (up to ${maxNotePhotos})`}
        hint={acceptedTypesHint(uploadExtensions.stormPhoto, maxUploadBytes)}
        error={errors.photoIds}
      >
        {(control) => (
          <input
            {...control}
            ref={photoInput}
            type="file"
            multiple
            accept={acceptedPhotos}
            className={fileInputClass}
            onChange={(event) => setFiles([...(event.target.files ?? [])])}
          />
        )}
      </Field>
      <FormFailure message={failure} />
      <p aria-live="polite" className="text-sm text-navy-700">
        {progress}
      </p>
      <SubmitButton pending={progress !== null} label="Send note to the owner" pendingLabel={progress ?? 'Sending…'} />
    </form>
  );
}
