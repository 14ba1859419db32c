/**
 * Drafts (docs/product.md): what a visitor typed survives a reload of the page in the same tab, until it
 * is delivered. sessionStorage only; any storage failure (private mode, quota) is ignored.
 */

const PREFIX = 'chaedle:form-draft:';

export type Draft = { values: Record<string, string | boolean>; receiptId?: string };

export function loadDraft(key: string): Draft | undefined {
  try {
    // Nothing stored reads as JSON's null; anything but an object (`Object()` of it) has no values,
    // and what is not JSON throws.
    const stored = window.sessionStorage.getItem(PREFIX + key) as string;
    const { values, receiptId }: Partial<Draft> = Object(JSON.parse(stored));
    if (!values || typeof values !== 'object') return undefined;
    const clean = Object.fromEntries(
      Object.entries(values).filter(([, v]) => typeof v === 'string' || typeof v === 'boolean'),
    );
    return { values: clean, receiptId: typeof receiptId === 'string' ? receiptId : undefined };
  } catch {
    return undefined;
  }
}

export function saveDraft(key: string, draft: Draft): void {
  try {
    window.sessionStorage.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Storage unavailable: the form still works, only the draft is lost.
  }
}

export function clearDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(PREFIX + key);
  } catch {
    // ignore
  }
}
