import { describe, expect, it } from 'vitest';
import { adminClientSchema } from '#shared/schemas/admin-clients.ts';
import { customerRegistrationSchema, resetPasswordSchema } from '#shared/schemas/customer-account.ts';
import { maxPasswordLength, newPassword, newPasswordMessage, shortPasswordMessage } from '#shared/schemas/password.ts';

const messageOf = (password: string) =>
  newPassword()
    .safeParse(password)
    .error?.issues.map((issue) => issue.message);

describe('a new password', () => {
  it('under 6 characters gets the spec’s message, 6 or 7 ours saying new passwords need 8', () => {
    expect(messageOf('')).toEqual([shortPasswordMessage]);
    expect(messageOf('12345')).toEqual(['Password must be at least 6 characters']);
    expect(messageOf('six666')).toEqual([newPasswordMessage]);
    expect(messageOf('seven77')).toEqual(['Password must be at least 8 characters long']);
    expect(messageOf('eight888')).toBeUndefined();
    expect(messageOf('x'.repeat(maxPasswordLength + 1))).toEqual([`Password must be at most ${maxPasswordLength} characters long`]);
  });

  it('is the one rule of registration, the reset and the office’s new client', () => {
    const refused = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      result.error?.issues.find((issue) => issue.path[0] === 'password')?.message;
    expect(refused(customerRegistrationSchema.safeParse({ password: 'seven77' }))).toBe(newPasswordMessage);
    expect(refused(resetPasswordSchema.safeParse({ password: 'seven77' }))).toBe(newPasswordMessage);
    expect(refused(adminClientSchema.safeParse({ password: 'seven77' }))).toBe(newPasswordMessage);
  });
});
