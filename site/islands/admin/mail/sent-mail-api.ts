import type { SentMail, SentMailSummary } from '#shared/sent-mail-views.ts';
import { getJson, getPage, type ListPage } from '#shared/api-client.ts';

const sentMailPageSize = 50;

export const sentMailKeys = {
  list: ['admin', 'mail'] as const,
  message: (id: string) => ['admin', 'mail', id] as const,
};

export const sentMailAddress = `/api/admin/mail?limit=${sentMailPageSize}`;

/** One page of Sent mail, newest first, with where the next one is. */
export function listSentMailPage(address: string, signal?: AbortSignal): Promise<ListPage<SentMailSummary>> {
  return getPage<SentMailSummary, { mail: SentMailSummary[] }>(address, signal, (body) => body.mail);
}

export async function getSentMail(id: string, signal?: AbortSignal): Promise<SentMail> {
  return (await getJson<{ mail: SentMail }>(`/api/admin/mail/${encodeURIComponent(id)}`, { signal })).mail;
}
