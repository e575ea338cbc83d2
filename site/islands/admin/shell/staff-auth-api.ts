import { apiRequest, getJson } from '#shared/api-client.ts';
import type { StaffSignIn } from '#shared/schemas/staff-auth.ts';
import type { StaffAnswer, StaffView } from '#shared/staff-views.ts';

// The staff session calls of the admin pages (`/api/auth/*`); each throws ApiError on a non-OK answer.

export async function signInStaff(credentials: StaffSignIn): Promise<StaffView> {
  return (await apiRequest<StaffAnswer>('POST', '/api/auth/login', credentials, { recoverSession: false })).user;
}

export async function signOutStaff(): Promise<void> {
  await apiRequest<{ message: string }>('POST', '/api/auth/logout');
}

/** Who is signed in; asking renews the staff session ("Stay signed in"). */
export async function renewStaffSession(): Promise<StaffView> {
  return (await getJson<StaffAnswer>('/api/auth/me')).user;
}
