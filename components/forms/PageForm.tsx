'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formDefinitions } from '@/lib/forms/definitions';
import { LazyEnquiryForm } from './LazyEnquiryForm';

export type PageFormId =
  'resident' | 'admin' | 'proposal' | 'partnership' | 'idea' | 'manual' | 'manualLab';

/**
 * A form placed on a page, by id (lib/forms/definitions.ts). The Korean idea form also asks for
 * the name (en/vi send `이름: -`); the manual requests say "request" on their button.
 */
export function PageForm({ form }: { form: PageFormId }) {
  const locale = useLocale();
  const t = useTranslations('Forms');
  const definition =
    form === 'idea' && locale === 'ko' ? formDefinitions.ideaWithName : formDefinitions[form];
  return (
    <LazyEnquiryForm
      key={definition.id}
      definition={definition}
      mode="toast"
      submitLabel={form === 'manual' || form === 'manualLab' ? t('submitRequest') : undefined}
    />
  );
}
