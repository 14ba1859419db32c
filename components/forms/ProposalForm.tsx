'use client';

import { formDefinitions } from '@/lib/forms/definitions';
import { EnquiryForm } from './EnquiryForm';

/** Proposal request: home contact tab and /contact/proposal. */
export function ProposalForm() {
  return <EnquiryForm definition={formDefinitions.proposal} mode="toast" />;
}
