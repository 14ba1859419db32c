import { interactionBreakdown } from './interactionBreakdown.mjs';

const entry = (name, interactionId, start, processingStart, processingEnd, duration) => ({
  name,
  interactionId,
  start,
  processingStart,
  processingEnd,
  duration,
});

describe('interactionBreakdown', () => {
  it('splits the longest interaction into input delay, processing and presentation', () => {
    const entries = [
      // An earlier, shorter interaction (a tab) is not the one reported.
      entry('click', 7, 10, 12, 40, 48),
      // The drawer: pointerdown waits 20 ms, the click handler runs last, the frame comes at 268.
      entry('pointerdown', 9, 100, 120, 124, 168),
      entry('pointerup', 9, 160, 165, 166, 112),
      entry('click', 9, 160, 166, 250, 112),
    ];
    expect(interactionBreakdown(entries)).toEqual({
      duration: 168,
      delay: 20,
      processing: 130,
      presentation: 18,
    });
  });

  it('never reports a negative presentation (durations are rounded to 8 ms)', () => {
    expect(interactionBreakdown([entry('click', 1, 0, 2, 21, 16)]).presentation).toBe(0);
  });

  it('is all zeros when nothing was long enough to be recorded', () => {
    expect(interactionBreakdown([])).toEqual({
      duration: 0,
      delay: 0,
      processing: 0,
      presentation: 0,
    });
  });
});
