import { formatStayDate } from '#shared/stay-dates.ts';
import { letter, type MailContent, type MarinaOffice } from '#api/mail/letter.ts';
import { oneLine } from '#api/mail/plain-text.ts';

export interface PlanReminderLetter {
  firstName: string;
  seasonYear: number;
  dueDate: string;
  vesselNames: string[];
  /** Where the customer signs: their account's Vessels tab; null without the site's address. */
  vesselsUrl: string | null;
}

/** The reminder to a customer whose vessels at the marina have no signed storm plan for the season. */
export function stormPlanReminderMail(reminder: PlanReminderLetter, office: MarinaOffice): MailContent {
  const due = formatStayDate(reminder.dueDate);
  return {
    subject: oneLine(`Your ${reminder.seasonYear} storm plan is due ${due} — ${office.name}`),
    text: letter(
      `Hello ${reminder.firstName},`,
      [
        `Every vessel at the marina needs a signed storm plan for the ${reminder.seasonYear} hurricane season by ${due}. ` +
          'We have none yet for:\n' +
          reminder.vesselNames.map((name) => `- ${name}`).join('\n'),
        reminder.vesselsUrl
          ? `Sign in and open your vessels to fill in and sign each plan; it takes a few minutes:\n${reminder.vesselsUrl}`
          : 'Sign in to your account and open your vessels to fill in and sign each plan.',
        `Questions? Call the dock office at ${office.phone}.`,
      ],
      office,
    ),
  };
}
