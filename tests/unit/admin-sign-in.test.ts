import { describe, expect, it } from 'vitest';
import { staffSignInCounters } from '#api/auth/staff-sign-in-limits.ts';
import { adminPages, needsStaff, staffElsewhere } from '#site/lib/admin-pages.ts';
import { staffSignInSchema } from '#shared/schemas/staff-auth.ts';

describe('the staff sign-in schema the form and the route share', () => {
  const messages = (values: { username: string; password: string }) =>
    Object.fromEntries((staffSignInSchema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

  it('names every missing field at once', () => {
    expect(messages({ username: '', password: '' })).toEqual({ username: 'Username is required', password: 'Password is required' });
    expect(messages({ username: '   ', password: 'x' })).toEqual({ username: 'Username is required' });
    expect(messages({ username: 'harbormaster', password: '' })).toEqual({ password: 'Password is required' });
  });

  it('sends the username trimmed and the password exactly as typed', () => {
    expect(staffSignInSchema.parse({ username: ' harbormaster ', password: ' secret with spaces ' })).toEqual({
      username: 'harbormaster',
      password: ' secret with spaces ',
    });
  });
});

describe('admin pages', () => {
  it('knows the staff pages, with or without a trailing slash, and no others', () => {
    for (const path of ['/admin', '/admin/', '/admin/login', '/admin/test/']) expect(needsStaff(path)).toBe(true);
    for (const path of ['/', '/admin/other', '/administrator', '/client']) expect(needsStaff(path)).toBe(false);
  });

  it('sends signed-in staff from the sign-in page to the dashboard, and nowhere else', () => {
    expect(staffElsewhere('/admin/login')).toBe(adminPages.dashboard);
    expect(staffElsewhere('/admin')).toBeUndefined();
    expect(staffElsewhere('/admin/test')).toBeUndefined();
  });
});

it("counts a staff sign-in per address and per name and address, apart from the customers' counters", () => {
  expect(staffSignInCounters({ username: 'harbormaster', clientIp: '203.0.113.7' }).map(({ key }) => key)).toEqual([
    'staff-sign-in:ip:203.0.113.7',
    'staff-sign-in:username-ip:harbormaster:203.0.113.7',
  ]);
});
