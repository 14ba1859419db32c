'use client';

import { formDefinitions } from '@/lib/forms/definitions';
import { LazyEnquiryForm as EnquiryForm } from './LazyEnquiryForm';

/** Admin inquiry (home contact tab). */
export function AdminInquiryForm() {
  return <EnquiryForm definition={formDefinitions.admin} mode="toast" />;
}
