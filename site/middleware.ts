import { defineMiddleware } from 'astro:middleware';
import { currentCustomer } from './lib/current-customer.ts';
import { dashboardFor, needsCustomer, signInPageFor } from './lib/portal-pages.ts';

/**
 * Portal pages learn the signed-in customer here, before they render: a dashboard without a
 * session redirects to its portal's sign-in page on the server, and a sign-in page with one goes on
 * to its dashboard. Other pages, pre-rendered or not, pass untouched.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const path = context.url.pathname;
  if (context.isPrerendered || !needsCustomer(path)) return next();

  const { customer, setCookies } = await currentCustomer(context.locals, context.url, context.request.headers.get('cookie'));
  context.locals.customer = customer;
  const elsewhere = customer ? dashboardFor(path) : signInPageFor(path);
  const response = elsewhere ? new Response(null, { status: 302, headers: { Location: elsewhere } }) : await next();
  response.headers.set('Cache-Control', 'private, no-store');
  for (const setCookie of setCookies) response.headers.append('Set-Cookie', setCookie);
  return response;
});
