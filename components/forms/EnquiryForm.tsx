'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFormik, type FormikErrors } from 'formik';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Dialog } from '@/components/ui/Dialog';
import button from '@/components/ui/button.module.css';
import { emptyValues, type FormDefinition } from '@/lib/forms/definitions';
import { clearDraft, loadDraft, saveDraft } from '@/lib/forms/drafts';
import { buildMessageText, createReceiptId } from '@/lib/forms/message';
import { formatPhone } from '@/lib/forms/phone';
import { schemaFor, type ErrorKey } from '@/lib/forms/schemas';
import { deliverMessage, DeliveryError } from '@/lib/delivery';
import { env } from '@/lib/env';
import { ENQUIRY_FORM_ATTRIBUTE } from '@/lib/domMarkers';
import { ChoiceField, ConsentField, FormGrid, Honeypot, TextField } from './fields';
import styles from './forms.module.css';

type Values = Record<string, string | boolean>;

type EnquiryFormProps = {
  definition: FormDefinition;
  /**
   * 'alert': the AI form (SPEC 5): problems are announced in an in-page alert dialog and success
   * is handed to `onSuccess`. 'toast': every other form, with toasts and its own success dialog.
   */
  mode: 'alert' | 'toast';
  onSuccess?: () => void;
  /** One column, for narrow containers such as a dialog. */
  compact?: boolean;
  submitLabel?: string;
  /** Accessible name of the form (e.g. the heading it sits under). */
  labelledBy?: string;
};

/** What the visitor put into the form's controls before React took them over. */
function valuesTypedBeforeHydration(form: HTMLFormElement, definition: FormDefinition): Values {
  const typed: Values = {};
  for (const field of definition.fields) {
    const control = form.elements.namedItem(field.name);
    const value = control && 'value' in control ? String(control.value) : '';
    if (value !== '') typed[field.name] = value;
  }
  const consent = form.elements.namedItem('consent');
  if (consent instanceof HTMLInputElement && consent.checked) typed.consent = true;
  return typed;
}

type FailureKey = 'generic' | 'timeout' | 'notConfigured';

function failureKey(error: unknown): FailureKey {
  if (error instanceof DeliveryError) {
    if (error.reason === 'not-configured') return 'notConfigured';
    if (error.reason === 'timeout') return 'timeout';
  }
  return 'generic';
}

/**
 * The engine behind every form of the site: Formik state, the form's Yup schema, drafts in
 * sessionStorage, the honeypot, and one delivery per submission.
 */
