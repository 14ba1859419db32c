import { afterNextPaint } from './afterNextPaint';

describe('afterNextPaint', () => {
  const frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    jest.useFakeTimers();
    frames.length = 0;
    globalThis.requestAnimationFrame = (callback: FrameRequestCallback) => frames.push(callback);
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { requestAnimationFrame?: unknown }).requestAnimationFrame;
  });

  it('runs the callback in a task after the next frame, not in the frame or before it', () => {
    const callback = jest.fn();
    afterNextPaint(callback);
    jest.runOnlyPendingTimers();
    expect(callback).not.toHaveBeenCalled();
    frames.shift()!(0);
    expect(callback).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('without frames (no window), runs it in the next task', () => {
    delete (globalThis as { requestAnimationFrame?: unknown }).requestAnimationFrame;
    const callback = jest.fn();
    afterNextPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
