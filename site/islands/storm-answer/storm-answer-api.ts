import { apiRequest, getJson } from '#shared/api-client.ts';
import type { StormAnswer, StormNoticeView } from '#shared/schemas/storm-answer.ts';

// A tenant's storm notice, by the token its mail carries (`/api/storm-answers/{token}`); each throws ApiError on a non-OK answer.

const noticePath = (token: string) => `/api/storm-answers/${encodeURIComponent(token)}`;

export const readStormNotice = (token: string, signal?: AbortSignal) => getJson<StormNoticeView>(noticePath(token), { signal });

/** The tenant's one answer; the notice as it stands afterwards. */
export const sendStormAnswer = (token: string, answer: StormAnswer) => apiRequest<StormNoticeView>('POST', noticePath(token), answer);
