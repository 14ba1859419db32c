/**
 * @jest-environment <rootDir>/scripts/test/jestDomEnvironment.cjs
 */
import { earlyErrorScript } from '@/lib/browser/inlineScripts';
import { EARLY_QUEUE, QUEUE_LIMIT } from './earlyQueue.mjs';
import type * as Report from './report';

type Globals = Window & Record<string, unknown>;
const page = window as unknown as Globals;
let report: typeof Report;
const sentry = {
  captureException: jest.fn(),
  captureViolation: jest.fn(),
  captureRouterTransitionStart: jest.fn(),
  reportedAt: jest.fn((_time: number | undefined, report: () => void) => report()),
};
const when = expect.any(Number);

function violation(fields: Record<string, unknown>) {
  return Object.assign(new Event('securitypolicyviolation'), fields);
}
const staticPolicy = "script-src 'self' 'sha256-abc'";

beforeAll(() => {
  process.env.NEXT_PUBLIC_SENTRY_DSN = 'http://public@127.0.0.1:1/1';
  jest.isolateModules(() => {
    report = jest.requireActual('./report');
  });
  // As the page's first inline script runs it.
  new Function(earlyErrorScript)();
});

const queue = () => page[EARLY_QUEUE] as Report.EarlyEntry[];

describe('before Sentry starts', () => {
  it('queues an uncaught error as window.onerror gets it, and a rejection event', () => {
    const error = new Error('early');
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'Uncaught Error: early',
        filename: 'https://site.example/a.js',
        lineno: 3,
        colno: 7,
        error,
      }),
    );
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: 'nope' });
    window.dispatchEvent(rejection);
    const before = Date.now();
    expect(queue()).toEqual([
      { e: ['Uncaught Error: early', 'https://site.example/a.js', 3, 7, error], t: when },
      { p: rejection, t: when },
    ]);
    for (const entry of queue()) expect(before - entry.t!).toBeLessThan(1000);
    expect(report.errorQueued()).toBe(true);
  });

  it('queues a violation of any policy, its addresses cut', () => {
    queue().splice(0);
    window.dispatchEvent(
      violation({
        originalPolicy: staticPolicy,
        effectiveDirective: 'img-src',
        blockedURI: 'https://blocked.example/a.png?secret=1',
        documentURI: 'https://site.example/company?ref=secret#top',
        sourceFile: 'https://site.example/x.js?v=1',
        lineNumber: 4,
        columnNumber: 2,
      }),
    );
    // A nonce policy's too (the dynamic pages'): no policy has the browser report by itself.
    window.dispatchEvent(
      violation({
        originalPolicy: "script-src 'nonce-n' 'strict-dynamic'",
        effectiveDirective: 'img-src',
        blockedURI: 'https://blocked.example/b.png?secret=2',
        documentURI: 'https://site.example/ko/private/consentEnd?idx=101&ref=x',
      }),
    );
    expect(queue()).toEqual([
      {
        c: [
          'img-src',
          'https://blocked.example/a.png',
          'https://site.example/company',
          'https://site.example/x.js',
          4,
          2,
        ],
        t: when,
      },
      {
        c: [
          'img-src',
          'https://blocked.example/b.png',
          'https://site.example/ko/private/consentEnd',
          undefined,
          undefined,
          undefined,
        ],
        t: when,
      },
    ]);
    // A violation alone does not start Sentry at once.
    expect(report.errorQueued()).toBe(false);
  });

  it('keeps at most QUEUE_LIMIT items', () => {
    queue().splice(0);
    for (let i = 0; i < QUEUE_LIMIT + 5; i++) report.reportError(new Error(`e${i}`));
    expect(queue()).toHaveLength(QUEUE_LIMIT);
    queue().splice(0);
  });
});

describe('when Sentry starts', () => {
  const onerror = jest.fn();
  const onunhandledrejection = jest.fn();

  it('hands uncaught errors and rejections to the handlers Sentry installed, the rest to its API', () => {
    const error = new Error('early');
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'm', filename: 'f', lineno: 1, colno: 2, error }),
    );
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: 'nope' });
    window.dispatchEvent(rejection);
    const caught = new Error('caught');
    report.reportError(caught);
    window.dispatchEvent(
      violation({
        originalPolicy: staticPolicy,
        effectiveDirective: 'img-src',
        blockedURI: 'https://b.example/x.png',
        documentURI: 'https://s.example/',
      }),
    );
    // What Sentry's globalHandlersIntegration does on init.
    window.onerror = onerror;
    window.onunhandledrejection = onunhandledrejection;
    const times = queue().map((entry) => entry.t);
    report.sentryStarted(sentry);
    // Each replayed at the time it happened.
    expect(sentry.reportedAt.mock.calls.map(([time]) => time)).toEqual(times);
    expect(times.every((time) => typeof time === 'number')).toBe(true);
    expect(onerror).toHaveBeenCalledTimes(1);
    expect(onerror).toHaveBeenCalledWith('m', 'f', 1, 2, error);
    expect(onunhandledrejection).toHaveBeenCalledWith(rejection);
    expect(sentry.captureException).toHaveBeenCalledWith(caught);
    expect(sentry.captureViolation).toHaveBeenCalledWith([
      'img-src',
      'https://b.example/x.png',
      'https://s.example/',
      undefined,
      undefined,
      undefined,
    ]);
    expect(queue()).toEqual([]);
    expect(report.loadedSentry()).toBeDefined();
  });

  it('from then on: errors are Sentry’s own (not queued), violations and reported errors go at once', () => {
    sentry.captureViolation.mockClear();
    sentry.captureException.mockClear();
    onunhandledrejection.mockClear();
    const late = Object.assign(new Event('unhandledrejection'), { reason: 'late' });
    window.dispatchEvent(late);
    expect(queue()).toEqual([]);
    expect(onunhandledrejection).toHaveBeenCalledTimes(1);
    window.dispatchEvent(
      violation({
        originalPolicy: staticPolicy,
        effectiveDirective: 'script-src-elem',
        blockedURI: 'inline',
        documentURI: 'https://s.example/?q=1',
      }),
    );
    expect(sentry.captureViolation).toHaveBeenCalledWith([
      'script-src-elem',
      'inline',
      'https://s.example/',
      undefined,
      undefined,
      undefined,
    ]);
    const caught = new Error('caught later');
    report.reportError(caught);
    expect(sentry.captureException).toHaveBeenCalledWith(caught);
    expect(queue()).toEqual([]);
  });
});
