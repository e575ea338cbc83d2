import { createApp } from '#api/app.ts';
import { customerSessionPolicy, createSession, staffSessionPolicy } from '#api/auth/sessions.ts';
import type { DatabaseHandle } from '#api/db/client.ts';
import { parseConfig } from '#api/env.ts';
import type { Clock } from '#api/lib/clock.ts';
import { createLogger } from '#api/lib/logger.ts';
import { berthCalendarChanged } from '#api/services/berths/berth-calendar-changes.ts';
import { createDatabaseFileStore } from '#api/storage/database-file-store.ts';
import { seededCustomerId, seededUserId } from './marina-decade.ts';
import type { Caller, MeasuredRequest } from './measured-requests.ts';
import { QueryRecorder, recordingDatabase } from './query-plans.ts';

const device = { ipAddress: '203.0.113.9', userAgent: 'growth measurement' };

/**
 * The API over a seeded database, as a browser calls it: the office's first staff member and the
 * fleet operator are signed in with real sessions, and every statement the app sends can be recorded.
 */
export async function measuredApp(handle: DatabaseHandle, clock: Clock) {
  const recorder = new QueryRecorder();
  const db = recordingDatabase(handle, recorder);
  const config = parseConfig({ NODE_ENV: 'test', PAYMENTS_MODE: 'test', RATE_LIMIT: 'off' });
  const app = createApp({
    config,
    db,
    clock,
    logger: createLogger({ level: 'silent', format: 'json' }),
    payments: null,
    files: createDatabaseFileStore(db),
  });
  const staff = await createSession(db, clock, staffSessionPolicy, seededUserId(1), device);
  const customer = await createSession(db, clock, customerSessionPolicy, seededCustomerId(1), device);
  const cookies: Record<Caller, string | undefined> = {
    staff: `${staffSessionPolicy.cookie.name}=${staff.token}`,
    customer: `${customerSessionPolicy.cookie.name}=${customer.token}`,
    visitor: undefined,
  };
  const send = async (request: MeasuredRequest): Promise<Response> => {
    // Every request is measured as the first after a change: an answer shared between requests
    // (availability, decision 066) would otherwise stand in for the queries it saves.
    berthCalendarChanged();
    const cookie = cookies[request.caller];
    const response = await app.request(request.path, { headers: cookie ? { Cookie: cookie } : {} });
    if (response.status !== 200) throw new Error(`${request.name}: ${request.path} answered ${response.status}: ${await response.text()}`);
    return response;
  };
  return { send, recorder };
}