export function EnquiryForm({
  definition,
  mode,
  onSuccess,
  compact,
  submitLabel,
  labelledBy,
}: EnquiryFormProps) {
  const t = useTranslations('Forms');
  const baseId = useId();
  const draftKey = definition.id;
  const sendingRef = useRef(false);
  const receiptRef = useRef<string | undefined>(undefined);
  const honeypotRef = useRef<HTMLInputElement | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const restoredRef = useRef(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [successOpen, setSuccessOpen] = useState(false);

  const formik = useFormik<Values>({
    initialValues: emptyValues(definition),
    validationSchema: schemaFor(definition),
    validateOnMount: false,
    onSubmit: () => undefined,
  });
  const { values, errors, touched, setValues, setTouched, validateForm, resetForm } = formik;

  // Once, after hydration: restore a draft (sessionStorage is not available on the server), then
  // adopt anything typed into the server-rendered form before hydration, which React would
  // otherwise overwrite with the empty state on the next render (slow networks).
  useEffect(() => {
    const draft = loadDraft(draftKey);
    if (draft) receiptRef.current = draft.receiptId;
    const typed = formRef.current ? valuesTypedBeforeHydration(formRef.current, definition) : {};
    if (draft || Object.keys(typed).length > 0) {
      void setValues({ ...emptyValues(definition), ...draft?.values, ...typed }, false);
    }
    restoredRef.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey]);

  // Save what the visitor typed; an untouched form leaves no draft behind.
  useEffect(() => {
    if (!restoredRef.current) return;
    const typed = Object.entries(values).some(
      ([key, value]) => key !== 'consent' && typeof value === 'string' && value !== '',
    );
    if (typed) saveDraft(draftKey, { values, receiptId: receiptRef.current });
    else clearDraft(draftKey);
  }, [values, draftKey]);

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

  function focusField(name: string) {
    const element = document.getElementById(fieldId(name));
    element?.focus();
  }

  function reportInvalid(found: FormikErrors<Values>) {
    const first = definition.fields.find((field) => found[field.name]);
    if (mode === 'alert') {
      const missingRequired = definition.fields.some((field) => found[field.name] === 'required');
      if (missingRequired) setAlert(t('alert.required'));
      else if (first) setAlert(t('alert.invalid', { field: label(first.name) }));
      else setAlert(t('alert.consent'));
      return;
    }
    if (first) {
      const message = found[first.name] === 'required' ? 'toast.missing' : 'toast.invalid';
      toast.error(t(message, { field: label(first.name) }));
      focusField(first.name);
    } else {
      toast.error(t('toast.consent'));
      focusField('consent');
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One submission at a time: a second click while sending does nothing.
    if (sendingRef.current) return;
    sendingRef.current = true;
    try {
      const found = await validateForm();
      void setTouched(
        Object.fromEntries([...definition.fields.map((f) => [f.name, true]), ['consent', true]]),
        false,
      );
      if (Object.keys(found).length > 0) {
        reportInvalid(found);
        return;
      }
      setFailure(null);
      setSending(true);

      const succeed = () => {
        clearDraft(draftKey);
        receiptRef.current = undefined;
        resetForm();
        if (honeypotRef.current) honeypotRef.current.value = '';
        if (mode === 'alert') onSuccess?.();
        else setSuccessOpen(true);
      };

      // A filled honeypot is a bot: it sees success, nothing is delivered.
      if (honeypotRef.current && honeypotRef.current.value !== '') {
        succeed();
        return;
      }

      receiptRef.current ??= createReceiptId();
      saveDraft(draftKey, { values, receiptId: receiptRef.current });
      const text = buildMessageText(definition, values, receiptRef.current, {
        preview: !env.isProduction,
      });
      try {
        await deliverMessage(text);
      } catch (error) {
        const key = failureKey(error);
        if (mode === 'alert') {
          setAlert(key === 'notConfigured' ? t('failure.notConfigured') : t('alert.failed'));
        } else {
          setFailure(t(`failure.${key}`));
        }
        return;
      }
      succeed();
    } finally {
      sendingRef.current = false;
      setSending(false);
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
        <FormGrid>
          {definition.fields.map((field) => {
            const props = {
              field,
              id: fieldId(field.name),
              value: typeof values[field.name] === 'string' ? (values[field.name] as string) : '',
              error: shownError(field.name),
              onChange: formik.handleChange,
              onBlur: formik.handleBlur,
            };
            if (field.kind === 'choice') return <ChoiceField key={field.name} {...props} />;
            if (field.kind === 'phone') {
              return (
                <TextField
                  key={field.name}
                  {...props}
                  onBlur={(event) => {
                    formik.handleBlur(event);
                    const formatted = formatPhone(event.target.value);
                    if (formatted !== event.target.value)
                      void formik.setFieldValue(field.name, formatted);
                  }}
                />
              );
            }
            return <TextField key={field.name} {...props} />;
          })}
          <ConsentField
            id={fieldId('consent')}
            checked={values.consent === true}
            error={shownError('consent')}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        </FormGrid>
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
      {mode === 'alert' && (
        <Dialog
          open={alert !== null}
          onClose={() => setAlert(null)}
          title={t('alert.title')}
          role="alertdialog"
          maxWidth={420}
        >
          <p className={styles.dialogText}>{alert}</p>
          <div className={styles.dialogActions}>
            <button
              type="button"
              className={`${button.button} ${button.primary}`}
              onClick={() => setAlert(null)}
            >
              {t('alert.confirm')}
            </button>
          </div>
        </Dialog>
      )}
      {mode === 'toast' && (
        <Dialog
          open={successOpen}
          onClose={() => setSuccessOpen(false)}
          title={t('success.title')}
          maxWidth={500}
        >
          <p className={styles.dialogText}>{t('success.body')}</p>
          <div className={styles.dialogActions}>
            <button
              type="button"
              className={`${button.button} ${button.primary}`}
              onClick={() => setSuccessOpen(false)}
            >
              {t('success.close')}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
