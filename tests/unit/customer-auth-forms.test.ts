import { describe, expect, it } from 'vitest';
import {
  createAccountFormSchema,
  passwordMismatchMessage,
  registrationOf,
  signInFormSchema,
} from '#site/islands/customer/customer-auth-forms.ts';
import { newPasswordFormSchema } from '#site/islands/customer/password-forms.ts';
import { newPasswordMessage, shortPasswordMessage } from '#shared/schemas/password.ts';

const account = {
  email: 'renee@guidryoffshore.example',
  password: 'eight888',
  confirmPassword: 'eight888',
  firstName: 'Renee',
  lastName: 'Guidry',
  company: 'Guidry Offshore LLC',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
};

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the customer area sign-in form', () => {
  it('asks for a valid email and a password of 6 characters', () => {
    expect(messages(signInFormSchema.safeParse({ email: 'renee', password: '12345' }))).toEqual({
      email: 'Please enter a valid email address',
      password: shortPasswordMessage,
    });
    expect(signInFormSchema.safeParse({ email: ' renee@guidryoffshore.example ', password: '123456' }).data).toEqual({
      email: 'renee@guidryoffshore.example',
      password: '123456',
    });
  });
});

describe('the customer area registration form', () => {
  it('refuses a 6- or 7-character password at its field, as the server would, and takes 8', () => {
    for (const password of ['six666', 'seven77']) {
      expect(messages(createAccountFormSchema.safeParse({ ...account, password, confirmPassword: password }))).toEqual({
        password: newPasswordMessage,
      });
    }
    expect(createAccountFormSchema.safeParse(account).success).toBe(true);
  });

  it('gives the page’s messages for a short password, a mismatch and the required names and company', () => {
    expect(
      messages(
        createAccountFormSchema.safeParse({
          ...account,
          password: '12345',
          confirmPassword: '12345',
          firstName: ' ',
          lastName: '',
          company: '',
        }),
      ),
    ).toEqual({
      password: shortPasswordMessage,
      firstName: 'First name is required',
      lastName: 'Last name is required',
      company: 'Company is required',
    });
    expect(messages(createAccountFormSchema.safeParse({ ...account, confirmPassword: 'eight889' }))).toEqual({
      confirmPassword: passwordMismatchMessage,
    });
  });

  it('sends the registration without its confirmation', () => {
    const parsed = createAccountFormSchema.parse(account);
    expect(registrationOf(parsed)).not.toHaveProperty('confirmPassword');
    expect(registrationOf(parsed)).toMatchObject({ email: account.email, company: 'Guidry Offshore LLC' });
  });
});

describe('choosing a new password', () => {
  it('keeps the server’s 8-character rule and asks for the same password twice', () => {
    expect(messages(newPasswordFormSchema.safeParse({ password: 'seven77', confirmPassword: 'seven77' }))).toEqual({
      password: 'Password must be at least 8 characters long',
    });
    expect(messages(newPasswordFormSchema.safeParse({ password: 'eight888', confirmPassword: 'eight889' }))).toEqual({
      confirmPassword: passwordMismatchMessage,
    });
    expect(newPasswordFormSchema.safeParse({ password: 'eight888', confirmPassword: 'eight888' }).success).toBe(true);
  });
});
