import { currentCustomerAnswerSchema, type CustomerView } from '#shared/customer-views.ts';
import { callApi } from './server-api.ts';

export interface CurrentCustomer {
  customer: CustomerView | null;
  /** Cookies the API set while answering (a renewed session), for the page's response. */
  setCookies: string[];
}

/**
 * Asks the API who the browser's session belongs to. A failed or unreadable answer counts as
 * signed out: the portal's sign-in page is shown rather than an error page.
 */
export async function currentCustomer(locals: App.Locals, requestUrl: URL, cookie: string | null): Promise<CurrentCustomer> {
  if (!cookie) return { customer: null, setCookies: [] };
  try {
    const response = await callApi(locals, requestUrl, '/api/customers/auth/user', { headers: { cookie } });
    if (!response.ok) return { customer: null, setCookies: [] };
    const parsed = currentCustomerAnswerSchema.safeParse(await response.json());
    return { customer: parsed.success ? parsed.data.customer : null, setCookies: response.headers.getSetCookie() };
  } catch {
    return { customer: null, setCookies: [] };
  }
}
