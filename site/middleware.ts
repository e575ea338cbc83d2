import type { MiddlewareHandler } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { needsStaff, staffElsewhere } from './lib/admin-pages.ts';
import { currentCustomer } from './lib/current-customer.ts';
import { currentStaff } from './lib/current-staff.ts';
import { dashboardFor, needsCustomer, signInPageFor } from './lib/portal-pages.ts';
import { withStandardStatusText } from './lib/standard-status-text.ts';

type Context = Parameters<MiddlewareHandler>[0];
type Next = Parameters<MiddlewareHandler>[1];

/**
 * Portal and admin pages learn who is signed in here, before they render: a customer dashboard
 * without a session redirects to its portal's sign-in page on the server, and a sign-in page with
 * one goes on to its dashboard. The admin dashboard and test page do not redirect: without a staff
 * session they render their sign-in dialog. Other pages, pre-rendered or not, pass untouched, but
 * for the reason phrase of an on-demand page's status line.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const path = context.url.pathname;
  if (context.isPrerendered) return next();
  if (needsStaff(path)) return withStandardStatusText(await withStaff(context, next, path));
  if (needsCustomer(path)) return withStandardStatusText(await withCustomer(context, next, path));
  return withStandardStatusText(await next());
});

async function withCustomer(context: Context, next: Next, path: string): Promise<Response> {
  const { customer, setCookies } = await currentCustomer(context.locals, context.url, context.request.headers.get('cookie'));
  context.locals.customer = customer;
  const { search } = context.url;
  const elsewhere = customer ? dashboardFor(path, search) : signInPageFor(path, search);
  return privateAnswer(elsewhere ? redirectTo(elsewhere) : await next(), setCookies);
}

async function withStaff(context: Context, next: Next, path: string): Promise<Response> {
  const { staff, setCookies } = await currentStaff(context.locals, context.url, context.request.headers.get('cookie'));
  context.locals.staff = staff;
  const elsewhere = staff ? staffElsewhere(path) : undefined;
  return privateAnswer(elsewhere ? redirectTo(elsewhere) : await next(), setCookies);
}

const redirectTo = (location: string) => new Response(null, { status: 302, headers: { Location: location } });

/** Pages that depend on who asks are never cached; a renewed session's cookie goes with them. */
function privateAnswer(response: Response, setCookies: string[]): Response {
  response.headers.set('Cache-Control', 'private, no-store');
  for (const setCookie of setCookies) response.headers.append('Set-Cookie', setCookie);
  return response;
}
