'use client';

import { useTranslations } from 'next-intl';
import { formDefinitions } from '@/lib/forms/definitions';
import { LazyEnquiryForm as EnquiryForm } from './LazyEnquiryForm';

/** Manual request; `variant="lab"` asks for the apartment name instead of the company (laboratory page). */
export function ManualRequestForm({ variant }: { variant: 'company' | 'lab' }) {
  const t = useTranslations('Forms');
  return (
    <EnquiryForm
      definition={variant === 'lab' ? formDefinitions.manualLab : formDefinitions.manual}
      mode="toast"
      submitLabel={t('submitRequest')}
    />
  );
}
