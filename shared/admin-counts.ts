/**
 * `GET /api/admin/counts`: what waits in each admin tab, counted by the database, for the tabs'
 * badges. Each figure clears as the office deals with what it counts.
 */
export interface AdminCounts {
  /** Client messages nobody in the office has read. */
  unreadMessages: number;
  /** Client uploads not yet marked processed. */
  unprocessedUploads: number;
  /** Service and quote requests nobody has acted on yet. */
  newLeads: number;
  /** Paid reservations waiting for approval. */
  reservationsToApprove: number;
}
