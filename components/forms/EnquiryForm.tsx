'use client';

import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { DialogFrame } from '@/components/ui/DialogFrame';
import button from '@/components/ui/button.module.css';
import { emptyValues, formDefinitions, type FormId } from '@/lib/forms/definitions';
import { buildMessageText, messageOverflow } from '@/lib/forms/message';
import { errorsOf, fieldByFieldErrors, schemaFor, type ErrorKey } from '@/lib/forms/schemas';
import { env } from '@/lib/config/env';
import { afterNextPaint } from '@/lib/browser/afterNextPaint';
import { whenIdle } from '@/lib/browser/idle';
import { ENQUIRY_FORM_ATTRIBUTE } from '@/lib/browser/domMarkers';
import { EnquiryFields } from './EnquiryFields';
import { valuesTypedBeforeHydration } from './valuesTypedBeforeHydration';
import { Honeypot } from './Fields';
import { formFeedback, type FeedbackContext, type FeedbackMessage } from './formFeedback';
import { useMessageDelivery } from './useMessageDelivery';
import styles from './forms.module.css';

/** On the submit button from the click until its validation has run (forms.module.css). */
const SUBMIT_PRESSED_ATTRIBUTE = 'data-pressed';

type Values = Record<string, string | boolean>;

type EnquiryFormProps = {
  /** The form's definition in lib/forms/definitions.ts (the engine's chunk carries them). */
  form: FormId;
  /** How the visitor is told about problems and success (formFeedback.ts). */
  mode: keyof typeof formFeedback;
  onSuccess?: () => void;
  /** One column, for narrow containers such as a dialog. */
  compact?: boolean;
  submitLabel?: string;
  /** Accessible name of the form (e.g. the heading it sits under). */
  labelledBy?: string;
};

/**
 * The engine behind every form of the site: Formik state and the form's Yup schema; a submission
 * is validated, its TEXT built, and delivered by useMessageDelivery (one invocation, the draft,
 * the receipt id, the honeypot).
 */
