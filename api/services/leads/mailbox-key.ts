const gmailDomains = new Set(['gmail.com', 'googlemail.com']);

/**
 * One key per mailbox, for counting the mail sent to it: case, surrounding space, a trailing dot
 * on the domain and a `+tag` do not make another mailbox, nor do dots in a Gmail name. Taking two
 * mailboxes for one only withholds a confirmation; taking one for two would let a sender multiply them.
 */
export function mailboxKey(address: string): string {
  const lowered = address.trim().toLowerCase();
  const at = lowered.lastIndexOf('@');
  if (at <= 0) return lowered;
  const tagAt = lowered.indexOf('+');
  const local = tagAt > 0 && tagAt < at ? lowered.slice(0, tagAt) : lowered.slice(0, at);
  const domain = lowered.slice(at + 1).replace(/\.+$/, '');
  if (gmailDomains.has(domain)) return `${local.replaceAll('.', '')}@gmail.com`;
  return `${local}@${domain}`;
}
