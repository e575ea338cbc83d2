import { randomInt } from 'node:crypto';

// Letters and digits that cannot be mistaken for one another when read aloud or copied by hand.
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
const length = 16;

/** A strong temporary password (about 92 bits), shown to the office once and never stored in the clear. */
export function temporaryPassword(): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}
