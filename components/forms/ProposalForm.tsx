'use client';

import { formDefinitions } from '@/lib/forms/definitions';
import { LazyEnquiryForm as EnquiryForm } from './LazyEnquiryForm';

/** Proposal request: home contact tab and /contact/proposal. */
export function ProposalForm() {
  return <EnquiryForm definition={formDefinitions.proposal} mode="toast" />;
}
