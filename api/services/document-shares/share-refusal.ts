import { AppError, type ErrorCode } from '#api/lib/errors.ts';

/** Why a link did not open: never made (or mistyped), taken back, past its expiry, or its document trashed. */
export type ShareRefusalReason = 'unknown' | 'revoked' | 'expired' | 'removed';

export const unknownShareMessage = 'This link is not valid. Check that you copied all of it, or ask the marina office for a new one.';
export const closedShareMessage = 'This link has expired or was revoked.';

/**
 * A link that does not open. The JSON answer says only "not valid" or "expired or revoked", as it
 * always did; the reason and the expiry are kept for the page a person opening the link is shown.
 */
export class ShareRefusal extends AppError {
  readonly reason: ShareRefusalReason;
  readonly expiresAt: Date | null;

  constructor(reason: ShareRefusalReason, expiresAt: Date | null = null) {
    const code: ErrorCode = reason === 'unknown' ? 'not_found' : 'gone';
    super(code, reason === 'unknown' ? unknownShareMessage : closedShareMessage);
    this.reason = reason;
    this.expiresAt = expiresAt;
  }
}
