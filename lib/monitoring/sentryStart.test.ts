/**
 * @jest-environment <rootDir>/scripts/test/jestDomEnvironment.cjs
 */
import type * as Report from './report';
import type * as Start from './sentryStart';

type Loaded = Report.LoadedSentry;
const loaded: Loaded = {
  captureException: () => undefined,
  captureViolation: () => undefined,
  captureRouterTransitionStart: () => undefined,
  reportedAt: (_time, report) => report(),
};
const idleWindow = window as unknown as {
  requestIdleCallback?: unknown;
  cancelIdleCallback?: unknown;
};
let idle: IdleRequestCallback[] = [];

/** A fresh report.ts and sentryStart.ts, as in a new page. */
function modules(): { report: typeof Report; start: typeof Start } {
  let fresh!: { report: typeof Report; start: typeof Start };
  jest.isolateModules(() => {
    fresh = { report: jest.requireActual('./report'), start: jest.requireActual('./sentryStart') };
  });
  return fresh;
}

beforeAll(() => {
  process.env.NEXT_PUBLIC_SENTRY_DSN = 'http://public@127.0.0.1:1/1';
});
beforeEach(() => {
  idle = [];
  idleWindow.requestIdleCallback = (callback: IdleRequestCallback) => idle.push(callback);
  idleWindow.cancelIdleCallback = () => (idle = []);
  delete (window as unknown as Record<string, unknown>).__chaedleErrorQueue;
  delete (window as unknown as Record<string, unknown>).__chaedleSentry;
});

it('without an error: after load, in the first idle period', async () => {
  const { start } = modules();
  const load = jest.fn(async () => loaded);
  start.startSentry(load);
  expect(load).not.toHaveBeenCalled();
  expect(idle).toHaveLength(1);
  idle[0]!({ didTimeout: false, timeRemaining: () => 10 });
  expect(load).toHaveBeenCalledTimes(1);
  await Promise.resolve();
});

it('an error queued before it runs (the inline script): at once', () => {
  const { start } = modules();
  (window as unknown as Record<string, unknown>).__chaedleErrorQueue = [{ e: ['m'] }];
  const load = jest.fn(async () => loaded);
  start.startSentry(load);
  expect(load).toHaveBeenCalledTimes(1);
  expect(idle).toHaveLength(0);
});

it('a violation queued before it runs: still in the idle period', () => {
  const { start } = modules();
  (window as unknown as Record<string, unknown>).__chaedleErrorQueue = [
    { c: ['img-src', 'x', 'y'] },
  ];
  const load = jest.fn(async () => loaded);
  start.startSentry(load);
  expect(load).not.toHaveBeenCalled();
});

it('the first uncaught error or rejection later: at once, and once only', () => {
  for (const type of ['error', 'unhandledrejection']) {
    const { start } = modules();
    const load = jest.fn(async () => loaded);
    start.startSentry(load);
    window.dispatchEvent(new Event(type));
    window.dispatchEvent(new Event(type));
    idle.forEach((callback) => callback({ didTimeout: true, timeRemaining: () => 0 }));
    expect(load).toHaveBeenCalledTimes(1);
  }
});

it('an error the site reports: at once', () => {
  const { start, report } = modules();
  const load = jest.fn(async () => loaded);
  start.startSentry(load);
  report.reportError(new Error('caught'));
  expect(load).toHaveBeenCalledTimes(1);
});

it('once loaded, Sentry gets the queue', async () => {
  const { start, report } = modules();
  const captureException = jest.fn();
  start.startSentry(async () => ({ ...loaded, captureException }));
  const caught = new Error('caught');
  report.reportError(caught);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(captureException).toHaveBeenCalledWith(caught);
  expect(report.loadedSentry()).toBeDefined();
});
