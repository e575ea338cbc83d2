import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { apiSecurityHeaders } from './http/security-headers.ts';
import type { AppDependencies, AppEnv } from './lib/app-env.ts';
import { contentTypeRule, jsonSizeLimit } from './lib/body-rules.ts';
import { apiNotFound, errorHandler } from './lib/error-handler.ts';
import { methodRule } from './lib/method-rule.ts';
import { identifyActor } from './auth/identify-actor.ts';
import { requestLog } from './lib/request-log.ts';
import { sameOrigin } from './lib/same-origin.ts';
import { adminClientRoutes, adminClientUploadPaths } from './routes/admin-clients.ts';
import { adminLeadRoutes } from './routes/admin-leads.ts';
import { adminOverviewRoutes, operationsStatusRoutes } from './routes/admin-overview.ts';
import { adminReservationRoutes } from './routes/admin-reservations.ts';
import { berthReservationRoutes } from './routes/berth-reservations.ts';
import { berthRoutes } from './routes/berths.ts';
import { clientPortalRoutes } from './routes/client-portal.ts';
import { customerAreaRoutes } from './routes/customer-area.ts';
import { customerNotificationRoutes } from './routes/customer-notifications.ts';
import { customerRoutes } from './routes/customers.ts';
import { documentShareRoutes, shareOpenRoutes } from './routes/document-shares.ts';
import { documentCategoryRoutes, documentRoutes, isDocumentUploadPath } from './routes/documents.ts';
import { healthRoutes } from './routes/health.ts';
import { leaseRoutes } from './routes/leases.ts';
import { paymentRoutes } from './routes/payments.ts';
import { quoteRoutes } from './routes/quotes.ts';
import { recommendationRoutes } from './routes/recommendations.ts';
import { reservationPaymentRoutes } from './routes/reservation-payments.ts';
import { serviceRequestRoutes } from './routes/service-requests.ts';
import { adminSignInRoutes, staffAuthRoutes } from './routes/staff-auth.ts';

/** Paths whose callers prove themselves another way (a provider's signature), not by origin. */
const originExemptPaths = new Set<string>(['/api/payments/stripe/webhook']);
const multipartPaths = new Set<string>(['/api/client/upload', ...adminClientUploadPaths]);
const isMultipartPath = { has: (path: string) => multipartPaths.has(path) || isDocumentUploadPath(path) };

export function createApp(deps: AppDependencies) {
  const app = new Hono<AppEnv>();
  app.notFound(apiNotFound);
  app.onError(errorHandler(deps.logger));
  return (
    app
      .use(requestId())
      .use(requestLog(deps.logger))
      .use(apiSecurityHeaders(deps.config))
      .use(methodRule(app.router))
      .use(sameOrigin({ siteUrl: deps.config.siteUrl, trustProxy: deps.config.trustProxy, exemptPaths: originExemptPaths }))
      .use(contentTypeRule(isMultipartPath))
      .use(jsonSizeLimit())
      .use(identifyActor(deps))
      // Staff sign-in comes before every other /api/admin route: their staff guard must not stand in front of it.
      .route('/api/auth', staffAuthRoutes(deps))
      .route('/api/admin', adminSignInRoutes(deps))
      .route('/api/health', healthRoutes(deps))
      .route('/api/service-requests', serviceRequestRoutes(deps))
      .route('/api/quotes', quoteRoutes(deps))
      .route('/api/recommendations', recommendationRoutes(deps))
      .route('/api/berths', berthRoutes(deps))
      .route('/api/berth-reservations', berthReservationRoutes(deps))
      .route('/api/berth-reservations', reservationPaymentRoutes(deps))
      .route('/api/leases', leaseRoutes())
      .route('/api/payments', paymentRoutes(deps))
      .route('/api/customers', customerRoutes(deps))
      .route('/api/customer', customerAreaRoutes())
      .route('/api/customer/notifications', customerNotificationRoutes())
      .route('/api/client', clientPortalRoutes())
      .route('/api/operations-status', operationsStatusRoutes())
      .route('/api/admin', adminOverviewRoutes())
      .route('/api/admin', adminClientRoutes())
      .route('/api/admin/leads', adminLeadRoutes())
      .route('/api/admin', adminReservationRoutes())
      .route('/api/documents', documentRoutes())
      .route('/api/document-categories', documentCategoryRoutes())
      .route('/api/documents', documentShareRoutes(deps))
      .route('/api/shares', shareOpenRoutes(deps))
  );
}

export type AppType = ReturnType<typeof createApp>;
