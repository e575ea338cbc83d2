import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { apiSecurityHeaders } from './middleware/security-headers.ts';
import type { AppDependencies, AppEnv } from './lib/app-env.ts';
import { contentTypeRule, jsonSizeLimit } from './middleware/body-rules.ts';
import { apiNotFound, errorHandler } from './middleware/error-handler.ts';
import { methodRule } from './middleware/method-rule.ts';
import { identifyActor } from './auth/identify-actor.ts';
import { requestLog } from './middleware/request-log.ts';
import { sameOrigin } from './middleware/same-origin.ts';
import { adminRoutes } from './routes/admin.ts';
import { adminClientUploadPaths } from './routes/admin-clients.ts';
import { operationsStatusRoutes } from './routes/admin-overview.ts';
import { stormAnswerRoutes } from './routes/storm-answers.ts';
import { stormRosterRoutes } from './routes/storm-roster.ts';
import { haulOutRoutes } from './routes/haul-outs.ts';
import { stormNotePhotoUploadPath, stormVesselNoteRoutes } from './routes/storm-vessel-notes.ts';
import { stormNotePhotoRoutes } from './routes/storm-note-photos.ts';
import { haulOutPriorityRoutes } from './routes/haul-out-priority.ts';
import { stormStageAdminRoutes, stormStageRoutes } from './routes/storm-stage.ts';
import { berthReservationRoutes } from './routes/berth-reservations.ts';
import { berthRoutes } from './routes/berths.ts';
import { clientPortalRoutes } from './routes/client-portal.ts';
import { customerInvoicePaymentRoutes } from './routes/customer-invoice-payments.ts';
import { customerAreaRoutes } from './routes/customer-area.ts';
import { customerNotificationRoutes } from './routes/customer-notifications.ts';
import { customerVesselRoutes } from './routes/customer-vessels.ts';
import { customerVesselInsuranceRoutes, isCertificateUploadPath } from './routes/customer-vessel-insurance.ts';
import { customerStormPlanRoutes } from './routes/customer-storm-plans.ts';
import { stormPlanAdminRoutes } from './routes/storm-plans-admin.ts';
import { customerRoutes } from './routes/customers.ts';
import { documentShareRoutes, shareOpenRoutes } from './routes/document-shares.ts';
import { documentCategoryRoutes, documentRoutes, isDocumentUploadPath } from './routes/documents.ts';
import { healthRoutes } from './routes/health.ts';
import { electronicConsentRoutes } from './routes/electronic-consent.ts';
import { leaseRoutes } from './routes/leases.ts';
import { paymentRoutes } from './routes/payments.ts';
import { quoteRoutes } from './routes/quotes.ts';
import { recommendationRoutes } from './routes/recommendations.ts';
import { reservationPaymentRoutes } from './routes/reservation-payments.ts';
import { serviceRequestRoutes } from './routes/service-requests.ts';
import { staffAuthRoutes } from './routes/staff-auth.ts';

/** Paths whose callers prove themselves another way (a provider's signature), not by origin. */
const originExemptPaths = new Set<string>(['/api/payments/stripe/webhook']);
const multipartPaths = new Set<string>(['/api/client/upload', ...adminClientUploadPaths, stormNotePhotoUploadPath]);
const isMultipartPath = {
  has: (path: string) => multipartPaths.has(path) || isDocumentUploadPath(path) || isCertificateUploadPath(path),
};

/** Reservations and their card payments answer under one prefix. */
const berthReservationApi = (deps: AppDependencies) =>
  new Hono<AppEnv>().route('/', berthReservationRoutes(deps)).route('/', reservationPaymentRoutes(deps));

/** The library and its share links answer under one prefix. */
const documentApi = (deps: AppDependencies) => new Hono<AppEnv>().route('/', documentRoutes()).route('/', documentShareRoutes(deps));

/** One mount per prefix, so no mount's order against another's decides who answers. */
export function createApp(deps: AppDependencies) {
  const app = new Hono<AppEnv>();
  app.notFound(apiNotFound);
  app.onError(errorHandler(deps.logger));
  return app
    .use(requestId())
    .use(requestLog(deps.logger))
    .use(apiSecurityHeaders(deps.config))
    .use(methodRule(app.router))
    .use(sameOrigin({ siteUrl: deps.config.siteUrl, trustProxy: deps.config.trustProxy, exemptPaths: originExemptPaths }))
    .use(contentTypeRule(isMultipartPath))
    .use(jsonSizeLimit())
    .use(identifyActor(deps))
    .route('/api/auth', staffAuthRoutes(deps))
    .route('/api/admin', adminRoutes(deps))
    .route('/api/health', healthRoutes(deps))
    .route('/api/service-requests', serviceRequestRoutes(deps))
    .route('/api/quotes', quoteRoutes(deps))
    .route('/api/recommendations', recommendationRoutes(deps))
    .route('/api/berths', berthRoutes(deps))
    .route('/api/berth-reservations', berthReservationApi(deps))
    .route('/api/leases', leaseRoutes(deps))
    .route('/api/electronic-consent', electronicConsentRoutes())
    .route('/api/payments', paymentRoutes(deps))
    .route('/api/customers', customerRoutes(deps))
    .route('/api/customer', customerAreaRoutes())
    .route('/api/customer/invoices', customerInvoicePaymentRoutes(deps))
    .route('/api/customer/notifications', customerNotificationRoutes())
    .route('/api/customer/vessels', customerVesselRoutes())
    .route('/api/customer/vessel-insurance', customerVesselInsuranceRoutes())
    .route('/api/customer/storm-plans', customerStormPlanRoutes(deps))
    .route('/api/customer/haul-out-priority', haulOutPriorityRoutes())
    .route('/api/client', clientPortalRoutes())
    .route('/api/operations-status', operationsStatusRoutes())
    .route('/api/storm-stage', stormStageRoutes())
    .route('/api/admin/storm-stage', stormStageAdminRoutes())
    .route('/api/storm-answers', stormAnswerRoutes())
    .route('/api/admin/storm-roster', stormRosterRoutes())
    .route('/api/admin/storm-plans', stormPlanAdminRoutes())
    .route('/api/admin/haul-outs', haulOutRoutes())
    .route('/api/admin/storm-notes', stormVesselNoteRoutes())
    .route('/api/storm-note-photos', stormNotePhotoRoutes())
    .route('/api/documents', documentApi(deps))
    .route('/api/document-categories', documentCategoryRoutes())
    .route('/api/shares', shareOpenRoutes(deps));
}
