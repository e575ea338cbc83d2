import { describe, expect, it } from 'vitest';
import { staffSignInCounters } from '#api/auth/staff-sign-in-limits.ts';
import { adminPages, needsStaff, staffElsewhere } from '#site/lib/admin-pages.ts';
import { checkStaffSignIn } from '#site/islands/admin/shell/staff-sign-in-check.ts';

describe('checkStaffSignIn', () => {
  it('asks for the username first, then the password, and puts the cursor there', () => {
    expect(checkStaffSignIn({ username: '', password: '' })).toEqual({
      ok: false,
      problem: { message: 'Username is required', field: 'username' },
    });
    expect(checkStaffSignIn({ username: '   ', password: 'x' })).toEqual({
      ok: false,
      problem: { message: 'Username is required', field: 'username' },
    });
    expect(checkStaffSignIn({ username: 'harbormaster', password: '' })).toEqual({
      ok: false,
      problem: { message: 'Password is required', field: 'password' },
    });
  });

  it('sends the username trimmed and the password exactly as typed', () => {
    expect(checkStaffSignIn({ username: ' harbormaster ', password: ' secret with spaces ' })).toEqual({
      ok: true,
      request: { username: 'harbormaster', password: ' secret with spaces ' },
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
