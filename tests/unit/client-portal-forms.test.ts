import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  messageToast,
  portalMessageSchema,
  portalRegistrationRequest,
  portalRegistrationSchema,
  portalSignInSchema,
  portalUploadSchema,
  registrationToast,
  signInToast,
  uploadToast,
} from '#site/islands/client/portal-forms.ts';

const registration = {
  email: 'dispatch@gulftide.example',
  password: 'Harbor-2026',
  confirmPassword: 'Harbor-2026',
  firstName: 'Danielle',
  lastName: 'Guidry',
  company: 'Gulf Tide Offshore',
  phone: '',
};

/** Every field's message at once, as the form shows them. */
const messages = (result: z.ZodSafeParseResult<unknown>) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

/** The spec's toast for what the schema refused, as the form chooses it. */
const toastFor = (values: typeof registration) => registrationToast(messages(portalRegistrationSchema.safeParse(values)), values);

describe('the client portal’s sign in', () => {
  it('shows both messages at once, and the spec’s toast, when both are empty', () => {
    expect(messages(portalSignInSchema.safeParse({ email: ' ', password: '' }))).toEqual({
      email: 'Please enter your email',
      password: 'Password is required',
    });
    expect(signInToast({ email: ' ', password: 'x' })).toEqual({
      title: 'Missing Information',
      description: 'Please enter both email and password',
    });
    expect(signInToast({ email: 'a@b.example', password: '' })).toMatchObject({ title: 'Missing Information' });
  });

  it('sends the trimmed email or username and the password as typed', () => {
    expect(portalSignInSchema.parse({ email: '  gulftide-ops ', password: ' secret ' })).toEqual({
      email: 'gulftide-ops',
      password: ' secret ',
    });
  });

  it('refuses what the server would, in the server’s words', () => {
    expect(messages(portalSignInSchema.safeParse({ email: 'a\u0000b', password: 'x' }))).toEqual({
      email: 'Email contains characters that are not allowed',
    });
  });
});

describe('the client portal’s registration', () => {
  it.each(['email', 'password', 'firstName', 'lastName', 'company'] as const)('asks for the missing %s with the spec’s toast', (field) => {
    const values = { ...registration, [field]: ' ' };
    expect(messages(portalRegistrationSchema.safeParse(values))).toHaveProperty(field);
    expect(toastFor(values)).toEqual({ title: 'Missing Information', description: 'Please fill in all required fields' });
  });

  it('does not require a phone, and sends none rather than a blank one, without the confirmation', () => {
    const parsed = portalRegistrationSchema.parse({ ...registration, firstName: ' Danielle ' });
    expect(portalRegistrationRequest(parsed)).toEqual({
      email: registration.email,
      password: registration.password,
      firstName: 'Danielle',
      lastName: 'Guidry',
      company: 'Gulf Tide Offshore',
    });
    expect(portalRegistrationRequest(portalRegistrationSchema.parse({ ...registration, phone: '(985) 555-0117' }))).toMatchObject({
      phone: '(985) 555-0117',
    });
  });

  it('refuses a confirmation that differs, at its field', () => {
    const values = { ...registration, confirmPassword: 'Harbor-2027' };
    expect(messages(portalRegistrationSchema.safeParse(values))).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(toastFor(values)).toEqual({ title: 'Password Mismatch', description: 'Passwords do not match' });
  });

  it('refuses a 7-character password at its field as the server does, with the spec’s toast', () => {
    const values = { ...registration, password: '1234567', confirmPassword: '1234567' };
    expect(messages(portalRegistrationSchema.safeParse(values))).toEqual({ password: 'Password must be at least 8 characters long' });
    expect(toastFor(values)).toEqual({ title: 'Password Too Short', description: 'Password must be at least 8 characters long' });
    expect(portalRegistrationSchema.safeParse({ ...registration, password: '12345678', confirmPassword: '12345678' }).success).toBe(true);
  });

  it('refuses an email the server would refuse, at the email field, with no toast', () => {
    const values = { ...registration, email: 'not-an-email' };
    expect(messages(portalRegistrationSchema.safeParse(values))).toEqual({ email: 'Please enter a valid email address' });
    expect(toastFor(values)).toBeUndefined();
  });
});

