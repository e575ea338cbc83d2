import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { auditLog, mailOutbox } from '#api/db/schema/index.ts';
import type { HaulListView } from '#shared/haul-out-views.ts';
import { sendJson } from '#tests/setup/test-app.ts';
import { pdfRunningText } from '#tests/setup/pdf-text.ts';
import type { SignedIn } from '#tests/setup/signed-in.ts';
import type { TestHarness } from './berth-booking-fixtures.ts';
import { freshStormTest, tokenIn, type StormStays } from './storm-fixtures.ts';

let harness: TestHarness;
let staff: SignedIn;
let stays: StormStays;

beforeEach(async () => {
  ({ harness, staff, stays } = await freshStormTest());
});

const asStaff = (method: string, path: string) => sendJson(harness.app, method, path, undefined, { Cookie: staff.cookie });
const haulList = async () => (await (await asStaff('GET', '/api/admin/haul-outs')).json()) as HaulListView;

/** Each tenant answers the latest stage's notice with one intent for their vessels, in this order, a minute apart. */
async function answerInTurn(answers: { email: string; intent: 'stay' | 'haul' | 'leave' }[]) {
  const mails = (await stays.stormMail()).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const { email, intent } of answers) {
    const mail = mails.filter(({ to }) => to === email).at(-1);
    const token = tokenIn(mail?.text ?? '');
    const notice = (await (await sendJson(harness.app, 'GET', `/api/storm-answers/${token}`)).json()) as {
      vessels: { reservationNumber: string }[];
    };
    const vessels = notice.vessels.map(({ reservationNumber }) => ({ reservationNumber, intent, manned: intent === 'stay' }));
    expect((await sendJson(harness.app, 'POST', `/api/storm-answers/${token}`, { vessels })).status).toBe(200);
    harness.clock.advance(60_000);
  }
}

describe('the haul-out list', () => {
  beforeEach(async () => {
    await stays.stayAt({ fromDay: 0, toDay: 5, email: 'first@example.com', vesselName: 'First Light' });
    await stays.stayAt({ fromDay: 0, toDay: 5, email: 'second@example.com', vesselName: 'Second Wind', berth: 1 });
    await stays.stayAt({ fromDay: 0, toDay: 5, email: 'third@example.com', vesselName: 'Third Mate', berth: 2 });
    await stays.setStage({ stage: 'whiskey', stormName: 'Hurricane Alma' });
  });

  test('takes the vessels to be hauled in the order their tenants asked; one who changes their mind leaves it', async () => {
    await answerInTurn([
      { email: 'second@example.com', intent: 'haul' },
      { email: 'third@example.com', intent: 'leave' },
      { email: 'first@example.com', intent: 'haul' },
    ]);
    expect((await haulList()).waiting.map(({ vesselName, place }) => [vesselName, place])).toEqual([
      ['Second Wind', 1],
      ['First Light', 2],
    ]);

    // At the next stage, saying haul again keeps the place; saying stay gives it up.
    harness.clock.advance(60_000);
    await stays.setStage({ stage: 'x-ray', stormName: 'Hurricane Alma' });
    const mails = (await stays.stormMail()).filter(({ subject }) => subject.startsWith('Port Condition X-Ray'));
    expect(mails).toHaveLength(3);
    await answerInTurn([{ email: 'first@example.com', intent: 'haul' }]);
    expect((await haulList()).waiting.map(({ vesselName }) => vesselName)).toEqual(['Second Wind', 'First Light']);
  });

  test('marking a vessel hauled mails its owner a dated receipt for the insurer, once, and audits it', async () => {
    await answerInTurn([{ email: 'first@example.com', intent: 'haul' }]);
    const [entry] = (await haulList()).waiting;
    if (!entry) throw new Error('nothing on the list');

    const marked = await asStaff('POST', `/api/admin/haul-outs/${entry.id}/hauled`);
    expect(marked.status).toBe(200);
    const { receiptNumber } = (await marked.json()) as { receiptNumber: string };
    expect(receiptNumber).toMatch(/^HO-\d{8}-\d{6}$/);
    const list = await haulList();
    expect(list.waiting).toHaveLength(0);
    expect(list.hauled[0]).toMatchObject({ vesselName: 'First Light', hauledBy: 'harbormaster', place: null });

    const [mail] = await harness.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'haul-out-receipt'));
    expect(mail).toMatchObject({ to: 'first@example.com', attachmentName: `haul-out-receipt-${receiptNumber}-First-Light.pdf` });
    expect(mail?.subject).toContain(`First Light is hauled out: your receipt ${receiptNumber}`);

    const receipt = await asStaff('GET', `/api/admin/haul-outs/${entry.id}/receipt.pdf`);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    const text = pdfRunningText(new Uint8Array(await receipt.arrayBuffer()));
    expect(text).toContain('Haul-out receipt');
    expect(text).toContain(`Receipt ${receiptNumber}`);
    expect(text).toContain('Vessel: First Light (120 ft)');
    expect(text).toContain('Storm: Hurricane Alma');
    expect(text).toMatch(/Hauled out: [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M C[SD]T/);
    expect(text).toContain('Hauled by: Marina office (harbormaster)');

    const again = await asStaff('POST', `/api/admin/haul-outs/${entry.id}/hauled`);
    expect(again.status).toBe(409);
    const audits = await harness.db.select().from(auditLog).where(eq(auditLog.action, 'reservation.hauled-out'));
    expect(audits).toHaveLength(1);
  });

  test('two staff marking the same vessel at once: one receipt', async () => {
    await answerInTurn([{ email: 'first@example.com', intent: 'haul' }]);
    const [entry] = (await haulList()).waiting;
    const statuses = await Promise.all([1, 2].map(async () => (await asStaff('POST', `/api/admin/haul-outs/${entry?.id}/hauled`)).status));
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await harness.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'haul-out-receipt'))).toHaveLength(1);
  });

  test('an unknown entry, or a receipt before the haul, is not found', async () => {
    expect((await asStaff('POST', `/api/admin/haul-outs/${crypto.randomUUID()}/hauled`)).status).toBe(404);
    await answerInTurn([{ email: 'first@example.com', intent: 'haul' }]);
    const [entry] = (await haulList()).waiting;
    expect((await asStaff('GET', `/api/admin/haul-outs/${entry?.id}/receipt.pdf`)).status).toBe(404);
  });
});
