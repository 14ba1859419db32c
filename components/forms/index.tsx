'use client';

/**
 * The site's forms (SPEC.md section 3). Each page or dialog places one of these; the forms issue
 * implements them (Formik + Yup, delivery through CREATE-MESSAGE-SLACK). Until then they render
 * nothing, so pages can be laid out around them.
 */

export function AiRequestForm(_props: { onSuccess: () => void }) {
  return null;
}

/** `variant="lab"` asks for the apartment name instead of the company (laboratory page). */
export function ManualRequestForm(_props: { variant: 'company' | 'lab' }) {
  return null;
}

export function ResidentInquiryForm() {
  return null;
}

export function AdminInquiryForm() {
  return null;
}

/** Proposal request: home contact tab and /contact/proposal. */
export function ProposalForm() {
  return null;
}

/** Partnership (/contact/alliance): the proposal fields. */
export function PartnershipForm() {
  return null;
}

export function IdeaForm() {
  return null;
}
