/**
 * A `tel:` URL for a phone number as written on the page ("02-1234-5678", "1833-6972", "118"):
 * digits only, with a leading + kept. Undefined when there are no digits to dial.
 */
export function telHref(phone: string): string | undefined {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return undefined;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
