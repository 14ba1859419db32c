/**
 * @jest-environment <rootDir>/scripts/test/jestDomEnvironment.cjs
 */
import { act, renderHook } from '@testing-library/react';
import { DeliveryError } from '@/lib/delivery/errors';
import { loadDraft } from '@/lib/forms/drafts';
import { useMessageDelivery, type Deliver, type DeliveryState } from './useMessageDelivery';

const FORM = 'resident';
const values = { name: '홍길동', content: '101동 누수', privacyNoticeAccepted: true };

/** A stand-in for the Lambda: records each TEXT it is given, settled when the test says so. */
function fakeLambda() {
  const calls: { text: string; resolve: () => void; reject: (error: unknown) => void }[] = [];
  const deliver: Deliver = (text) =>
    new Promise<void>((resolve, reject) => calls.push({ text, resolve, reject }));
  const call = (n: number) => {
    const made = calls[n];
    if (!made) throw new Error(`call ${n} was not made (${calls.length} made)`);
    return made;
  };
  return { calls, call, deliver };
}

function mount(deliver: Deliver) {
  return renderHook(() => useMessageDelivery(FORM, deliver));
}

type Hook = ReturnType<typeof mount>['result'];

/** A submit as EnquiryForm makes it: TEXT ends with the hook's receipt id. */
function submit(result: Hook, honeypot = '') {
  let outcome!: Promise<DeliveryState | undefined>;
  act(() => {
    const text = `[홈페이지 문의] 입주민 문의\n접수번호: ${result.current.receiptId()}`;
    outcome = result.current.send({ text, values, honeypot });
  });
  return outcome;
}

async function settle(outcome: Promise<unknown>, how: () => void) {
  await act(async () => {
    how();
    await outcome;
  });
}

const receiptOf = (text: string) => /접수번호: (\S+)$/.exec(text)?.[1];

beforeEach(() => sessionStorage.clear());

test('a double submit gives one call; once it settles, the next submission is sent', async () => {
  const lambda = fakeLambda();
  const { result } = mount(lambda.deliver);
  expect(result.current.state).toEqual({ status: 'idle' });

  // Both in one task, before React renders again: the guard cannot be the rendered state.
  let first!: Promise<DeliveryState | undefined>;
  let second!: Promise<DeliveryState | undefined>;
  act(() => {
    const text = `접수번호: ${result.current.receiptId()}`;
    first = result.current.send({ text, values });
    second = result.current.send({ text, values });
  });
  const third = submit(result);
  expect(lambda.calls).toHaveLength(1);
  expect(result.current.state).toEqual({ status: 'sending' });
  expect(result.current.inFlight()).toBe(true);
  await expect(second).resolves.toBeUndefined();
  await expect(third).resolves.toBeUndefined();

  await settle(first, () => lambda.call(0).resolve());
  await expect(first).resolves.toEqual({ status: 'sent' });
  expect(result.current.state).toEqual({ status: 'sent' });
  expect(result.current.inFlight()).toBe(false);

  void submit(result);
  expect(lambda.calls).toHaveLength(2);
});

