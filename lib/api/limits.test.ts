import { BodyTooLarge, deadlineSignal, readLimitedText } from './limits';

/** A response whose body arrives in the given chunks, with no Content-Length unless given. */
function streamed(chunks: string[], headers: Record<string, string> = {}) {
  const encoder = new TextEncoder();
  let cancelled = false;
  const queue = [...chunks];
  // One chunk per read, as a network body arrives: the rest is still pending when it is cancelled.
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = queue.shift();
      if (chunk === undefined) controller.close();
      else controller.enqueue(encoder.encode(chunk));
    },
    cancel() {
      cancelled = true;
    },
  });
  return { response: new Response(body, { headers }), cancelled: () => cancelled };
}

describe('readLimitedText (docs/product.md; lib/api/client.ts)', () => {
  it('joins a body read in several chunks, multi-byte characters split across them included', async () => {
    const bytes = new TextEncoder().encode('채들 consent');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 2)); // half of 채
        controller.enqueue(bytes.slice(2, 7));
        controller.enqueue(bytes.slice(7));
        controller.close();
      },
    });
    expect(await readLimitedText(new Response(body), 100)).toBe('채들 consent');
  });

  it('reads a body of exactly the limit, counted in bytes (not characters)', async () => {
    const { response } = streamed(['abc', 'de']);
    expect(await readLimitedText(response, 5)).toBe('abcde');
    // 3 characters, 9 bytes
    await expect(readLimitedText(streamed(['채들들']).response, 8)).rejects.toBeInstanceOf(
      BodyTooLarge,
    );
    expect(await readLimitedText(streamed(['채들들']).response, 9)).toBe('채들들');
  });

  it('stops one byte past the limit and cancels the rest of the body', async () => {
    const { response, cancelled } = streamed(['abc', 'def', 'ghi']);
    await expect(readLimitedText(response, 5)).rejects.toBeInstanceOf(BodyTooLarge);
    expect(cancelled()).toBe(true);
  });

  it('refuses a declared Content-Length over the limit before reading, and cancels the body', async () => {
    const { response, cancelled } = streamed(['ab'], { 'Content-Length': '6' });
    await expect(readLimitedText(response, 5)).rejects.toBeInstanceOf(BodyTooLarge);
    expect(cancelled()).toBe(true);
  });

  it('trusts a declared length only to refuse: at the limit, or unreadable, the bytes decide', async () => {
    expect(await readLimitedText(streamed(['abcde'], { 'Content-Length': '5' }).response, 5)).toBe(
      'abcde',
    );
    expect(await readLimitedText(streamed(['abc'], { 'Content-Length': 'many' }).response, 5)).toBe(
      'abc',
    );
  });

  it('a declared length over the limit is refused even when there is no body to cancel', async () => {
    const response = new Response(null, { headers: { 'Content-Length': '6' } });
    await expect(readLimitedText(response, 5)).rejects.toBeInstanceOf(BodyTooLarge);
  });

  it('a response without a body is empty text', async () => {
    expect(await readLimitedText(new Response(null, { status: 204 }), 5)).toBe('');
  });
});

describe('deadlineSignal', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('aborts after the given time with a TimeoutError naming it, and says it timed out', () => {
    const deadline = deadlineSignal(1000);
    jest.advanceTimersByTime(999);
    expect(deadline.signal.aborted).toBe(false);
    expect(deadline.timedOut()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.timedOut()).toBe(true);
    const reason = deadline.signal.reason as DOMException;
    expect(reason.name).toBe('TimeoutError');
    expect(reason.message).toBe('No answer within 1000 ms');
  });

  it('aborts at once, with the caller’s reason, when the caller aborts, and that is not a timeout', () => {
    const caller = new AbortController();
    const deadline = deadlineSignal(1000, caller.signal);
    caller.abort('left the page');
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.signal.reason).toBe('left the page');
    expect(deadline.timedOut()).toBe(false);
  });

  it('a caller that has already aborted aborts it from the start', () => {
    const caller = new AbortController();
    caller.abort('gone');
    const deadline = deadlineSignal(1000, caller.signal);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.signal.reason).toBe('gone');
  });

  it('once disposed, neither the time nor the caller aborts it', () => {
    const caller = new AbortController();
    const deadline = deadlineSignal(1000, caller.signal);
    deadline.dispose();
    jest.advanceTimersByTime(5000);
    caller.abort();
    expect(deadline.signal.aborted).toBe(false);
    expect(deadline.timedOut()).toBe(false);
  });
});
