import { Hono } from 'hono';
import type { AppDependencies, AppEnv } from '#api/lib/app-env.ts';
import { adminBerthChartRoutes } from './admin-berth-chart.ts';
import { adminClientVesselRoutes } from './admin-client-vessels.ts';
import { adminVesselInsuranceRoutes } from './admin-vessel-insurance.ts';
import { adminClientRoutes } from './admin-clients.ts';
import { adminInvoiceRoutes } from './admin-invoices.ts';
import { adminLeadRoutes } from './admin-leads.ts';
import { adminLeaseRoutes } from './admin-leases.ts';
import { adminMailRoutes } from './admin-mail.ts';
import { adminOverviewRoutes } from './admin-overview.ts';
import { adminReservationRoutes } from './admin-reservations.ts';
import { adminSignInRoutes } from './staff-auth.ts';

/**
 * Everything under /api/admin, in one router. Staff sign-in comes first: a staff guard its
 * neighbours put on a path pattern must never stand in front of it.
 */
export function adminRoutes(deps: AppDependencies) {
  return new Hono<AppEnv>()
    .route('/', adminSignInRoutes(deps))
    .route('/', adminOverviewRoutes())
    .route('/', adminClientRoutes())
    .route('/', adminClientVesselRoutes())
    .route('/', adminVesselInsuranceRoutes())
    .route('/', adminInvoiceRoutes())
    .route('/leads', adminLeadRoutes())
    .route('/', adminLeaseRoutes())
    .route('/mail', adminMailRoutes())
    .route('/', adminReservationRoutes(deps))
    .route('/', adminBerthChartRoutes());
}
