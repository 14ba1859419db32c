'use client';

import { useLocale, useTranslations } from 'next-intl';
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
  const id = form === 'idea' && locale === 'ko' ? 'ideaWithName' : form;
  return (
    <LazyEnquiryForm
      key={id}
      form={id}
      mode="toast"
      submitLabel={form === 'manual' || form === 'manualLab' ? t('submitRequest') : undefined}
    />
  );
}
