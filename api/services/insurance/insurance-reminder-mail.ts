import { formatStayDate } from '#shared/stay-dates.ts';
import { hello, letter, type MailContent, type MarinaOffice } from '#api/mail/letter.ts';
import { oneLine } from '#api/mail/plain-text.ts';

export interface ReminderFacts {
  firstName: string;
  vesselName: string;
  carrier: string;
  policyNumber: string;
  expiresOn: string;
  daysLeft: number;
  /** Where the owner uploads the renewed certificate. */
  vesselsUrl: string;
}

/** The portal notice's words: the same facts as the mail, short. */
export function reminderNotice(facts: ReminderFacts): { title: string; message: string } {
  return {
    title: `Insurance of ${facts.vesselName} expires ${formatStayDate(facts.expiresOn)}`,
    message:
      `The certificate on file (${facts.carrier}, policy ${facts.policyNumber}) expires in ${facts.daysLeft} days. ` +
      'Upload the renewed one in your Vessels tab so bookings for this vessel are not refused.',
  };
}

/** The owner's mail 30, 14 and 3 days before their vessel's certificate of insurance expires. */
export function insuranceReminderMail(facts: ReminderFacts, office: MarinaOffice): MailContent {
  return {
    subject: oneLine(`Insurance of ${facts.vesselName} expires on ${formatStayDate(facts.expiresOn)} — ${office.name}`),
    text: letter(
      hello(facts.firstName),
      [
        `The certificate of insurance we hold for ${facts.vesselName} (${facts.carrier}, policy ${facts.policyNumber}) ` +
          `expires on ${formatStayDate(facts.expiresOn)}, in ${facts.daysLeft} days.`,
        'From that day the vessel counts as uninsured: a new stay or a renewal for it cannot be booked until a current ' +
          'certificate is on file.',
        `Upload your renewed certificate in the Vessels tab of your account: ${facts.vesselsUrl}`,
        `Questions? Call the dock office at ${office.phone}.`,
      ],
      office,
    ),
  };
}
