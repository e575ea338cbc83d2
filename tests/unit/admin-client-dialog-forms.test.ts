import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adminClientSchema, missingFileFields, missingMessageFields } from '#shared/schemas/admin-clients.ts';
import {
  clientFileFormSchema,
  clientFileToast,
  clientMessageFormSchema,
  clientMessageToast,
  createClientReady,
} from '#site/islands/admin/clients/client-dialog-forms.ts';

const messages = (result: z.ZodSafeParseResult<unknown>) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
const files = (name: string, size: number) => [{ name, size } as File];

const filledClient = { firstName: 'Ada', lastName: 'Guidry', email: 'ada@example.com', password: 'longenough' };

describe('creating a client', () => {
  it('is ready once first name, last name, email and password are filled', () => {
    expect(createClientReady(filledClient)).toBe(true);
  });

  it.each(['firstName', 'lastName', 'email', 'password'] as const)('waits while %s is blank or only spaces', (field) => {
    expect(createClientReady({ ...filledClient, [field]: '' })).toBe(false);
    expect(createClientReady({ ...filledClient, [field]: '   ' })).toBe(false);
  });

  it('refuses a password of 6 or 7 characters at its field, as the server does', () => {
    expect(messages(adminClientSchema.safeParse({ ...filledClient, password: 'seven77' }))).toEqual({
      password: 'Password must be at least 8 characters long',
    });
    expect(adminClientSchema.safeParse(filledClient).success).toBe(true);
  });
});

describe('messaging a client', () => {
  it('asks for both subject and message, at the fields and in the spec’s toast', () => {
    const values = { subject: '', message: ' ', priority: 'normal', attachment: [] };
    expect(messages(clientMessageFormSchema.safeParse(values))).toEqual({ subject: missingMessageFields, message: missingMessageFields });
    expect(clientMessageToast({}, values)).toEqual({ title: 'Please fill in all fields' });
  });

  it('takes no attachment, and refuses one the server would refuse, in its words', () => {
    const values = { subject: 'Invoice', message: 'Attached.', priority: 'high' };
    expect(clientMessageFormSchema.parse({ ...values, attachment: [] })).toEqual({ ...values, attachment: undefined });
    const refused = messages(clientMessageFormSchema.safeParse({ ...values, attachment: files('sheet.xlsx', 10) }));
    expect(refused.attachment).toMatch(/^Only PDF, DOC, DOCX, JPG, JPEG, PNG and ZIP files/);
    expect(clientMessageToast({ attachment: { message: refused.attachment } }, values)).toMatchObject({ title: 'Failed to send message' });
  });
});

describe('filing a file for a client', () => {
  it('asks for a file and a description with the spec’s toast', () => {
    expect(messages(clientFileFormSchema.safeParse({ file: [], description: 'Hull survey' }))).toEqual({ file: missingFileFields });
    expect(messages(clientFileFormSchema.safeParse({ file: files('survey.pdf', 2048), description: ' ' }))).toEqual({
      description: missingFileFields,
    });
    expect(clientFileToast({}, { description: ' ' })).toEqual({ title: 'Please select a file and add a description' });
    expect(clientFileToast({ file: { message: missingFileFields } }, { description: 'Plans' })).toEqual({ title: missingFileFields });
  });

  it('refuses what the server would refuse, in its words', () => {
    expect(messages(clientFileFormSchema.safeParse({ file: files('big.pdf', 10 * 1024 * 1024 + 1), description: 'Plans' }))).toEqual({
      file: 'The file is larger than 10 MB',
    });
    expect(messages(clientFileFormSchema.safeParse({ file: files('empty.pdf', 0), description: 'Plans' }))).toEqual({
      file: 'The file is empty',
    });
    expect(clientFileToast({ file: { message: 'The file is empty' } }, { description: 'Plans' })).toEqual({
      title: 'Failed to upload file',
      description: 'The file is empty',
    });
  });

  it('takes an accepted file with a description, in the General category unless chosen', () => {
    const file = files('survey.pdf', 2048);
    expect(clientFileFormSchema.parse({ file, description: ' Hull survey ' })).toEqual({
      file: file[0],
      description: 'Hull survey',
      category: 'General',
    });
  });
});
