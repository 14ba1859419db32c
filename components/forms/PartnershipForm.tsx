'use client';

import { formDefinitions } from '@/lib/forms/definitions';
import { LazyEnquiryForm as EnquiryForm } from './LazyEnquiryForm';

/** Partnership (/contact/alliance): the proposal fields. */
export function PartnershipForm() {
  return <EnquiryForm definition={formDefinitions.partnership} mode="toast" />;
}
