import { apiRequest, getJson } from '#shared/api-client.ts';
import type { StormVesselNoteBody } from '#shared/schemas/storm-vessel-note.ts';
import type { StormNotePhotoView, StormVesselNoteRow } from '#shared/storm-vessel-note-views.ts';
import { postFormWithProgress } from '#site/islands/client/post-form-with-progress.ts';

// The Storm tab's after-storm notes (`/api/admin/storm-notes`); each throws ApiError on a non-OK answer.

export const stormNotesKey = ['admin', 'storm-notes'] as const;

export const readStormNotes = async (signal?: AbortSignal) =>
  (await getJson<{ notes: StormVesselNoteRow[] }>('/api/admin/storm-notes', { signal })).notes;

/** Stores one photo for a note to come; the note then names it by its id. */
export async function uploadNotePhoto(file: File): Promise<StormNotePhotoView> {
  const form = new FormData();
  form.append('file', file);
  return (await postFormWithProgress<{ photo: StormNotePhotoView }>('/api/admin/storm-notes/photos', form)).photo;
}

export const sendStormNote = (body: StormVesselNoteBody) => apiRequest<{ id: string }>('POST', '/api/admin/storm-notes', body);
