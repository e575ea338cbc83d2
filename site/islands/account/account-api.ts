import { apiRequest, getJson } from '#shared/api-client.ts';
import type { CustomerAnswer, CustomerDevice, CustomerView, MessageAnswer } from '#shared/customer-views.ts';
import type {
  CustomerRegistration,
  CustomerSignIn,
  MailedLinkRequest,
  ResetPassword,
  SignInWithLink,
  VerifyEmail,
} from '#shared/schemas/customer-account.ts';
import type { PasswordChange } from '#shared/schemas/password-change.ts';

// The account calls both portals make (`/api/customers/*`); each throws ApiError on a non-OK answer.
// Both portals share one session: signing in on one signs in on the other.

export async function signIn(credentials: CustomerSignIn): Promise<CustomerView> {
  return (await apiRequest<CustomerAnswer>('POST', '/api/customers/login', credentials)).customer;
}

/** Asks for a sign-in link by mail: the answer is the same whether or not an account uses the address. */
export function requestSignInLink(body: MailedLinkRequest): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('POST', '/api/customers/sign-in-link', body);
}

/** Uses a mailed sign-in link's token once: the browser is signed in and becomes a known device. */
export async function signInWithLink(body: SignInWithLink): Promise<CustomerView> {
  return (await apiRequest<CustomerAnswer>('POST', '/api/customers/sign-in-link/use', body)).customer;
}

export async function register(registration: CustomerRegistration): Promise<CustomerView> {
  return (await apiRequest<CustomerAnswer>('POST', '/api/customers/register', registration)).customer;
}

export async function signOut(): Promise<void> {
  await apiRequest<MessageAnswer>('POST', '/api/customers/logout');
}

export function requestPasswordReset(body: MailedLinkRequest): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('POST', '/api/customers/forgot-password', body);
}

export function resetPassword(body: ResetPassword): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('POST', '/api/customers/reset-password', body);
}

/** Opens a mailed verification link: its token marks the address verified once. */
export function verifyEmail(body: VerifyEmail): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('POST', '/api/customers/verify-email', body);
}

export function resendVerification(): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('POST', '/api/customers/resend-verification');
}

/** Changes the password of the signed-in customer; this browser stays signed in, every other one is signed out. */
export function changePassword(body: PasswordChange): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('POST', '/api/customers/password', body);
}

export async function listDevices(signal?: AbortSignal): Promise<CustomerDevice[]> {
  return (await getJson<{ sessions: CustomerDevice[] }>('/api/customers/sessions', { signal })).sessions;
}

export function endDevice(sessionId: string): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('DELETE', `/api/customers/sessions/${encodeURIComponent(sessionId)}`);
}
