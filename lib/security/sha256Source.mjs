// @ts-check
/**
 * `'sha256-…'` of a script's text (UTF-8), as a CSP source: the prerendered pages' hashes
 * (scriptHashes.mjs, after the build in Node) and the dynamic pages' (strictCspRequest.ts, in the
 * middleware on the Edge runtime). WebCrypto, which both have.
 * @param {string} text
 * @returns {Promise<string>}
 */
export async function sha256Source(text) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}
