import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes): memory-hard, and fast enough for a sign-in path.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, options);
}

export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    // A malformed stored hash must read as a failed sign-in, never as a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * The hash a sign-in verifies when no account has the name typed, so an unknown account costs the
 * same argon2id work as a known one and the answer's timing tells nothing. Made once, on first use,
 * from a random password nobody knows.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID()).catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  return dummyHash;
}
