/** What the specs read of a page's Content-Security-Policy, in the browser and in its HTML. */
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every CSP violation of the page (from before its first script); returns the reader. */
export async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return () => page.evaluate(() => window.__cspViolations ?? []);
}

/** The sources of a policy's `script-src`. */
export function scriptSrc(policy: string): string[] {
  const directive = policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src '));
  return directive ? directive.split(/\s+/).slice(1) : [];
}

export type HtmlScriptPolicy = {
  /** The content of each `<meta http-equiv="Content-Security-Policy">`. */
  policies: string[];
  /** Scripts the parser meets before the first such policy, which it does not govern. */
  scriptsBeforePolicy: string[];
  /** `'sha256-…'` of each inline script the browser would run, in document order. */
  inlineScriptHashes: string[];
};

/**
 * A page's HTML as the browser's own parser reads it (DOMParser: nothing runs), hashed with its own
 * crypto: independent of the build step's parser (lib/security/scriptHashes.mjs). `page` must be
 * on a secure context (any page of the site on localhost).
 */
export function htmlScriptPolicy(page: Page, html: string): Promise<HtmlScriptPolicy> {
  return page.evaluate(async (source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const policySelector = 'meta[http-equiv="Content-Security-Policy" i]';
    const policies = [...doc.querySelectorAll(policySelector)].map(
      (meta) => meta.getAttribute('content') ?? '',
    );
    const inOrder = [...doc.querySelectorAll(`${policySelector}, script`)];
    const firstPolicy = inOrder.findIndex((element) => element.matches(policySelector));
    const scriptsBeforePolicy = inOrder
      .slice(0, firstPolicy < 0 ? inOrder.length : firstPolicy)
      .map((element) => element.outerHTML.slice(0, 120));
    const runs = (script: HTMLScriptElement) =>
      !script.hasAttribute('src') &&
      ['', 'module', 'text/javascript', 'application/javascript'].includes(
        script.type.trim().toLowerCase(),
      );
    const inlineScriptHashes = await Promise.all(
      [...doc.scripts].filter(runs).map(async (script) => {
        const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script.text));
        return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
      }),
    );
    return { policies, scriptsBeforePolicy, inlineScriptHashes };
  }, html);
}
