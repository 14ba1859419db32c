/**
 * Query values of a backend call (docs/product.md): each
 * value becomes a URL parameter, an array one parameter per element under the same key, and an
 * empty value (undefined, null, '') none at all.
 */

/** One query value; numbers and booleans are written as JavaScript prints them. */
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

const isEmpty = (value: QueryValue): value is null | undefined | '' =>
  value === undefined || value === null || value === '';

/** `?a=1&b=x&b=y` (encoded as a form's fields are), or '' when no value is left. */
export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) if (!isEmpty(item)) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
