import { randomInt } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import { signingCodesPerHour, signingCodeValidMinutes, type SigningCodeSent } from '#shared/lease-signing-code.ts';
import { sha256Hex } from '#api/auth/tokens.ts';
import { leaseSigningCodes, leases, mailOutbox } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import { recordLeaseEvent } from '../evidence/record-lease-event.ts';
import { findAccessibleLease } from '../lease-access.ts';
import { leaseAlreadySignedMessage } from '../lease-rules.ts';
import type { SignerBrowser } from '../signer-browser.ts';
import { signingCodeMail } from './signing-code-mail.ts';

const minute = 60_000;
const hour = 60 * minute;
const tooManyMessage = `${signingCodesPerHour} codes were sent for this lease in the last hour. Wait a while, then send a new one — or sign without one.`;

/** Six digits, each equally likely, from the system's secure random source. */
const newSigningCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/**
 * Mails a one-time code to the lease's lessee email (`POST /api/leases/{id}/signing-code`), keeping
 * only its SHA-256; the code, its mail and the 'code-sent' event stand or fall together. A lease
 * mails a few codes an hour at most.
 */
export async function sendSigningCode(ctx: ServiceContext, input: { leaseId: string; browser: SignerBrowser }): Promise<SigningCodeSent> {
  const { lease, reservation } = await findAccessibleLease(ctx, input.leaseId, 'hold');
  const email = lease.lesseeEmail;
  if (!email) throw new AppError('conflict', 'This lease names no email address to send a code to.');
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + signingCodeValidMinutes * minute);
  const code = newSigningCode();

  await ctx.db.transaction(async (tx) => {
    // The lease row's lock makes the count and the insert one step for concurrent requests.
    const [locked] = await tx.select({ status: leases.status }).from(leases).where(eq(leases.id, lease.id)).for('update');
    if (locked?.status !== 'draft') throw new AppError('conflict', leaseAlreadySignedMessage);
    const [recent] = await tx
      .select({ sent: count() })
      .from(leaseSigningCodes)
      .where(and(eq(leaseSigningCodes.leaseId, lease.id), gt(leaseSigningCodes.createdAt, new Date(now.getTime() - hour))));
    if ((recent?.sent ?? 0) >= signingCodesPerHour) throw new AppError('rate_limited', tooManyMessage);
    await tx.insert(leaseSigningCodes).values({ leaseId: lease.id, email, codeHash: sha256Hex(code), createdAt: now, expiresAt });
    const letter = {
      reservationNumber: reservation.reservationNumber,
      lesseeName: lease.lesseeName ?? reservation.contactName,
      code,
      expiresAt,
    };
    await tx.insert(mailOutbox).values({ to: email, kind: 'lease-signing-code', ...signingCodeMail(letter, marinaOffice()) });
    await recordLeaseEvent(tx, {
      leaseId: lease.id,
      kind: 'code-sent',
      occurredAt: now,
      actor: 'Signer',
      clientIp: input.browser.clientIp,
      userAgent: input.browser.userAgent,
      details: { to: email },
    });
  });
  return { sentTo: email, expiresAt: expiresAt.toISOString() };
}
