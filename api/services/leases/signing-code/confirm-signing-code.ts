import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { signingCodeMaxAttempts, type SigningCodeConfirmed } from '#shared/lease-signing-code.ts';
import type { SigningCodeBody } from '#shared/schemas/lease.ts';
import { sha256Hex } from '#api/auth/tokens.ts';
import { leaseSigningCodes } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { recordLeaseEvent } from '../evidence/record-lease-event.ts';
import { findAccessibleLease } from '../lease-access.ts';
import { leaseAlreadySignedMessage } from '../lease-rules.ts';
import type { SignerBrowser } from '../signer-browser.ts';

const wrongMessage = 'That code is not right. Check the email, or send a new code.';
const expiredMessage = 'That code has expired. Send a new one.';
const usedMessage = 'That code was already used. Send a new one to confirm again.';
const worn = 'That code was typed wrong too many times. Send a new one.';

const refused = (message: string) => new AppError('signing_code_refused', message, { errors: { code: message } });

/**
 * Confirms the lease's latest mailed code (`POST /api/leases/{id}/signing-code/confirm`): the right
 * code, in time and once, marks the lease's email as the signer's, with its 'code-confirmed' event in
 * the same transaction. A wrong code counts against it, and a few wrong tries end it.
 */
export async function confirmSigningCode(
  ctx: ServiceContext,
  input: { leaseId: string; body: SigningCodeBody; browser: SignerBrowser },
): Promise<SigningCodeConfirmed> {
  const { lease } = await findAccessibleLease(ctx, input.leaseId, 'hold');
  if (lease.status === 'signed') throw new AppError('conflict', leaseAlreadySignedMessage);
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const [latest] = await tx
      .select()
      .from(leaseSigningCodes)
      .where(eq(leaseSigningCodes.leaseId, lease.id))
      .orderBy(desc(leaseSigningCodes.createdAt))
      .limit(1)
      .for('update');
    if (!latest) return wrongMessage;
    if (latest.attempts >= signingCodeMaxAttempts) return worn;
    const right = sha256Hex(input.body.code) === latest.codeHash;
    if (!right) {
      await tx
        .update(leaseSigningCodes)
        .set({ attempts: sql`${leaseSigningCodes.attempts} + 1` })
        .where(eq(leaseSigningCodes.id, latest.id));
      return wrongMessage;
    }
    if (latest.confirmedAt) return usedMessage;
    if (latest.expiresAt <= now) return expiredMessage;
    const [confirmed] = await tx
      .update(leaseSigningCodes)
      .set({ confirmedAt: now })
      .where(and(eq(leaseSigningCodes.id, latest.id), isNull(leaseSigningCodes.confirmedAt)))
      .returning();
    if (!confirmed) return usedMessage;
    await recordLeaseEvent(tx, {
      leaseId: lease.id,
      kind: 'code-confirmed',
      occurredAt: now,
      actor: 'Signer',
      clientIp: input.browser.clientIp,
      userAgent: input.browser.userAgent,
      details: { email: confirmed.email },
    });
    return { confirmedEmail: confirmed.email };
  });
  // The wrong try's count is committed before it is refused.
  if (typeof outcome === 'string') throw refused(outcome);
  return outcome;
}
