import { allClearStage } from '#shared/schemas/storm-stage.ts';
import { stormIntentLabels, type StormIntent } from '#shared/schemas/storm-answer.ts';
import type { StormSeasonStage } from '#shared/storm-season.ts';
import { letter, type MailContent, type MarinaOffice } from '#api/mail/letter.ts';
import { oneLine } from '#api/mail/plain-text.ts';

/** A stay the message is about, as the tenant knows it. */
export interface NoticeStay {
  reservationNumber: string;
  vesselName: string;
  berthName: string;
}

/** A signed storm plan the message reminds the tenant of. */
export interface NoticePlan {
  vesselName: string;
  intent: StormIntent;
  manned: boolean;
}

export interface StormNoticeLetter {
  tenantName: string;
  stage: StormSeasonStage;
  stormName: string | null;
  note: string | null;
  stays: NoticeStay[];
  plans: NoticePlan[];
  /** The one-click answer link; null for all clear, or without the site's address. */
  answerUrl: string | null;
}

/** The stage with the storm's name, as the subject and the portal's notice say it. */
export const stageHeadline = (stage: StormSeasonStage, stormName: string | null) =>
  oneLine(stormName ? `${stage.name}: ${stormName}` : stage.name);

const stayLines = (stays: NoticeStay[]) =>
  stays
    .map(({ reservationNumber, vesselName, berthName }) => `- ${vesselName}, ${berthName} (reservation ${reservationNumber})`)
    .join('\n');

const planLines = (plans: NoticePlan[]) =>
  plans
    .map(
      ({ vesselName, intent, manned }) =>
        `- ${vesselName}: ${stormIntentLabels[intent].toLowerCase()}, ${manned ? 'manned' : 'not manned'}`,
    )
    .join('\n');

/** The tenant's stays, then their plans on file; either may be empty, never both. */
const vesselParagraphs = ({ stays, plans }: Pick<StormNoticeLetter, 'stays' | 'plans'>) => [
  ...(stays.length > 0 ? [`Your ${stays.length === 1 ? 'stay' : 'stays'} with us:\n${stayLines(stays)}`] : []),
  ...(plans.length > 0 ? [`Your storm ${plans.length === 1 ? 'plan' : 'plans'} on file:\n${planLines(plans)}`] : []),
];

/** The stage's message to one tenant: what it means, what they must do, and the link that takes their answer. */
export function stormNoticeMail(notice: StormNoticeLetter, office: MarinaOffice): MailContent {
  const { stage, stormName, note, answerUrl } = notice;
  const allClear = stage.key === allClearStage;
  const paragraphs = allClear
    ? [
        `The harbor office has declared all clear${stormName ? ` after ${stormName}` : ''}. ${stage.meaning}`,
        ...vesselParagraphs(notice),
        ...(note ? [`From the harbor office: ${note}`] : []),
        `If your vessel needs help, call the dock office at ${office.phone}.`,
      ]
    : [
        `The harbor office has set ${stageHeadline(stage, stormName)}. ${stage.meaning}`,
        `What every tenant must do now:\n${stage.tenantsMust.map((step) => `- ${step}`).join('\n')}`,
        ...(note ? [`From the harbor office: ${note}`] : []),
        ...vesselParagraphs(notice),
        answerUrl
          ? `Tell us with one click whether each vessel stays in its slip, is hauled out or leaves, and whether someone will be aboard:\n${answerUrl}\n\nThe link works once, until the harbor office sets the next stage. No sign-in is needed.`
          : `Call the dock office at ${office.phone} to tell us whether each vessel stays, is hauled out or leaves, and whether someone will be aboard.`,
        `Questions? Call the dock office at ${office.phone}.`,
      ];
  return {
    subject: oneLine(`${stageHeadline(stage, stormName)} — ${office.name}`),
    text: letter(`Hello ${notice.tenantName},`, paragraphs, office),
  };
}
