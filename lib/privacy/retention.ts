/**
 * How long an enquiry is kept after it has been handled: a company decision, so a company fact
 * (lib/content/companyFacts.json `privacy.enquiryRetentionMonths`); undefined while it is a
 * placeholder, and the notice then shows a marked gap. The forms' privacy notices (client
 * components, in the form engine's lazy chunk) read it from here; the privacy policy from
 * lib/content/company.ts, which resolves the same fact the same way (lib/content/siteFacts.ts).
 */
import facts from '@/lib/content/companyFacts.json';
import { confirmedValue } from '@/lib/content/siteFacts';

export const enquiryRetentionMonths = confirmedValue(facts.privacy.enquiryRetentionMonths);
