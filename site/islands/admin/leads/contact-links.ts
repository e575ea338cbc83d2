/** A phone number as typed ("(985) 555-0101 ext 2") dialled by a phone: its digits, keeping a leading +. */
export function phoneHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

export function emailHref(email: string): string {
  return `mailto:${email.trim()}`;
}
