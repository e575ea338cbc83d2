import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase64urlNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/** 32 random bytes as base64url: a bearer secret for a cookie. */
export function newToken(): string {
  return encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
}

/** Shape check before a token from a cookie is trusted or reused. */
export function isWellFormedToken(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** What the database keeps instead of the token itself. */
export function hashToken(token: string): string {
  return sha256Hex(token);
}

export function sha256Hex(text: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(text)));
}
