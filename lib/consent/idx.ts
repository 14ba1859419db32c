/**
 * A consent route's constructionIdx: a positive integer (docs/product.md), else undefined.
 */
export function parseAgreementIdx(value: string): number | undefined {
  if (!/^[1-9]\d{0,14}$/.test(value)) return undefined;
  return Number(value);
}