describe('the message form', () => {
  it('asks for both subject and message, at both fields and in the spec’s toast', () => {
    expect(messages(portalMessageSchema.safeParse({ subject: '', message: ' \n ' }))).toEqual({
      subject: 'Please enter both subject and message',
      message: 'Please enter both subject and message',
    });
    expect(messageToast({ subject: 'Hello', message: ' ' })).toEqual({
      title: 'Missing Information',
      description: 'Please enter both subject and message',
    });
  });

  it('sends both trimmed, and refuses a subject longer than the server keeps', () => {
    expect(portalMessageSchema.parse({ subject: ' Fuel ', message: 'Line one\nline two ' })).toEqual({
      subject: 'Fuel',
      message: 'Line one\nline two',
    });
    expect(messages(portalMessageSchema.safeParse({ subject: 'x'.repeat(201), message: 'Hello' }))).toHaveProperty('subject');
  });
});

describe('the upload form', () => {
  const values = { description: ' Hull survey ', category: 'certificate', expiresAt: '' };
  const files = (name: string, size: number) => [{ name, size } as File];

  it('asks for a file, with the spec’s toast', () => {
    const refused = messages(portalUploadSchema.safeParse({ ...values, file: [] }));
    expect(refused).toEqual({ file: 'Please select a file to upload' });
    expect(uploadToast({ file: { message: refused.file } })).toEqual({
      title: 'No File Selected',
      description: 'Please select a file to upload',
    });
  });

  it('refuses a type, an empty file or a size the server refuses, in its words', () => {
    expect(messages(portalUploadSchema.safeParse({ ...values, file: files('setup.exe', 10) }))).toEqual({
      file: 'Only PDF, DOC, DOCX, XLS, XLSX, PNG, JPG, JPEG, TXT and CSV files can be uploaded',
    });
    expect(messages(portalUploadSchema.safeParse({ ...values, file: files('empty.pdf', 0) }))).toEqual({ file: 'The file is empty' });
    expect(messages(portalUploadSchema.safeParse({ ...values, file: files('big.pdf', 10 * 1024 * 1024 + 1) }))).toEqual({
      file: 'The file is larger than 10 MB',
    });
    expect(uploadToast({ file: { message: 'The file is empty' } })).toEqual({ title: 'Upload Failed', description: 'The file is empty' });
  });

  it('takes a file of exactly 10 MB with its fields trimmed', () => {
    const chosen = files('Survey.PDF', 10 * 1024 * 1024);
    expect(portalUploadSchema.parse({ ...values, file: chosen })).toEqual({
      file: chosen[0],
      description: 'Hull survey',
      category: 'certificate',
    });
  });

  it('refuses a category the server does not know', () => {
    expect(messages(portalUploadSchema.safeParse({ ...values, category: 'photos', file: files('a.pdf', 1) }))).toHaveProperty('category');
  });

  it('keeps a certificate’s expiry date, drops one given with another category, and refuses a date it cannot read', () => {
    const file = files('coi.pdf', 1);
    expect(portalUploadSchema.parse({ ...values, file, expiresAt: '2027-03-31' })).toMatchObject({ expiresAt: '2027-03-31' });
    expect(portalUploadSchema.parse({ ...values, file, category: 'invoice', expiresAt: '2027-03-31' }).expiresAt).toBeUndefined();
    expect(messages(portalUploadSchema.safeParse({ ...values, file, expiresAt: '31/03/2027' }))).toEqual({
      expiresAt: 'Expiry date: enter the date as YYYY-MM-DD',
    });
  });
});
