'use client';

import { formDefinitions } from '@/lib/forms/definitions';
import { EnquiryForm } from './EnquiryForm';

/** Resident inquiry (home contact tab). */
export function ResidentInquiryForm() {
  return <EnquiryForm definition={formDefinitions.resident} mode="toast" />;
}