test('a failure is not retried on its own and keeps the receipt and the draft; the retry names the same receipt', async () => {
  const lambda = fakeLambda();
  const { result } = mount(lambda.deliver);
  const attempt = submit(result);
  const receipt = receiptOf(lambda.call(0).text);
  // Saved before sending, with the receipt, though nothing was saved while typing.
  expect(loadDraft(FORM)).toEqual({ values, receiptId: receipt });

  await settle(attempt, () => lambda.call(0).reject(new DeliveryError('timeout')));
  await expect(attempt).resolves.toEqual({ status: 'failed', failure: 'timeout' });
  expect(result.current.state).toEqual({ status: 'failed', failure: 'timeout' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(lambda.calls).toHaveLength(1);
  expect(loadDraft(FORM)).toEqual({ values, receiptId: receipt });

  const retry = submit(result);
  expect(lambda.calls).toHaveLength(2);
  expect(receiptOf(lambda.call(1).text)).toBe(receipt);
  await settle(retry, () => lambda.call(1).resolve());
  await expect(retry).resolves.toEqual({ status: 'sent' });
});

test('a success clears the draft and the receipt: the next submission is a new one', async () => {
  const lambda = fakeLambda();
  const { result } = mount(lambda.deliver);
  act(() => result.current.keepDraft(values));
  const attempt = submit(result);
  const receipt = receiptOf(lambda.call(0).text);

  await settle(attempt, () => lambda.call(0).resolve());
  expect(result.current.state).toEqual({ status: 'sent' });
  expect(loadDraft(FORM)).toBeUndefined();
  void submit(result);
  expect(receiptOf(lambda.call(1).text)).not.toBe(receipt);
});

test('a filled honeypot is told it succeeded, nothing is sent and its draft is gone', async () => {
  const lambda = fakeLambda();
  const { result } = mount(lambda.deliver);
  act(() => result.current.keepDraft(values));

  await expect(submit(result, 'https://spam.example')).resolves.toEqual({ status: 'sent' });
  expect(lambda.calls).toHaveLength(0);
  expect(result.current.state).toEqual({ status: 'sent' });
  expect(loadDraft(FORM)).toBeUndefined();
});

test.each([
  {
    name: 'no identity pool',
    error: new DeliveryError('not-configured'),
    failure: 'notConfigured',
  },
  { name: 'the 10 s limit', error: new DeliveryError('timeout'), failure: 'timeout' },
  { name: 'a FunctionError', error: new DeliveryError('function-error'), failure: 'generic' },
  { name: 'a network error', error: new TypeError('Failed to fetch'), failure: 'generic' },
])('a failure by $name is told as $failure', async ({ error, failure }) => {
  const { result } = mount(() => Promise.reject(error));
  const attempt = submit(result);
  await act(() => attempt);
  expect(result.current.state).toEqual({ status: 'failed', failure });
});

describe('an unmount while sending (a dialog closed) loses nothing that matters', () => {
  type Call = ReturnType<ReturnType<typeof fakeLambda>['call']>;

  /**
   * Submits, unmounts while the call is in flight, settles it, then mounts the form again: what
   * the new form restores, and the receipt its next submission names against the first one's.
   */
  async function remountedAfter(how: (call: Call) => void) {
    const lambda = fakeLambda();
    const first = mount(lambda.deliver);
    const attempt = submit(first.result);
    first.unmount();
    await settle(attempt, () => how(lambda.call(0)));

    const again = mount(lambda.deliver);
    let restored: unknown;
    act(() => {
      restored = again.result.current.restoreDraft();
    });
    void submit(again.result);
    return {
      restored,
      sameReceipt: receiptOf(lambda.call(1).text) === receiptOf(lambda.call(0).text),
    };
  }

  test('a failure leaves the draft, and the form mounted again retries the same submission', async () => {
    const again = await remountedAfter((call) => call.reject(new DeliveryError('network')));
    expect(again).toEqual({ restored: values, sameReceipt: true });
  });

  test('a success clears the draft: the form mounted again starts empty, with a new receipt', async () => {
    const again = await remountedAfter((call) => call.resolve());
    expect(again).toEqual({ restored: undefined, sameReceipt: false });
  });
});

test('what is typed is kept with the restored receipt; an untouched form leaves no draft', () => {
  const lambda = fakeLambda();
  const first = mount(lambda.deliver);
  void submit(first.result);
  const receipt = receiptOf(lambda.call(0).text);
  first.unmount();

  const { result } = mount(lambda.deliver);
  act(() => {
    result.current.restoreDraft();
    result.current.keepDraft({ ...values, content: '101동 누수, 욕실' });
  });
  expect(loadDraft(FORM)).toEqual({
    values: { ...values, content: '101동 누수, 욕실' },
    receiptId: receipt,
  });
  act(() => result.current.keepDraft({ name: '', content: '', privacyNoticeAccepted: true }));
  expect(loadDraft(FORM)).toBeUndefined();
});
