'use client';

import { formDefinitions } from '@/lib/forms/definitions';
import { EnquiryForm } from './EnquiryForm';

/** Partnership (/contact/alliance): the proposal fields. */
export function PartnershipForm() {
  return <EnquiryForm definition={formDefinitions.partnership} mode="toast" />;
}
