import type { ClientMessageInput } from '#shared/schemas/client-portal.ts';
import type { Checked } from './auth-checks.ts';

export type MessageField = keyof ClientMessageInput;

/**
 * The message form's check when Send is pressed: both fields, then the shared request schema.
 * The schema loads on the first Send, so zod is not part of the dashboard's first load.
 */
export async function checkMessage(values: ClientMessageInput): Promise<Checked<ClientMessageInput, MessageField>> {
  const { clientMessageRequiredMessage, clientMessageSchema } = await import('#shared/schemas/client-portal.ts');
  if (values.subject.trim() === '' || values.message.trim() === '') {
    return {
      ok: false,
      problem: {
        title: 'Missing Information',
        description: clientMessageRequiredMessage,
        field: values.subject.trim() === '' ? 'subject' : 'message',
      },
    };
  }
  const parsed = clientMessageSchema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      problem: {
        title: 'Failed to Send Message',
        description: issue?.message ?? 'Please try again',
        field: issue?.path[0] === 'message' ? 'message' : 'subject',
      },
    };
  }
  return { ok: true, request: parsed.data };
}
