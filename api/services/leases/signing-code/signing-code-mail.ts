import { signingCodeValidMinutes } from '#shared/lease-signing-code.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { letter, type MailContent, type MarinaOffice } from '#api/mail/letter.ts';
import { oneLine } from '#api/mail/plain-text.ts';

/** The line that carries the code; Sent mail hides what follows it (sent-mail-view.ts). */
export const signingCodeLine = 'Your signing code:';

export interface SigningCodeLetter {
  reservationNumber: string;
  lesseeName: string;
  code: string;
  expiresAt: Date;
}

/** The one-time code that shows the signer reads mail at the lease's address. */
export function signingCodeMail({ reservationNumber, lesseeName, code, expiresAt }: SigningCodeLetter, office: MarinaOffice): MailContent {
  return {
    subject: oneLine(`Your lease signing code for reservation ${reservationNumber} — ${office.name}`),
    text: letter(
      `Hello ${lesseeName},`,
      [
        `${signingCodeLine} ${code}`,
        `Type it on the Sign step of reservation ${reservationNumber} to confirm this email address is yours. ` +
          `It works once, for ${signingCodeValidMinutes} minutes, until ${formatFacilityDateTime(expiresAt)}.`,
        `Did not ask for it? Nobody can sign with the code alone; you can ignore this mail, or call the dock office at ${office.phone}.`,
      ],
      office,
    ),
  };
}
