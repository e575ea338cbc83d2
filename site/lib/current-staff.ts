import { staffAnswerSchema, type StaffView } from '#shared/staff-views.ts';
import { callApi } from './server-api.ts';

export interface CurrentStaff {
  staff: StaffView | null;
  /** Cookies the API set while answering (a renewed session), for the page's response. */
  setCookies: string[];
}

/**
 * Asks the API which member of staff the browser's session belongs to. A failed or unreadable
 * answer counts as signed out: the page shows its sign-in dialog rather than an error page.
 */
export async function currentStaff(locals: App.Locals, requestUrl: URL, cookie: string | null): Promise<CurrentStaff> {
  if (!cookie) return { staff: null, setCookies: [] };
  try {
    const response = await callApi(locals, requestUrl, '/api/auth/me', { headers: { cookie } });
    const setCookies = response.headers.getSetCookie();
    if (!response.ok) return { staff: null, setCookies };
    const parsed = staffAnswerSchema.safeParse(await response.json());
    return { staff: parsed.success ? parsed.data.user : null, setCookies };
  } catch {
    return { staff: null, setCookies: [] };
  }
}
