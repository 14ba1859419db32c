/**
 * How long an enquiry is kept after it has been handled: a company decision, so a company fact
 * (lib/content/companyFacts.json `privacy.enquiryRetentionMonths`); undefined while it is a
 * placeholder, and the notice then shows a marked gap. The forms' privacy notices (client
 * components, in the form engine's lazy chunk) and the privacy policy read it from here.
 */
import facts from '@/lib/content/companyFacts.json';

const fact = facts.privacy.enquiryRetentionMonths;

export const enquiryRetentionMonths: number | undefined =
  fact.placeholder === false ? fact.value : undefined;