export function EnquiryForm({
  form,
  mode,
  onSuccess,
  compact,
  submitLabel,
  labelledBy,
}: EnquiryFormProps) {
  const t = useTranslations('Forms');
  const definition = formDefinitions[form];
  const feedback = formFeedback[mode];
  const baseId = useId();
  const delivery = useMessageDelivery(definition.id);
  const honeypotRef = useRef<HTMLInputElement | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const restoredRef = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [message, setMessage] = useState<FeedbackMessage | null>(null);

  const schema = useMemo(() => schemaFor(definition), [definition]);
  const validateChanged = useMemo(() => fieldByFieldErrors(schema), [schema]);
  const formik = useFormik<Values>({
    initialValues: emptyValues(definition),
    // Each field's rule, run again only for the field that changed (lib/forms/schemas.ts).
    validate: validateChanged,
    validateOnMount: false,
    onSubmit: () => undefined,
  });
  const { values, errors, touched, setValues, setErrors, setTouched, resetForm } = formik;

  // Every field's rule run once while the page is idle, on the empty form: the visitor's first key
  // then finds Yup's code compiled and the other fields' results kept (fieldByFieldErrors). Cold,
  // that key's validation alone took 24 ms at 7× (docs/performance.md).
  useEffect(
    () => whenIdle(() => void validateChanged(emptyValues(definition))),
    [validateChanged, definition],
  );

  // Once, after hydration: restore a draft (sessionStorage is not available on the server), then
  // adopt anything typed into the server-rendered form before hydration, which React would
  // otherwise overwrite with the empty state on the next render (slow networks).
  useEffect(() => {
    const draft = delivery.restoreDraft();
    const typed = formRef.current ? valuesTypedBeforeHydration(formRef.current, definition) : {};
    if (draft || Object.keys(typed).length > 0) {
      void setValues({ ...emptyValues(definition), ...draft, ...typed }, false);
    }
    restoredRef.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [definition.id]);

  // Save what the visitor typed, in the draft (useMessageDelivery keeps it with the receipt id).
  const { keepDraft } = delivery;
  useEffect(() => {
    if (restoredRef.current) keepDraft(values);
  }, [values, keepDraft]);

  const fieldId = (name: string) => `${baseId}-${name}`;
  const label = (name: string) => {
    const field = definition.fields.find((f) => f.name === name);
    return field ? t(`fields.${field.label}`) : name;
  };
  const errorText = (name: string, error: string | undefined) => {
    if (!error) return undefined;
    const key = error as ErrorKey;
    if (key === 'max') {
      const field = definition.fields.find((f) => f.name === name);
      return t('errors.max', { max: field?.max ?? 0 });
    }
    return t(`errors.${key}`);
  };
  const shownError = (name: string) =>
    touched[name] ? errorText(name, errors[name] as string | undefined) : undefined;

  const sending = delivery.state.status === 'sending';
  const feedbackContext: FeedbackContext = {
    t,
    fields: definition.fields,
    label,
    focusField: (name) => document.getElementById(fieldId(name))?.focus(),
    showMessage: setMessage,
    showFailure: setFailure,
    onSuccess,
  };

  // A submit waiting for the next paint (handleSubmit): a second one meanwhile does nothing.
  const submitQueued = useRef(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One submission at a time: a second click while sending does nothing, not even validate.
    if (delivery.inFlight() || submitQueued.current) return;
    // The frame that answers the click shows the button pressed; the validation, its errors, the
    // focus and the toast come right after that paint: they cost the empty submit two thirds of
    // its time at a phone's CPU (docs/performance.md).
    submitQueued.current = true;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    submitter?.setAttribute(SUBMIT_PRESSED_ATTRIBUTE, '');
    afterNextPaint(() => {
      submitQueued.current = false;
      submitter?.removeAttribute(SUBMIT_PRESSED_ATTRIBUTE);
      void submitNow();
    });
  }

  async function submitNow() {
    // Validated here rather than by Formik's validateForm (a render before and one after its
    // promise): the errors render once, then the first field takes focus, so the click costs
    // one render and one style and layout pass before its paint (docs/performance.md).
    const found = errorsOf(values, schema);
    flushSync(() => {
      setErrors(found);
      void setTouched(
        Object.fromEntries([
          ...definition.fields.map((f) => [f.name, true]),
          ['privacyNoticeAccepted', true],
        ]),
        false,
      );
    });
    if (Object.keys(found).length > 0) {
      feedback.invalid(found, feedbackContext);
      return;
    }
    setFailure(null);

    // Past the Lambda's bounds nothing is sent: the visitor is told how much to shorten, and
    // keeps everything typed (the values and the draft stay as they are).
    const text = buildMessageText(definition, values, delivery.receiptId(), {
      preview: !env.isProduction,
    });
    const overflow = messageOverflow(text);
    if (overflow) {
      feedback.tooLong(overflow, feedbackContext);
      return;
    }

    const outcome = await delivery.send({
      text,
      values,
      honeypot: honeypotRef.current?.value ?? '',
    });
    if (outcome?.status === 'failed') {
      feedback.failed(outcome.failure, feedbackContext);
    } else if (outcome?.status === 'sent') {
      resetForm();
      if (honeypotRef.current) honeypotRef.current.value = '';
      feedback.succeeded(feedbackContext);
    }
  }

  return (
    <>
      <form
        ref={formRef}
        {...{ [ENQUIRY_FORM_ATTRIBUTE]: '' }}
        noValidate
        onSubmit={handleSubmit}
        className={[styles.form, compact ? styles.compact : ''].join(' ')}
        aria-labelledby={labelledBy}
        aria-busy={sending || undefined}
      >
        <EnquiryFields
          definition={definition}
          formik={formik}
          fieldId={fieldId}
          shownError={shownError}
        />
        <Honeypot id={fieldId('hp')} inputRef={(element) => (honeypotRef.current = element)} />
        <div className={styles.actions}>
          {failure && (
            <p role="alert" className={styles.failure}>
              {failure}
            </p>
          )}
          <button
            type="submit"
            className={`${button.button} ${button.primary} ${styles.submit}`}
            disabled={sending}
          >
            {sending ? t('sending') : (submitLabel ?? t('submit'))}
          </button>
        </div>
      </form>
      <DialogFrame
        open={message !== null}
        onClose={() => setMessage(null)}
        title={message?.title}
        role={feedback.dialog.role}
        maxWidth={feedback.dialog.maxWidth}
      >
        <p className={styles.dialogText}>{message?.text}</p>
        <div className={styles.dialogActions}>
          <button
            type="button"
            className={`${button.button} ${button.primary}`}
            onClick={() => setMessage(null)}
          >
            {message?.confirm}
          </button>
        </div>
      </DialogFrame>
    </>
  );
}
