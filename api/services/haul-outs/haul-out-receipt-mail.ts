import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { letter, type MailContent, type MarinaOffice } from '#api/mail/letter.ts';
import { oneLine } from '#api/mail/plain-text.ts';
import type { HaulOutReceipt } from './haul-out-receipt-pdf.ts';

/** The owner's mail when their vessel is out of the water: when, and the receipt for the insurer attached. */
export function haulOutReceiptMail(receipt: HaulOutReceipt, fileName: string, office: MarinaOffice): MailContent {
  return {
    subject: oneLine(`${receipt.vesselName} is hauled out: your receipt ${receipt.receiptNumber} — ${office.name}`),
    text: letter(
      `Hello ${receipt.ownerName},`,
      [
        `${receipt.vesselName} was hauled out of the water at ${formatFacilityDateTime(receipt.hauledAt)}` +
          `${receipt.stormName ? `, ahead of ${receipt.stormName}` : ''}, as you asked.`,
        `Your dated haul-out receipt is attached (${fileName}). Many insurers repay part of a storm haul-out against it: ` +
          'send it to yours with your claim.',
        `Questions about your vessel? Call the dock office at ${office.phone}.`,
      ],
      office,
    ),
  };
}
