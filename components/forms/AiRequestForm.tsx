'use client';

import { useTranslations } from 'next-intl';
import { LazyEnquiryForm } from './LazyEnquiryForm';

/**
 * AI Checker request (in the AI dialog, which sits in every marketing page's layout): name,
 * company and email required, phone optional. Its engine loads when the dialog opens.
 */
export function AiRequestForm({ onSuccess }: { onSuccess: () => void }) {
  const t = useTranslations('Forms');
  return (
    <LazyEnquiryForm
      form="ai"
      mode="alert"
      onSuccess={onSuccess}
      compact
      submitLabel={t('submitRequest')}
      placeholder={<AiFormPlaceholder />}
    />
  );
}

/** The form's room while it or its engine loads. */
export function AiFormPlaceholder() {
  return <div aria-busy="true" style={{ minHeight: '24rem' }} />;
}
