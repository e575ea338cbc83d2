import { beforeEach, expect, test } from 'vitest';
import { adminClientMessagesAnswerSchema } from '#shared/admin-client-views.ts';
import { adminClientsWorld, call, postMultipart, type AdminClientsWorld } from './admin-clients-fixtures.ts';
import { pdfBytes } from './customer-portal-fixtures.ts';

let world: AdminClientsWorld;
beforeEach(async () => {
  world = await adminClientsWorld();
});

async function sendWithAttachment() {
  const parts = [
    ...Object.entries({ customerId: world.customer.id, subject: 'Dock plan', message: 'See the plan.', priority: 'normal' }).map(
      ([name, content]) => ({ name, content }),
    ),
    { name: 'file', filename: 'plan.pdf', content: pdfBytes('dock plan for the Gulf Tide') },
  ];
  const response = await postMultipart(world.harness, '/api/admin/send-client-message-with-attachment', parts, world.staff.cookie);
  expect(response.status).toBe(201);
}

async function officeMessages() {
  const response = await call(world.harness, 'GET', '/api/admin/client-messages', undefined, world.staff.cookie);
  return adminClientMessagesAnswerSchema.strict().parse(await response.json()).messages;
}

test('staff open the file the office sent to a client from the message list', async () => {
  await sendWithAttachment();
  const [sent] = await officeMessages();
  expect(sent).toMatchObject({
    fromAdmin: true,
    attachmentName: 'plan.pdf',
    attachmentUrl: `/api/admin/client-messages/${sent?.id}/attachment`,
  });
  const download = await call(world.harness, 'GET', sent?.attachmentUrl ?? '', undefined, world.staff.cookie);
  expect(download.status).toBe(200);
  expect(download.headers.get('content-disposition')).toContain('plan.pdf');
  expect(Buffer.from(await download.arrayBuffer()).toString()).toContain('dock plan for the Gulf Tide');
});

test("the office's address: customers and visitors are refused; a message without a file or no message is 404", async () => {
  await sendWithAttachment();
  const [sent] = await officeMessages();
  const path = sent?.attachmentUrl ?? '';
  expect((await call(world.harness, 'GET', path, undefined, world.customer.cookie)).status).toBe(403);
  expect((await call(world.harness, 'GET', path)).status).toBe(401);
  const plain = await call(
    world.harness,
    'POST',
    '/api/admin/send-client-message',
    { customerId: world.customer.id, subject: 'Hello', message: 'No file here.', priority: 'normal' },
    world.staff.cookie,
  );
  expect(plain.status).toBe(201);
  const { message } = (await plain.json()) as { message: { id: string; attachmentUrl: string | null } };
  expect(message.attachmentUrl).toBeNull();
  const unknown = `/api/admin/client-messages/${crypto.randomUUID()}/attachment`;
  for (const address of [`/api/admin/client-messages/${message.id}/attachment`, unknown]) {
    expect((await call(world.harness, 'GET', address, undefined, world.staff.cookie)).status).toBe(404);
  }
});
