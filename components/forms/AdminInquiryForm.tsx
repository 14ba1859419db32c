'use client';

import { formDefinitions } from '@/lib/forms/definitions';
import { EnquiryForm } from './EnquiryForm';

/** Admin inquiry (home contact tab). */
export function AdminInquiryForm() {
  return <EnquiryForm definition={formDefinitions.admin} mode="toast" />;
}
