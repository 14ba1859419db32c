/**
 * The phone rule (docs/product.md): a Korean mobile number starts with 010, 011, 016, 017,
 * 018 or 019, then 3 or 4 digits, then 4 digits. Dashes and spaces the visitor types are ignored.
 */

const MOBILE = /^01[016789]\d{3,4}\d{4}$/;

/** The digits of a typed number: dashes and spaces (including non-breaking ones) removed. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s\u00a0\-\u2010-\u2015\u2212]/g, '');
}

export function isValidPhone(value: string | null | undefined): boolean {
  if (value == null) return false;
  return MOBILE.test(normalizePhone(value));
}

/**
 * Display filter: 01012345678 → 010-1234-5678, 0111234567 → 011-123-4567. Anything that is not a
 * valid mobile number comes back trimmed and unchanged.
 */
export function formatPhone(value: string | null | undefined): string {
  if (value == null) return '';
  const digits = normalizePhone(value);
  if (!MOBILE.test(digits)) return value.trim();
  const middle = digits.length === 11 ? 4 : 3;
  return `${digits.slice(0, 3)}-${digits.slice(3, 3 + middle)}-${digits.slice(3 + middle)}`;
}
