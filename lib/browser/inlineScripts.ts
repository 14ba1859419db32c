/**
 * Every inline script of the site, run while the HTML is parsed, before hydration. They are
 * strings so a server component can put them in a <script>; this module is also the list the
 * Content-Security-Policy has to allow.
 */
import {
  ENQUIRY_FORM_ATTRIBUTE,
  FIRST_PAINT_CLOSED_ATTRIBUTE,
  FIRST_PAINT_SHOWN_ATTRIBUTE,
  VIDEO_HIDE_KEY,
  VIDEO_PLAY_ATTRIBUTE,
} from './domMarkers';
import {
  DELIVER,
  EARLY_LISTENER,
  EARLY_QUEUE,
  QUEUE_LIMIT,
  SENTRY_GLOBAL,
} from '../monitoring/report';

/**
 * Inline, at the top of <body>: until a form's engine runs, pressing its submit button would be the
 * browser's own submission, a GET that puts the visitor's details in the URL (history, logs). The
 * engine's handler always cancels it too, so cancelling every submission of these forms changes
 * nothing once it runs. (LazyEnquiryForm also replays a submit it held once the engine runs.)
 */
export const nativeSubmitGuardScript = `document.addEventListener('submit',function(e){var f=e.target;if(f&&f.hasAttribute&&f.hasAttribute('${ENQUIRY_FORM_ATTRIBUTE}'))e.preventDefault()},true)`;

/**
 * Runs inline right after the home page's video dialog markup: opens the server-rendered dialog as
 * a modal before hydration unless the visitor chose 'not today' or came for a section by its #hash.
 * Opening (rather than hiding) on a condition means a late script makes the dialog appear a frame
 * later instead of flashing up for a visitor who asked not to see it, and a browser without
 * JavaScript never gets a dialog it cannot close. showModal() here, while the rest of the page is
 * not parsed yet, instead of at hydration: making the page behind inert then restyled the whole
 * page inside the hydration task. A close before hydration (Escape, the back gesture) is recorded
 * for the owner; once hydrated, the dialog has left its first-paint state before it closes. Its
 * play button works before hydration as after: it adds the video's controls, hides itself, moves
 * focus to the video and plays it (after hydration VideoDialog's handler does the same).
 */
export const introShowScript = `try{if(!(location.hash||Number(localStorage.getItem(${JSON.stringify(
  VIDEO_HIDE_KEY,
)})||0)>Date.now())){var r=document.documentElement,s=${JSON.stringify(
  FIRST_PAINT_SHOWN_ATTRIBUTE,
)},d=document.currentScript.previousElementSibling;r.setAttribute(s,'');d.addEventListener('close',function(){if(d.hasAttribute('data-first-paint')){r.removeAttribute(s);r.setAttribute(${JSON.stringify(
  FIRST_PAINT_CLOSED_ATTRIBUTE,
)},'')}});var b=d.querySelector('[${VIDEO_PLAY_ATTRIBUTE}]'),v=d.querySelector('video');if(b&&v)b.addEventListener('click',function(){v.controls=true;v.focus();b.hidden=true;var p=v.play();if(p)p.catch(function(){})});d.showModal()}}catch(e){}`;

/**
 * Runs before the AI banner exists (default layout): on a mobile or Android user agent it marks
 * <html>, and CSS keeps the banner hidden there, so it is never shown and then hidden.
 */
export const mobileUaScript = `try{if(/Android|Mobi|iPhone|iPad|iPod/i.test(navigator.userAgent))document.documentElement.classList.add('ua-mobile')}catch(e){}`;

/**
 * Inline in <head>, only when the build has a browser DSN: until Sentry starts, queues every
 * uncaught error and unhandled rejection as Sentry's own loader script does (the arguments
 * `window.onerror` gets, the rejection event), with the time it happened (`t`), and every policy
 * violation of any page (no policy names a report endpoint: the browser's own reports carry the
 * page's query), without its addresses' queries and fragments (lib/monitoring/report.ts,
 * cspViolation.ts; docs/performance.md, "Errors before the app"). Once Sentry has started,
 * report.ts removes the error listener (Sentry's own handlers report from then on) and violations
 * go to Sentry directly. A fixed string, so a prerendered page's policy can allow it by hash.
 */
export const earlyErrorScript = `(function(w,a){var q=w.${EARLY_QUEUE}=w.${EARLY_QUEUE}||[];function u(s){return s&&(s+'').split(/[?#]/)[0]}function k(x){var s=w.${SENTRY_GLOBAL};if(s)s.${DELIVER}(x);else if(q.length<${QUEUE_LIMIT}){x.t=Date.now();q.push(x)}}function h(e){k(e.type=='error'?{e:[e.message,e.filename,e.lineno,e.colno,e.error]}:{p:e})}w.${EARLY_LISTENER}=h;a='addEventListener';w[a]('error',h);w[a]('unhandledrejection',h);w[a]('securitypolicyviolation',function(e){k({c:[e.effectiveDirective,u(e.blockedURI),u(e.documentURI),u(e.sourceFile),e.lineNumber,e.columnNumber]})})})(window)`;

/**
 * The inline scripts of the dynamic pages (/private/*, /sign-in: the root layout's only; the others
 * belong to the marketing layout and the home page). Their strict policy allows exactly these, by
 * hash (lib/security/strictCspRequest.ts); a script added to the root layout belongs here.
 */
export const strictCspPageScripts: readonly string[] = [earlyErrorScript, nativeSubmitGuardScript];
