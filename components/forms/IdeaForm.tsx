'use client';

import { useLocale } from 'next-intl';
import { formDefinitions } from '@/lib/forms/definitions';
import { LazyEnquiryForm as EnquiryForm } from './LazyEnquiryForm';

/** Idea suggestion (/contact/idea). The Korean version also asks for the name; en/vi send `이름: -`. */
export function IdeaForm() {
  const locale = useLocale();
  const definition = locale === 'ko' ? formDefinitions.ideaWithName : formDefinitions.idea;
  return <EnquiryForm key={definition.id} definition={definition} mode="toast" />;
}
