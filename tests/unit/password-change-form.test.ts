import { describe, expect, it } from 'vitest';
import { passwordChangeSchema } from '#shared/schemas/password-change.ts';
import { passwordChangeFormSchema } from '#site/islands/customer/password-forms.ts';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the password change, as the route and the form check it', () => {
  it('takes the current password and a new one of 8 characters or more', () => {
    expect(passwordChangeSchema.safeParse({ currentPassword: 'old-one', newPassword: 'Leeville-Dock-31' }).success).toBe(true);
  });

  it('refuses a short new password with the registration rule, and a new one equal to the current', () => {
    expect(messagesOf(passwordChangeSchema.safeParse({ currentPassword: 'old-one', newPassword: 'short7!' }))).toEqual({
      newPassword: 'Password must be at least 8 characters long',
    });
    expect(messagesOf(passwordChangeSchema.safeParse({ currentPassword: 'Same-Pass-2026', newPassword: 'Same-Pass-2026' }))).toEqual({
      newPassword: 'The new password must differ from your current one',
    });
    expect(messagesOf(passwordChangeSchema.safeParse({ currentPassword: '', newPassword: 'Leeville-Dock-31' }))).toEqual({
      currentPassword: 'Please enter your current password',
    });
  });

  it('the form also wants the new password typed twice alike', () => {
    const typed = { currentPassword: 'old-one', newPassword: 'Leeville-Dock-31', confirmPassword: 'Leeville-Dock-13' };
    expect(messagesOf(passwordChangeFormSchema.safeParse(typed))).toEqual({ confirmPassword: "Passwords don't match" });
    expect(passwordChangeFormSchema.safeParse({ ...typed, confirmPassword: typed.newPassword }).success).toBe(true);
  });
});
