'use client';

import { memo, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { FieldDef } from '@/lib/forms/definitions';
import { formatPhone } from '@/lib/forms/phone';
import styles from './forms.module.css';

type FieldProps = {
  field: FieldDef;
  id: string;
  value: string;
  /** Translated error to show under the field, if any. */
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
};

export function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className={styles.error}>
      {error}
    </p>
  ) : null;
}

/**
 * A labelled one-line input, e-mail, phone or multi-line text field with its error and hints; a
 * phone is formatted when left (`setValue`).
 */
export const TextField = memo(function TextField({
  field,
  id,
  value,
  error,
  onChange,
  onBlur,
  setValue,
}: FieldProps & { setValue: (name: string, value: string) => unknown }) {
  const t = useTranslations('Forms');
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const describedBy = [
    field.kind === 'phone' ? hintId : undefined,
    field.kind === 'textarea' ? counterId : undefined,
    error ? errorId : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name: field.name,
    value,
    onChange,
    onBlur:
      field.kind === 'phone'
        ? (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
            onBlur(event);
            const formatted = formatPhone(event.target.value);
            if (formatted !== event.target.value) setValue(field.name, formatted);
          }
        : onBlur,
    maxLength: field.max,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-required': field.optional ? undefined : (true as const),
    'aria-describedby': describedBy || undefined,
    className: styles.input,
  };
  return (
    <div className={[styles.field, field.kind === 'textarea' ? styles.wide : ''].join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {t(`fields.${field.label}`)}
        {field.optional && <span className={styles.optional}> ({t('optional')})</span>}
      </label>
      {field.kind === 'textarea' ? (
        <textarea {...common} rows={8} />
      ) : (
        <input
          {...common}
          // A phone is a text input with the phone keypad: autocomplete tel-national (autofill's
          // 010-… form, which the phone rule accepts) is valid HTML only on a text input.
          type={field.kind === 'email' ? 'email' : 'text'}
          inputMode={field.kind === 'phone' ? 'tel' : field.kind === 'email' ? 'email' : undefined}
          autoComplete={field.autoComplete ?? 'off'}
        />
      )}
      {field.kind === 'phone' && (
        <p id={hintId} className={styles.hint}>
          {t('phoneHint')}
        </p>
      )}
      {field.kind === 'textarea' && (
        <p id={counterId} className={styles.counter}>
          {t('counter', { count: value.length, max: field.max })}
        </p>
      )}
      <ErrorText id={errorId} error={error} />
    </div>
  );
});

/** A radio group (the idea form's customer type) in a fieldset with a visible legend. */
export const ChoiceField = memo(function ChoiceField({
  field,
  id,
  value,
  error,
  onChange,
  onBlur,
}: FieldProps) {
  const t = useTranslations('Forms');
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={`${styles.field} ${styles.wide}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.label}>{t(`fields.${field.label}`)}</legend>
      <div className={styles.choices}>
        {field.options?.map((option, index) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              id={index === 0 ? id : undefined}
              name={field.name}
              value={option.value}
              checked={value === option.value}
              onChange={onChange}
              onBlur={onBlur}
            />
            {t(`options.${option.value as 'resident' | 'admin'}`)}
          </label>
        ))}
      </div>
      <ErrorText id={errorId} error={error} />
    </fieldset>
  );
});

/**
 * Spam trap: hidden from sight and assistive technology, out of the tab order, autocomplete off,
 * and a name no autofill heuristic matches. A person never fills it.
 */
export function Honeypot({
  id,
  inputRef,
}: {
  id: string;
  inputRef: (element: HTMLInputElement | null) => void;
}) {
  const t = useTranslations('Forms');
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{t('honeypot')}</label>
      <input
        id={id}
        ref={inputRef}
        type="text"
        name="chaedle_hp_confirm"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

export function FormGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
