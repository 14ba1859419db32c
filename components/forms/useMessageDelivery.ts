'use client';

import { useCallback, useRef, useState } from 'react';
import { deliverMessage } from '@/lib/delivery/deliverMessage';
import { DeliveryError } from '@/lib/delivery/errors';
import { clearDraft, loadDraft, saveDraft, type Draft } from '@/lib/forms/drafts';
import { createReceiptId } from '@/lib/forms/message';

/** What the visitor is told a failed delivery was (messages: `Forms.failure.*`). */
export type FailureKey = 'generic' | 'timeout' | 'notConfigured';

/** Which failure a delivery error is, for the visitor's message. */
export function failureKey(error: unknown): FailureKey {
  if (error instanceof DeliveryError) {
    if (error.reason === 'not-configured') return 'notConfigured';
    if (error.reason === 'timeout') return 'timeout';
  }
  return 'generic';
}

export type DeliveryState =
  { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; failure: FailureKey };

type Values = Draft['values'];

/** One submission: its TEXT, the values its draft keeps, and what the honeypot field holds. */
export type Submission = { text: string; values: Values; honeypot?: string };

/** Sends TEXT once; rejects when it was not delivered (lib/delivery/deliverMessage.ts). */
export type Deliver = (text: string) => Promise<void>;

/**
 * A form's delivery to the Lambda (docs/product.md): one invocation per
 * submission, never retried on its own; the receipt id (`접수번호`) kept across a failure and the
 * visitor's retry, in the draft too, so a retry after a reload names the same submission; the draft
 * saved before sending and cleared once delivered; a filled honeypot is a bot, told it succeeded
 * while nothing is sent. What it keeps that matters (the draft and its receipt id) lives in
 * sessionStorage, so a form unmounted while sending (a dialog closed) loses none of it.
 *
 * `deliver` defaults to lib/delivery/deliverMessage.ts, which loads the AWS SDK on the first send
 * only.
 */
export function useMessageDelivery(formId: string, deliver: Deliver = deliverMessage) {
  const inFlight = useRef(false);
  const receipt = useRef<string | undefined>(undefined);
  const [state, setState] = useState<DeliveryState>({ status: 'idle' });

  /** The saved draft's values, if any; its receipt id becomes this form's. */
  const restoreDraft = useCallback((): Values | undefined => {
    const draft = loadDraft(formId);
    if (draft) receipt.current = draft.receiptId;
    return draft?.values;
  }, [formId]);

  /** Saves what the visitor typed; an untouched form (at most its privacy notice agreed to) leaves no draft. */
  const keepDraft = useCallback(
    (values: Values) => {
      const typed = Object.entries(values).some(
        ([key, value]) =>
          key !== 'privacyNoticeAccepted' && typeof value === 'string' && value !== '',
      );
      if (typed) saveDraft(formId, { values, receiptId: receipt.current });
      else clearDraft(formId);
    },
    [formId],
  );

  /** True from a send until it settles: a submit meanwhile should do nothing at all. */
  const isInFlight = useCallback(() => inFlight.current, []);

  /** The receipt id to write into TEXT: this submission's, made on first use. */
  const receiptId = useCallback(() => (receipt.current ??= createReceiptId()), []);

  /**
   * Delivers one submission and resolves with how it ended; resolves with undefined, doing
   * nothing, while another is in flight.
   */
  const send = useCallback(
    async ({ text, values, honeypot = '' }: Submission): Promise<DeliveryState | undefined> => {
      if (inFlight.current) return undefined;
      const settle = (outcome: DeliveryState) => {
        setState(outcome);
        return outcome;
      };
      if (honeypot === '') {
        inFlight.current = true;
        setState({ status: 'sending' });
        saveDraft(formId, { values, receiptId: receipt.current });
        try {
          await deliver(text);
        } catch (error) {
          return settle({ status: 'failed', failure: failureKey(error) });
        } finally {
          inFlight.current = false;
        }
      }
      clearDraft(formId);
      receipt.current = undefined;
      return settle({ status: 'sent' });
    },
    [formId, deliver],
  );

  return { state, inFlight: isInFlight, receiptId, restoreDraft, keepDraft, send };
}
