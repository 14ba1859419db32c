import type { FormikErrors } from 'formik';
import type { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { afterNextPaint } from '@/lib/browser/afterNextPaint';
import type { FieldDef } from '@/lib/forms/definitions';
import type { MessageOverflow } from '@/lib/forms/message';
import type { FailureKey } from './useMessageDelivery';

/** The one-button message dialog a form may open (its alert, or its success message). */
export type FeedbackMessage = { title: string; text: string; confirm: string };

/** What a form gives its feedback strategy to speak to the visitor with. */
export type FeedbackContext = {
  t: ReturnType<typeof useTranslations<'Forms'>>;
  fields: readonly FieldDef[];
  /** The field's label, in the visitor's language. */
  label: (name: string) => string;
  focusField: (name: string) => void;
  showMessage: (message: FeedbackMessage) => void;
  /** The failure shown above the submit button. */
  showFailure: (text: string) => void;
  onSuccess?: () => void;
};

/** How a form tells the visitor that it is incomplete, failed or was sent. */
export type FormFeedback = {
  /** The message dialog's role and width (completion: 500 px, docs/product.md). */
  dialog: { role: 'dialog' | 'alertdialog'; maxWidth: number };
  invalid: (found: FormikErrors<Record<string, unknown>>, context: FeedbackContext) => void;
  failed: (key: FailureKey, context: FeedbackContext) => void;
  /** The message would be past the Lambda's bounds: nothing is sent, nothing typed is lost. */
  tooLong: (overflow: MessageOverflow, context: FeedbackContext) => void;
  succeeded: (context: FeedbackContext) => void;
};

/** How much to shorten, in characters and/or line breaks. */
function tooLongText({ t }: FeedbackContext, overflow: MessageOverflow): string {
  const parts: string[] = [];
  if (overflow.characters > 0) parts.push(t('tooLong.characters', { count: overflow.characters }));
  if (overflow.lines > 0) parts.push(t('tooLong.lines', { count: overflow.lines }));
  return parts.join(' ');
}

/** The multi-line field, where shortening happens. */
const contentField = (fields: readonly FieldDef[]) => fields.find((f) => f.slot === 'content');

const alertMessage = ({ t }: FeedbackContext, text: string): FeedbackMessage => ({
  title: t('alert.title'),
  text,
  confirm: t('alert.confirm'),
});

/**
 * The AI form (docs/product.md): problems in an alert dialog, success handed to the form's
 * owner.
 */
const alert: FormFeedback = {
  dialog: { role: 'alertdialog', maxWidth: 420 },
  invalid(found, context) {
    const { t, fields, label, showMessage } = context;
    const first = fields.find((field) => found[field.name]);
    const text = fields.some((field) => found[field.name] === 'required')
      ? t('alert.required')
      : first
        ? t('alert.invalid', { field: label(first.name) })
        : t('alert.privacyNotice');
    showMessage(alertMessage(context, text));
  },
  failed(key, context) {
    const { t, showMessage } = context;
    showMessage(
      alertMessage(
        context,
        key === 'notConfigured' ? t('failure.notConfigured') : t('alert.failed'),
      ),
    );
  },
  tooLong(overflow, context) {
    context.showMessage(alertMessage(context, tooLongText(context, overflow)));
  },
  succeeded: ({ onSuccess }) => onSuccess?.(),
};

/** Every other form: problems in toasts, a failure above the button, its own success dialog. */
const toastFeedback: FormFeedback = {
  dialog: { role: 'dialog', maxWidth: 500 },
  invalid(found, { t, fields, label, focusField }) {
    const first = fields.find((field) => found[field.name]);
    const text = first
      ? t(found[first.name] === 'required' ? 'toast.missing' : 'toast.invalid', {
          field: label(first.name),
        })
      : t('toast.privacyNotice');
    focusField(first ? first.name : 'privacyNoticeAccepted');
    // The errors and the focus are the answer to the click; the toast (sonner renders it and
    // measures its height, a layout of its own) follows a frame later.
    afterNextPaint(() => toast.error(text));
  },
  failed: (key, { t, showFailure }) => showFailure(t(`failure.${key}`)),
  tooLong(overflow, context) {
    toast.error(tooLongText(context, overflow));
    const content = contentField(context.fields);
    if (content) context.focusField(content.name);
  },
  succeeded: ({ t, showMessage }) =>
    showMessage({
      title: t('success.title'),
      text: t('success.body'),
      confirm: t('success.close'),
    }),
};

export const formFeedback = { alert, toast: toastFeedback } as const;
