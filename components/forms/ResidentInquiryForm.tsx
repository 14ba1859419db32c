'use client';

import { formDefinitions } from '@/lib/forms/definitions';
import { LazyEnquiryForm as EnquiryForm } from './LazyEnquiryForm';

/** Resident inquiry (home contact tab). */
export function ResidentInquiryForm() {
  return <EnquiryForm definition={formDefinitions.resident} mode="toast" />;
}
