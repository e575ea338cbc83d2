/** A stay on the haul-out list, as the office works it. */
export interface HaulOutRow {
  id: string;
  /** Its place in the queue while waiting (1 is next); null once hauled. */
  place: number | null;
  reservationNumber: string;
  vesselName: string;
  vesselLength: number | null;
  berthName: string;
  tenantName: string;
  company: string;
  phone: string | null;
  email: string;
  stormName: string | null;
  /** Haul-out priority paid for the season now (and not refunded): it goes before those who asked earlier. */
  priority: boolean;
  /** The office has sent its owner a note on the vessel after a storm. */
  noteSent: boolean;
  joinedAt: string;
  hauledAt: string | null;
  /** The staff member who marked it hauled. */
  hauledBy: string | null;
}

/** The haul-out list (`GET /api/admin/haul-outs`): the queue in order, then the vessels hauled, latest first. */
export interface HaulListView {
  /** The season whose paid priority puts a vessel first. */
  prioritySeason: number;
  waiting: HaulOutRow[];
  hauled: HaulOutRow[];
}
