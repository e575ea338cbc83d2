import { letter, type MailContent, type MarinaOffice } from '#api/mail/letter.ts';
import { oneLine } from '#api/mail/plain-text.ts';

export interface StormNoteLetter {
  tenantName: string;
  vesselName: string;
  reservationNumber: string;
  berthName: string;
  stormName: string | null;
  text: string;
  /** Each photo's name and the link that opens it without signing in. */
  photos: { fileName: string; link: string }[];
}

/** The owner's mail after a storm: the office's note on their vessel, word for word, and a link to each photo. */
export function stormNoteMail(note: StormNoteLetter, office: MarinaOffice): MailContent {
  const after = note.stormName ? `after ${note.stormName}` : 'after the storm';
  const photos =
    note.photos.length === 0
      ? []
      : [
          `Photos (each link opens the picture; keep them for your insurer):\n${note.photos
            .map(({ fileName, link }) => `- ${fileName}: ${link}`)
            .join('\n')}`,
        ];
  return {
    subject: oneLine(`${note.vesselName} ${after}: a note from the dock office — ${office.name}`),
    text: letter(
      `Hello ${note.tenantName},`,
      [
        `The dock office has checked ${note.vesselName} (${note.reservationNumber}, berth ${note.berthName}) ${after}:`,
        note.text,
        ...photos,
        `Questions about your vessel? Call the dock office at ${office.phone}.`,
      ],
      office,
    ),
  };
}
