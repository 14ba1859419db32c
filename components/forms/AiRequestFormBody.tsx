'use client';

import { useTranslations } from 'next-intl';
import { formDefinitions } from '@/lib/forms/definitions';
import { EnquiryForm } from './EnquiryForm';

/** AI Checker request (in the AI dialog): name, company and email required, phone optional. */
export function AiRequestFormBody({ onSuccess }: { onSuccess: () => void }) {
  const t = useTranslations('Forms');
  return (
    <EnquiryForm
      definition={formDefinitions.ai}
      mode="alert"
      onSuccess={onSuccess}
      compact
      submitLabel={t('submitRequest')}
    />
  );
}
