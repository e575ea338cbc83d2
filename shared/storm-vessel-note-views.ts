/** A photo uploaded for a note, before or after it is sent. */
export interface StormNotePhotoView {
  id: string;
  fileName: string;
}

/** A note sent to an owner after a storm, as the Storm tab lists it (`GET /api/admin/storm-notes`). */
export interface StormVesselNoteRow {
  id: string;
  reservationNumber: string;
  vesselName: string;
  berthName: string;
  tenantName: string;
  mailedTo: string;
  text: string;
  photos: StormNotePhotoView[];
  createdAt: string;
  createdBy: string | null;
}
