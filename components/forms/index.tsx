/**
 * The site's forms (SPEC.md section 3). Each page or dialog places one of these. Formik + Yup
 * (lib/forms), delivery through CREATE-MESSAGE-SLACK (lib/delivery, loaded on submit only).
 */
export { AiRequestForm } from './AiRequestForm';
export { ManualRequestForm } from './ManualRequestForm';
export { ResidentInquiryForm } from './ResidentInquiryForm';
export { AdminInquiryForm } from './AdminInquiryForm';
export { ProposalForm } from './ProposalForm';
export { PartnershipForm } from './PartnershipForm';
export { IdeaForm } from './IdeaForm';
