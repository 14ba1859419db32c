/**
 * @jest-environment <rootDir>/scripts/test/jestDomEnvironment.cjs
 */
import { whenIdle, whenLoadedAndIdle } from './idle';

type IdleWindow = {
  requestIdleCallback?: unknown;
  cancelIdleCallback?: unknown;
  requestAnimationFrame?: unknown;
};
const idleWindow = window as unknown as IdleWindow;
let readyState: DocumentReadyState = 'complete';
const frames: FrameRequestCallback[] = [];

beforeEach(() => {
  jest.useFakeTimers();
  readyState = 'complete';
  frames.length = 0;
  jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  idleWindow.requestAnimationFrame = (callback: FrameRequestCallback) => frames.push(callback);
  delete idleWindow.requestIdleCallback;
  delete idleWindow.cancelIdleCallback;
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete idleWindow.requestIdleCallback;
  delete idleWindow.cancelIdleCallback;
});

describe('whenIdle where the browser has requestIdleCallback (Chromium, Firefox)', () => {
  it('asks for the idle period with the timeout, and cancels it', () => {
    const request = jest.fn((_: IdleRequestCallback, __?: IdleRequestOptions) => 7);
    const cancelIdle = jest.fn();
    idleWindow.requestIdleCallback = request;
    idleWindow.cancelIdleCallback = cancelIdle;
    const callback = jest.fn();
    const cancel = whenIdle(callback, 5000);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 5000 });
    expect(callback).not.toHaveBeenCalled();
    request.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(callback).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });
});

describe('whenIdle without requestIdleCallback (Safari)', () => {
  it('on a loaded page: after the next frame is painted, not before', () => {
    const callback = jest.fn();
    whenIdle(callback);
    jest.advanceTimersByTime(0);
    expect(callback).not.toHaveBeenCalled();
    frames.shift()!(0);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);
    // Once only: the deadline that was also set does not call it again.
    jest.advanceTimersByTime(5000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('on a page still loading: not before load, then after its next frame', () => {
    readyState = 'interactive';
    const callback = jest.fn();
    whenIdle(callback);
    jest.advanceTimersByTime(1000);
    expect(frames).toHaveLength(0);
    expect(callback).not.toHaveBeenCalled();
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    frames.shift()!(0);
    jest.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('at the latest after the timeout, if the page never finishes loading', () => {
    readyState = 'loading';
    const callback = jest.fn();
    whenIdle(callback, 2000);
    jest.advanceTimersByTime(1999);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('load'));
    frames.forEach((frame) => frame(0));
    jest.advanceTimersByTime(5000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('cancelled, never runs', () => {
    readyState = 'loading';
    const callback = jest.fn();
    const cancel = whenIdle(callback, 2000);
    cancel();
    window.dispatchEvent(new Event('load'));
    frames.forEach((frame) => frame(0));
    jest.advanceTimersByTime(5000);
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('whenLoadedAndIdle', () => {
  it('asks for the idle period only once the page has loaded', () => {
    readyState = 'interactive';
    const request = jest.fn((_: IdleRequestCallback, __?: IdleRequestOptions) => 3);
    idleWindow.requestIdleCallback = request;
    idleWindow.cancelIdleCallback = jest.fn();
    const callback = jest.fn();
    whenLoadedAndIdle(callback, 5000);
    expect(request).not.toHaveBeenCalled();
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 5000 });
    request.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('in Safari on a loaded page: after its next frame', () => {
    const callback = jest.fn();
    whenLoadedAndIdle(callback, 5000);
    frames.shift()!(0);
    jest.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('cancelled before or after load, never runs', () => {
    readyState = 'loading';
    const before = jest.fn();
    whenLoadedAndIdle(before, 2000)();
    const after = jest.fn();
    const cancelAfter = whenLoadedAndIdle(after, 2000);
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    cancelAfter();
    frames.forEach((frame) => frame(0));
    jest.advanceTimersByTime(5000);
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});
