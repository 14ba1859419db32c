/**
 * Every inline script of the site, run while the HTML is parsed, before hydration: written in
 * lib/browser/inline/*.ts and compiled by scripts/build/inlineScripts.mjs, as strings so a server
 * component can put them in a <script>. This module is also the list the Content-Security-Policy
 * of the dynamic pages has to allow.
 */
import compiled from './inline/compiled.json';

/** The forms' guard against the browser's own GET submission (inline/nativeSubmitGuard.ts). */
export const nativeSubmitGuardScript = compiled.nativeSubmitGuard;
/** Opens the home page's video dialog before hydration (inline/introShow.ts). */
export const introShowScript = compiled.introShow;
/** Marks <html> on a mobile user agent (inline/mobileUserAgent.ts). */
export const mobileUaScript = compiled.mobileUserAgent;
/** Queues errors and policy violations until Sentry starts (inline/earlyErrors.ts). */
export const earlyErrorScript = compiled.earlyErrors;

/**
 * The inline scripts of the dynamic pages (/private/*, /sign-in: the root layout's only; the others
 * belong to the marketing layout and the home page). Their strict policy allows exactly these, by
 * hash (lib/security/strictCspRequest.ts); a script added to the root layout belongs here.
 */
export const strictCspPageScripts: readonly string[] = [earlyErrorScript, nativeSubmitGuardScript];
