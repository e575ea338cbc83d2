import { z } from 'zod';
import { typedText } from './text.ts';

/** Photos one note carries: enough to show the damage, few enough for a mail to stay short. */
export const maxNotePhotos = 4;
const maxNoteLength = 2000;

/** `POST /api/admin/storm-notes`: the stay (by its R-number, as the roster names it), the words, and photos uploaded first. */
export const stormVesselNoteSchema = z.object({
  reservationNumber: typedText('The vessel', 'single-line', 'Choose a vessel').min(1, 'Choose a vessel').max(40),
  text: typedText('The note', 'multi-line', 'Write how the vessel came through')
    .min(1, 'Write how the vessel came through')
    .max(maxNoteLength, `Keep the note under ${maxNoteLength.toLocaleString('en-US')} characters`),
  photoIds: z.array(z.uuid()).max(maxNotePhotos, `Up to ${maxNotePhotos} photos`),
});
export type StormVesselNoteBody = z.infer<typeof stormVesselNoteSchema>;

/** `POST /api/admin/storm-notes/photos` sends the photo alone. */
export const stormPhotoFieldsSchema = z.object({});
